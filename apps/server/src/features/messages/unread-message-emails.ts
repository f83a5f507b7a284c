import {
  UNREAD_EMAIL_AFTER_MS,
  UNREAD_MESSAGE_EMAIL_TYPE_ID,
  inboxPath,
  unreadMessageEmail,
} from '@stagepass/domain/messages';
import type { Database } from '@stagepass/db/client';
import type { Mailer, OutgoingEmail } from '../../adapters/email/outbox';
import type { Config } from '../../config';
import { compose } from '../accounts/emails';
import * as repo from './messages-repository';
import type { EventRow, MessageRow, PersonRow } from './messages-repository';

/** Messages claimed per transaction. */
const BATCH = 200;

export interface UnreadEmailDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/**
 * The clock job of the unread-message email (issue 13): each message still unread UNREAD_EMAIL_AFTER_MS after it was
 * sent is emailed to its recipient once, one email per sender and event. Claiming sets emailed_at in the same
 * transaction as the emails are queued, so a second run (on this server or another, at once) sends nothing again. A
 * recipient who turned off 'Unread messages' in the email preferences, or left, gets none (their messages are still
 * claimed, and never mailed later). Time only from `nowMs`.
 */
export async function emailUnreadMessages(deps: UnreadEmailDeps, nowMs: number): Promise<void> {
  const now = new Date(nowMs);
  const before = new Date(nowMs - UNREAD_EMAIL_AFTER_MS);
  let queued = 0;
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const rows = await repo.claimUnmailed(tx, before, now, BATCH);
      if (rows.length === 0) return 0;
      const recipientIds = rows.map((r) => r.recipientId);
      const [people, excluded, events] = await Promise.all([
        repo.peopleByIds(tx, [...recipientIds, ...rows.map((r) => r.senderId)]),
        repo.excludedFrom(tx, recipientIds, UNREAD_MESSAGE_EMAIL_TYPE_ID),
        repo.eventsByIds(
          tx,
          rows.map((r) => r.eventId),
        ),
      ]);
      const emails = emailsFor(rows, people, excluded, events, deps.config.PUBLIC_URL);
      await deps.mailer.queue(tx, ...emails);
      queued += emails.length;
      return rows.length;
    });
    if (claimed < BATCH) break;
  }
  if (queued > 0) deps.mailer.kick();
}

function emailsFor(
  rows: readonly MessageRow[],
  people: ReadonlyMap<number, PersonRow>,
  excluded: ReadonlySet<number>,
  events: ReadonlyMap<number, EventRow>,
  publicUrl: string,
): OutgoingEmail[] {
  const groups = new Map<string, MessageRow[]>();
  for (const r of rows) {
    const key = `${r.recipientId}:${r.eventId}:${r.senderId}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const preferences = new URL('/dash/emailPreferences', publicUrl).toString();
  return [...groups.values()].flatMap((list) => {
    const first = list[0]!;
    const to = people.get(first.recipientId);
    const from = people.get(first.senderId);
    const event = events.get(first.eventId);
    if (!to?.present || excluded.has(to.id) || !from || !event) return [];
    const { subject, intro } = unreadMessageEmail(from.name, event.name, list.length);
    return [
      compose(to.email, subject, to.name, {
        before: [intro, ...list.map((m) => `“${m.message}”`)],
        action: { label: 'Open your inbox', url: new URL(inboxPath(event.id, from.id), publicUrl).toString() },
        after: [`To stop these emails, turn off 'Unread messages' in your email preferences: ${preferences}`],
      }),
    ];
  });
}
