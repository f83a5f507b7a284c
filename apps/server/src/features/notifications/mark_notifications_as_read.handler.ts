import { NOTIFICATION_NOT_FOUND } from '@stagepass/domain/notifications';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { markRead, unreadCount } from './notifications-repository';

/**
 * spec 001 §7 mark_notifications_as_read (notification_ids): marks the caller's own; other members' ids are
 * ignored, as missing ones are, and 404 when none is the caller's.
 */
export const mark_notifications_as_read: Handler<'mark_notifications_as_read'> = async ({ ctx, input }) => {
  const now = new Date(ctx.clock.now());
  const ids = await markRead(ctx.db, ctx.member.id, input.notification_ids, now);
  if (ids.length === 0) throw new AppError('NOT_FOUND', NOTIFICATION_NOT_FOUND, 'notification_ids');
  return { notification_ids: ids, unread: await unreadCount(ctx.db, ctx.member.id) };
};
