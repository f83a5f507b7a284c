import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { EventCard } from '@stagepass/contract/events/fields';
import { useIsEventOwner } from '../../events/hooks/use-event-owner';
import { SCHEDULE_REQUEST_TEXTS as T } from '../schedule-request-texts';

// The panel loads only for the event's business.
const EventScheduleRequests = lazy(() =>
  import('./event-schedule-requests').then((m) => ({ default: m.EventScheduleRequests })),
);

/** Where the event page mounts the business's schedule requests panel: nothing for anyone but the event's business. */
export function EventScheduleRequestsSlot({ event }: { event: EventCard }) {
  const owner = useIsEventOwner(event);
  if (!owner) return null;
  return (
    <Suspense fallback={<Skeleton h={120} aria-label={T.loadingPanel} />}>
      <EventScheduleRequests eventId={event.event_id} />
    </Suspense>
  );
}
