import type { Handler } from '../../rpc/context';
import { ownEvent } from './guest-access';
import * as repo from './guests-repository';

/** spec 001 §7 get_guest_list (event_id): the event's paid purchases as guests, the door's counter and conflicts. */
export const get_guest_list: Handler<'get_guest_list'> = async ({ ctx, input }) => {
  const event = await ownEvent(ctx.db, ctx.member.id, input.event_id);
  const [guests, counts, password, conflicts] = await Promise.all([
    repo.guestList(ctx.db, event.id),
    repo.counts(ctx.db, event.id),
    repo.managerPasswordOf(ctx.db, event.id),
    repo.conflictsOf(ctx.db, event.id),
  ]);
  return {
    guests,
    counts,
    manager_password_set: password !== null,
    conflicts: conflicts.map((c) => ({
      code: c.code,
      guest_name: c.guestName,
      ticket_name: c.ticketName,
      first: { at: c.firstAt.toISOString(), device_name: c.firstOn },
      second: { at: c.secondAt.toISOString(), device_name: c.secondOn },
    })),
  };
};
