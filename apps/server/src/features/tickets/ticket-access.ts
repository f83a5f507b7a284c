import { EVENT_NOT_FOUND } from '@stagepass/domain/events';
import { TICKET_NOT_FOUND } from '@stagepass/domain/tickets';
import type { Executor } from '@stagepass/db/client';
import { AppError } from '../../rpc/app-error';
import { passwordAdmits, visibleTo, type GuestPassword } from '../events/visibility';
import * as repo from './tickets-repository';

/**
 * The event whose tickets the caller asks about, if they may see it (events/visibility.ts): its business always;
 * others a published event, a private one with its password or once they hold a ticket to it. Else 404.
 */
export async function visibleEvent(
  db: Executor,
  eventId: number,
  viewerId: number | null,
  guest: GuestPassword,
): Promise<repo.TicketEvent> {
  const event = await repo.findEvent(db, eventId);
  if (!event || !(await maySee(db, event, viewerId, guest)))
    throw new AppError('NOT_FOUND', EVENT_NOT_FOUND, 'event_id');
  return event;
}

/** Whether the caller may see the event (and so its tickets): events/visibility.ts, with a held ticket as a link. */
export async function maySee(
  db: Executor,
  event: Pick<repo.TicketEvent, 'id' | 'businessId' | 'draft' | 'private' | 'password'>,
  viewerId: number | null,
  guest: GuestPassword,
): Promise<boolean> {
  if (!event.private || event.businessId === viewerId) return visibleTo(event, viewerId, { privateByLink: false });
  const byLink =
    (viewerId !== null && (await repo.holdsTicket(db, viewerId, event.id))) || (await passwordAdmits(db, event, guest));
  return visibleTo(event, viewerId, { privateByLink: byLink });
}

/**
 * A ticket a buyer may see: of an event they may see (a private event's with its password), and a private ticket
 * only with one of its codes (or to its business).
 */
export async function visibleTicket(
  db: Executor,
  ticketId: number,
  viewerId: number | null,
  access: { code?: string | undefined; guest: GuestPassword },
): Promise<{ ticket: repo.TicketRow; event: repo.TicketEvent }> {
  const ticket = await repo.findTicket(db, ticketId);
  const event = ticket && (await repo.findEvent(db, ticket.eventId));
  const own = !!event && event.businessId === viewerId;
  const { code, guest } = access;
  const shown =
    !!ticket &&
    !!event &&
    (await maySee(db, event, viewerId, guest)) &&
    (!ticket.private || own || (code !== undefined && (await repo.findCode(db, [ticket.id], code)) !== null));
  if (!shown) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND, 'ticket_id');
  return { ticket: ticket!, event: event! };
}
