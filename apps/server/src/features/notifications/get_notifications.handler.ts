import type { Handler } from '../../rpc/context';
import { cursorOf, page } from './notification-wire';
import { listNotifications, unreadCount } from './notifications-repository';

/** spec 001 §7 get_notifications: the caller's notifications, newest first, by type and state, a page at a time. */
export const get_notifications: Handler<'get_notifications'> = async ({ ctx, input }) => {
  const rows = await listNotifications(ctx.db, ctx.member.id, {
    category: input.type,
    state: input.state,
    before: cursorOf(input.before),
    limit: input.limit + 1,
  });
  return { ...page(rows, input.limit), unread: await unreadCount(ctx.db, ctx.member.id, input.type) };
};
