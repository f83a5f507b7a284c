import { NOTIFICATION_NOT_FOUND } from '@stagepass/domain/notifications';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { deleteNotifications, unreadCount } from './notifications-repository';

/**
 * spec 001 §7 delete_notifications (notification_ids): deletes the caller's own; other members' ids are ignored,
 * as missing ones are, and 404 when none is the caller's.
 */
export const delete_notifications: Handler<'delete_notifications'> = async ({ ctx, input }) => {
  const ids = await deleteNotifications(ctx.db, ctx.member.id, input.notification_ids);
  if (ids.length === 0) throw new AppError('NOT_FOUND', NOTIFICATION_NOT_FOUND, 'notification_ids');
  return { notification_ids: ids, unread: await unreadCount(ctx.db, ctx.member.id) };
};
