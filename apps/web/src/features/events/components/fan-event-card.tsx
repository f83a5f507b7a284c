import type { EventCard as EventCardData } from '@stagepass/contract/events/fields';
import { EventCard } from '../../../components/ui/event-card';
import { EventWatchToggle } from './event-watch-toggle';

/** spec 001 §2: the fan event card, with the watch toggle for logged-in members. */
export function FanEventCard({ event, headingLevel }: { event: EventCardData; headingLevel?: 2 | 3 | 4 }) {
  return (
    <EventCard event={event} variant="fan" headingLevel={headingLevel} watch={<EventWatchToggle event={event} />} />
  );
}
