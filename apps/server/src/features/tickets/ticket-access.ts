import { EVENT_NOT_FOUND } from '@stagepass/domain/events';
import { TICKET_NOT_FOUND } from '@stagepass/domain/tickets';
import type { Executor } from '@stagepass/db/client';
import { AppError } from '../../rpc/app-error';
import { samePassword, visibleTo } from '../events/visibility';
import * as repo from './tickets-repository';

/**
 * The event whose tickets the caller asks about, if they may see it (events/visibility.ts): its business always;
 * others a published event, a private one with its password or once they hold a ticket to it. Else 404.
 */
export async function visibleEvent(
  db: Executor,
  eventId: number,
  viewerId: number | null,
  password: string | undefined,
): Promise<repo.TicketEvent> {
  const event = await repo.findEvent(db, eventId);
  const byLink =
    !!event &&
    (samePassword(password, event.password) || (viewerId !== null && (await repo.holdsTicket(db, viewerId, event.id))));
  if (!event || !visibleTo(event, viewerId, { privateByLink: byLink }))
    throw new AppError('NOT_FOUND', EVENT_NOT_FOUND, 'event_id');
  return event;
}

/**
 * A ticket a buyer may see: of a visible event, and a private one only with one of its codes (or to its business).
 * The code's row comes back so a purchase can spend it.
 */
export async function visibleTicket(
  db: Executor,
  ticketId: number,
  viewerId: number | null,
  code: string | undefined,
): Promise<{ ticket: repo.TicketRow; event: repo.TicketEvent }> {
  const ticket = await repo.findTicket(db, ticketId);
  const event = ticket && (await repo.findEvent(db, ticket.eventId));
  const own = !!event && event.businessId === viewerId;
  const shown =
    !!ticket &&
    !!event &&
    (own || !event.draft) &&
    (!ticket.private || own || (code !== undefined && (await repo.findCode(db, [ticket.id], code)) !== null));
  if (!shown) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND, 'ticket_id');
  return { ticket: ticket!, event: event! };
}
