import { TICKET_SALES_ENDED, WAITLIST_NOT_SOLD_OUT } from '@stagepass/domain/tickets';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { visibleTicket } from './ticket-access';
import * as repo from './tickets-repository';
import { remainingOf } from './ticket-views';

/** The waitlist (beyond the spec): join a sold-out ticket's line; joining twice keeps the first place. */
export const ticket_waitlist_join: Handler<'ticket_waitlist_join'> = async ({ ctx, input }) => {
  const memberId = ctx.member.id;
  const now = new Date(ctx.clock.now());
  // A private ticket has no waitlist: its codes are its guest list.
  await visibleTicket(ctx.db, input.ticket_id, memberId, {
    guest: { given: input.ev_password, source: ctx.ip, now: ctx.clock.now() },
  });
  const place = await ctx.db.transaction(async (tx) => {
    const ticket = (await repo.lockTicket(tx, input.ticket_id))!;
    if (now >= ticket.salesEnd) throw new AppError('CONFLICT', TICKET_SALES_ENDED, 'ticket_id');
    const waiting = (await repo.waitlistLengths(tx, [ticket.id])).get(ticket.id) ?? 0;
    // Not sold out, and nobody waiting ahead: buy it now instead.
    if (remainingOf(ticket) > 0 && waiting === 0) throw new AppError('CONFLICT', WAITLIST_NOT_SOLD_OUT, 'ticket_id');
    return repo.joinWaitlist(tx, ticket.id, memberId, now);
  });
  const position =
    place.state === 'waiting' ? (await repo.waitingBefore(ctx.db, place.ticketId, place.id, place.joinedAt)) + 1 : 0;
  return { position };
};
