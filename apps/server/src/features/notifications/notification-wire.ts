import type { Notification } from '@stagepass/contract/notifications/fields';
import { notificationCursor, parseNotificationCursor } from '@stagepass/domain/notifications';
import type { NotificationRow } from './notifications-repository';

/** A stored notification as the wire carries it (spec 001 §3 Notification). */
export function toWire(row: NotificationRow): Notification {
  return {
    notification_id: row.id,
    event_id: row.eventId,
    business_id: row.businessId,
    bid_id: row.bidId,
    sch_id: row.scheduleId,
    sch_req_id: row.scheduleRequestId,
    title: row.title,
    message: row.body,
    image_url: row.imageUrl,
    modified: row.createdAt.toISOString(),
    state: row.readAt ? 'read' : 'unread',
    type: row.category,
    link: row.link,
  };
}

/** One page from rows fetched with limit + 1: the extra row says there is a next page. */
export function page(rows: NotificationRow[], limit: number) {
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    notifications: shown.map(toWire),
    next_before: rows.length > limit && last ? notificationCursor(last.createdAt.getTime(), last.id) : null,
  };
}

/** The `before` input as the repository takes it (the contract already checked its form). */
export const cursorOf = (before: string | undefined) =>
  before ? (parseNotificationCursor(before) ?? undefined) : undefined;
