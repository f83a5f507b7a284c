// In-app notifications (spec 001 §3 Notification, §4 Notifications, §7 Notifications and messages).

/** spec 001 §3 Notification type, plus FOLLOWED (what followed talent and businesses do) and MEMBER (the rest). */
export const NOTIFICATION_TYPES = ['BUSINESS_EVENT', 'SPECIALIST_EVENT', 'FOLLOWED', 'MEMBER'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** spec 001 §3 Notification state. */
export const NOTIFICATION_STATES = ['unread', 'read'] as const;
export type NotificationState = (typeof NOTIFICATION_STATES)[number];

/** One page of a notification list: at most this many. */
export const NOTIFICATIONS_PAGE_MAX = 100;
export const NOTIFICATIONS_PAGE_DEFAULT = 30;
/** Ids one mark-as-read or delete call may name. */
export const NOTIFICATION_IDS_MAX = 100;

/** None of the named notifications is the caller's (another member's answer the same as a missing one). */
export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** The paging cursor of a list: the last row's creation instant (ms) and id, newest first. */
export function notificationCursor(createdAtMs: number, id: number): string {
  return `${createdAtMs}_${id}`;
}

export function parseNotificationCursor(cursor: string): { createdAtMs: number; id: number } | null {
  const m = /^(\d{1,15})_(\d{1,10})$/.exec(cursor);
  if (!m) return null;
  const id = Number(m[2]);
  // Ids are PostgreSQL integers: a larger one names no row (and would fail the query).
  if (id < 1 || id > 2_147_483_647) return null;
  return { createdAtMs: Number(m[1]), id };
}

/** Where opening a notification goes on the web (spec 001 §4: a talent notification opens /dash/celeb-event/). */
export type NotificationTarget =
  | { path: string; state?: undefined }
  | {
      path: '/dash/celeb-event/';
      state: { eventId: number; businessId: number | null; bidId: number | null; schId: number | null };
    };

export function notificationTarget(n: {
  type: NotificationType;
  event_id: number | null;
  business_id: number | null;
  bid_id: number | null;
  sch_id: number | null;
  link: string | null;
}): NotificationTarget | null {
  if (n.type === 'SPECIALIST_EVENT' && n.event_id !== null)
    return {
      path: '/dash/celeb-event/',
      state: { eventId: n.event_id, businessId: n.business_id, bidId: n.bid_id, schId: n.sch_id },
    };
  if (n.type === 'BUSINESS_EVENT' && n.event_id !== null) return { path: `/dash/event/${n.event_id}` };
  if (n.link) return { path: n.link };
  if (n.event_id !== null) return { path: `/dash/event/${n.event_id}` };
  return null;
}

// ---------------------------------------------------------------------------------------------
// The notification lists (spec 001 §2 Widgets: 'Notification lists with Unread and Read tabs, one for business events
// and one for talent events')

export const NOTIFICATION_TAB_LABEL: Record<NotificationState, string> = { unread: 'Unread', read: 'Read' };
export const NOTIFICATION_LIST_TITLE: Record<'BUSINESS_EVENT' | 'SPECIALIST_EVENT', string> = {
  BUSINESS_EVENT: 'Event Notifications',
  SPECIALIST_EVENT: 'Booking Notifications',
};
export const NO_NOTIFICATIONS: Record<NotificationState, string> = {
  unread: 'You are all caught up: no unread notifications.',
  read: 'No read notifications.',
};
export const SHOW_MORE_NOTIFICATIONS = 'Show more';
export const deleteNotificationLabel = (title: string) => `Delete notification: ${title}`;

/** The fan dashboard's list of get_notifications_for_followed. */
export const FOLLOWED_NEWS_TITLE = 'From people you follow';
export const NO_FOLLOWED_NEWS = 'Follow talent and businesses to hear about their new bookings and events here.';
