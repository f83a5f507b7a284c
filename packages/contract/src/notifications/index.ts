import { delete_notifications } from './delete_notifications';
import { get_bid_notifications } from './get_bid_notifications';
import { get_notifications } from './get_notifications';
import { get_notifications_for_followed } from './get_notifications_for_followed';
import { get_schreq_notifications } from './get_schreq_notifications';
import { mark_notifications_as_read } from './mark_notifications_as_read';

/**
 * In-app notifications (spec 001 §7 Notifications and messages). The registry spreads it.
 */
export const notificationsRequests = {
  get_notifications,
  get_bid_notifications,
  get_schreq_notifications,
  get_notifications_for_followed,
  mark_notifications_as_read,
  delete_notifications,
} as const;
