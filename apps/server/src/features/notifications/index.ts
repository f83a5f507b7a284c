import type { notificationsRequests } from '@stagepass/contract/notifications/index';
import type { AreaHandlers } from '../../rpc/context';
import { delete_notifications } from './delete_notifications.handler';
import { get_bid_notifications } from './get_bid_notifications.handler';
import { get_notifications } from './get_notifications.handler';
import { get_notifications_for_followed } from './get_notifications_for_followed.handler';
import { get_schreq_notifications } from './get_schreq_notifications.handler';
import { mark_notifications_as_read } from './mark_notifications_as_read.handler';

/** In-app notifications: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const notificationsHandlers: AreaHandlers<typeof notificationsRequests> = {
  get_notifications,
  get_bid_notifications,
  get_schreq_notifications,
  get_notifications_for_followed,
  mark_notifications_as_read,
  delete_notifications,
};
