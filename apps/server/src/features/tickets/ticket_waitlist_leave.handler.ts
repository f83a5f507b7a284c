import type { Handler } from '../../rpc/context';
import * as repo from './tickets-repository';
import { offerFreedTickets } from './waitlist';

/** The waitlist (beyond the spec): leave the line; an offer held for the caller goes to the next in line. */
export const ticket_waitlist_leave: Handler<'ticket_waitlist_leave'> = async ({ ctx, input }) => {
  const now = new Date(ctx.clock.now());
  const left = await ctx.db.transaction(async (tx) => {
    if (!(await repo.lockTicket(tx, input.ticket_id))) return false;
    const gone = await repo.leaveWaitlist(tx, input.ticket_id, ctx.member.id);
    if (gone?.held) await offerFreedTickets(tx, ctx, input.ticket_id, now);
    return gone !== null;
  });
  return { left };
};
