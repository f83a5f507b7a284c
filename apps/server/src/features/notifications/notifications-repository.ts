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
