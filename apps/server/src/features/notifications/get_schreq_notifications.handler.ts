import type { Handler } from '../../rpc/context';
import { cursorOf, page } from './notification-wire';
import { listNotifications } from './notifications-repository';

/** spec 001 §7 get_schreq_notifications: the caller's notifications about schedule requests, newest first. */
export const get_schreq_notifications: Handler<'get_schreq_notifications'> = async ({ ctx, input }) => {
  const rows = await listNotifications(ctx.db, ctx.member.id, {
    scheduleRequest: input.sch_req_id ?? true,
    state: input.state,
    before: cursorOf(input.before),
    limit: input.limit + 1,
  });
  return page(rows, input.limit);
};
