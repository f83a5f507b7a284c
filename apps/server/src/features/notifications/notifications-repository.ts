import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { notifications } from '@stagepass/db/schema/notifications';

export interface NewNotification {
  memberId: number;
  type: string;
  title: string;
  body: string;
  eventId?: number | null;
  link?: string | null;
}

/** Stores in-app notifications (spec 001 §4 Notifications), in the caller's transaction. */
export async function notify(db: Executor, rows: readonly NewNotification[], now: Date): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows.map((r) => ({ ...r, createdAt: now })));
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
