import { lazy, Suspense } from 'react';
import { Skeleton } from '@mantine/core';
import type { EventCard } from '@stagepass/contract/events/fields';
import { useIsEventOwner } from '../../events/hooks/use-event-owner';
import { OwnerTicketList } from './owner-ticket-list';
import { TicketArea } from './ticket-area';

// The guest list (its filters and check-in) loads only for the event's business.
const GuestList = lazy(() => import('../../guests/components/guest-list').then((m) => ({ default: m.GuestList })));

/**
 * The tickets part of /dash/event/{eventId}: the event's business manages them (OwnerTicketList) and reads its
 * guest list; everyone else buys them (TicketArea), with the private event's password when the page has it.
 */
export function EventTickets({ event, password }: { event: EventCard; password?: string }) {
  const owner = useIsEventOwner(event);
  if (!owner) return <TicketArea event={event} password={password} />;
  return (
    <>
      <OwnerTicketList event={event} />
      <Suspense fallback={<Skeleton h={160} aria-label="Loading the guest list" />}>
        <GuestList eventId={event.event_id} />
      </Suspense>
    </>
  );
}
