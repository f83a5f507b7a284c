import type { Handler } from '../../rpc/context';
import { cursorOf, page } from './notification-wire';
import { listNotifications } from './notifications-repository';

/** spec 001 §7 get_notifications_for_followed: the caller's FOLLOWED notifications, newest first. */
export const get_notifications_for_followed: Handler<'get_notifications_for_followed'> = async ({ ctx, input }) => {
  const rows = await listNotifications(ctx.db, ctx.member.id, {
    category: 'FOLLOWED',
    before: cursorOf(input.before),
    limit: input.limit + 1,
  });
  return page(rows, input.limit);
};
