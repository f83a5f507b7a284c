import type { EventCard as EventCardData } from '@stagepass/contract/events/fields';
import { EventCard } from '../../../components/ui/event-card';
import { OwnerEventActions } from './owner-event-actions';

/** spec 001 §2: the business event card, with its badges (business_events_query) and the owner's actions. */
export function BusinessEventCard({ event, headingLevel }: { event: EventCardData; headingLevel?: 2 | 3 | 4 }) {
  return (
    <EventCard
      event={event}
      variant="business"
      headingLevel={headingLevel}
      actions={<OwnerEventActions event={event} />}
    />
  );
}
