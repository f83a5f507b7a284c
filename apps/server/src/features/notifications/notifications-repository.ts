import { and, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { insertUnnested } from '@stagepass/db/bulk';
import { notifications, type NotificationCategory } from '@stagepass/db/schema/notifications';

export interface NewNotification {
  memberId: number;
  type: string;
  title: string;
  body: string;
  eventId?: number | null;
  link?: string | null;
  /** spec 001 §3 Notification type; MEMBER unless given. */
  category?: NotificationCategory;
  businessId?: number | null;
  bidId?: number | null;
  scheduleId?: number | null;
  scheduleRequestId?: number | null;
  imageUrl?: string | null;
}

/** Stores in-app notifications (spec 001 §4 Notifications), in the caller's transaction. */
export async function notify(db: Executor, rows: readonly NewNotification[], now: Date): Promise<void> {
  await insertUnnested(
    db,
    notifications,
    rows.map((r) => ({ ...r, createdAt: now })),
  );
}

/**
 * Stores the notification unless the member already has one of the same type and link (read, unread or not),
 * so a reminder goes out once. Call it inside a transaction: the member's notifications of that type are
 * serialised for the rest of it, so two calls at once store one. Answers whether it stored it.
 */
export async function notifyOnce(db: Executor, row: NewNotification & { link: string }, now: Date): Promise<boolean> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`notify:${row.type}`}), ${row.memberId})`);
  const [found] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(eq(notifications.memberId, row.memberId), eq(notifications.type, row.type), eq(notifications.link, row.link)),
    )
    .limit(1);
  if (found) return false;
  await notify(db, [row], now);
  return true;
}

// ---------------------------------------------------------------------------------------------
// Reading and managing one's own notifications (spec 001 §7 Notifications and messages)

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationFilter {
  category?: NotificationCategory;
  state?: 'unread' | 'read';
  /** Only those about schedule requests: any (true) or one of them (its id). */
  scheduleRequest?: true | number;
  /** Paging, newest first: rows strictly older than this (creation instant in ms, then id). */
  before?: { createdAtMs: number; id: number };
  limit: number;
}

const stateCondition = (state: 'unread' | 'read' | undefined) =>
  state === 'unread' ? isNull(notifications.readAt) : state === 'read' ? isNotNull(notifications.readAt) : undefined;

/** The member's notifications, newest first (notifications_member_idx), one page of `limit`. */
export async function listNotifications(
  db: Executor,
  memberId: number,
  f: NotificationFilter,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.memberId, memberId),
        f.category ? eq(notifications.category, f.category) : undefined,
        stateCondition(f.state),
        f.scheduleRequest === true
          ? isNotNull(notifications.scheduleRequestId)
          : f.scheduleRequest !== undefined
            ? eq(notifications.scheduleRequestId, f.scheduleRequest)
            : undefined,
        f.before
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${new Date(f.before.createdAtMs).toISOString()}::timestamptz, ${f.before.id})`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(f.limit);
}

/** The member's notifications about one bid, newest first (notifications_bid_idx). */
export async function bidNotifications(
  db: Executor,
  memberId: number,
  bidId: number,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.bidId, bidId), eq(notifications.memberId, memberId)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/** How many of the member's notifications (of a category) are unread. */
export async function unreadCount(db: Executor, memberId: number, category?: NotificationCategory): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.memberId, memberId),
        isNull(notifications.readAt),
        category ? eq(notifications.category, category) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Marks the member's notifications among `ids` read (those already read keep their time). Others' ids are left
 * alone. Answers the member's ids among them, read or not before.
 */
export async function markRead(db: Executor, memberId: number, ids: readonly number[], now: Date): Promise<number[]> {
  const mine = and(eq(notifications.memberId, memberId), inArray(notifications.id, [...ids]));
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine, isNull(notifications.readAt)));
  const rows = await db.select({ id: notifications.id }).from(notifications).where(mine).orderBy(notifications.id);
  return rows.map((r) => r.id);
}

/** Deletes the member's notifications among `ids`; others' are left alone. Answers the ids deleted. */
export async function deleteNotifications(db: Executor, memberId: number, ids: readonly number[]): Promise<number[]> {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.memberId, memberId), inArray(notifications.id, [...ids])))
    .returning({ id: notifications.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
}
