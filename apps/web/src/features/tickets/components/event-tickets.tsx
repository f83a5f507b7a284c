import type { EventCard } from '@stagepass/contract/events/fields';
import { useIsEventOwner } from '../../events/hooks/use-event-owner';
import { OwnerTicketList } from './owner-ticket-list';
import { TicketArea } from './ticket-area';

/**
 * The tickets part of /dash/event/{eventId}: the event's business manages them (OwnerTicketList), everyone else
 * buys them (TicketArea), with the private event's password when the page has it.
 */
export function EventTickets({ event, password }: { event: EventCard; password?: string }) {
  const owner = useIsEventOwner(event);
  return owner ? <OwnerTicketList event={event} /> : <TicketArea event={event} password={password} />;
}
