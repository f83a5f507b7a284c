import { NOTIFICATIONS_PAGE_MAX } from '@stagepass/domain/notifications';
import type { Handler } from '../../rpc/context';
import { toWire } from './notification-wire';
import { bidNotifications } from './notifications-repository';

/** spec 001 §7 get_bid_notifications (bidId): the caller's notifications about one bid, newest first. */
export const get_bid_notifications: Handler<'get_bid_notifications'> = async ({ ctx, input }) => {
  const rows = await bidNotifications(ctx.db, ctx.member.id, input.bidId, NOTIFICATIONS_PAGE_MAX);
  return { notifications: rows.map(toWire) };
};
