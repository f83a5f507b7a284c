import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { follows } from '@stagepass/db/schema/bookings';
import { marketingEmailExclusions } from '@stagepass/db/schema/settings';
import type { Mailer, OutgoingEmail } from '../../adapters/email/outbox';
import { compose } from '../accounts/emails';
import { notify, type NewNotification } from './notifications-repository';

/** One in-app notification for one member; it is also emailed. */
export type MemberNotice = NewNotification;
/** A notification for every follower of a talent or business (the member is each follower). */
export type FollowerNotice = Omit<NewNotification, 'memberId'>;

/** spec 000 marketing email type 2, 'New from talent you follow': followers who excluded it get no email. */
export const FOLLOWED_EMAIL_TYPE_ID = 2;

interface Recipient {
  id: number;
  email: string;
  name: string;
}

/** The notice as an email: its title as the subject, its body, and a button to PUBLIC_URL + link. */
export function noticeEmail(
  to: Recipient,
  notice: FollowerNotice,
  publicUrl: string,
  after: string[] = [],
): OutgoingEmail {
  const url = notice.link ? new URL(notice.link, publicUrl).toString() : null;
  return compose(to.email, notice.title, to.name, {
    before: [notice.body],
    ...(url ? { action: { label: 'Open in Stagepass', url } } : {}),
    after,
  });
}

async function recipients(tx: Executor, ids: readonly number[]): Promise<Map<number, Recipient>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: members.id, email: members.email, name: members.name })
    .from(members)
    .where(and(inArray(members.id, [...new Set(ids)]), isNull(members.deletedAt), eq(members.active, true)));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Stores in-app notifications (via notify) and queues an email for each (transactional mail, always sent), in the
 * caller's transaction; the caller kicks ctx.mailer after commit. Deleted or deactivated members get no email.
 */
export async function notifyMembers(
  tx: Executor,
  mailer: Mailer,
  notices: readonly MemberNotice[],
  now: Date,
  publicUrl: string,
): Promise<void> {
  if (notices.length === 0) return;
  await notify(tx, notices, now);
  const to = await recipients(
    tx,
    notices.map((n) => n.memberId),
  );
  const emails = notices.flatMap((notice) => {
    const member = to.get(notice.memberId);
    return member ? [noticeEmail(member, notice, publicUrl)] : [];
  });
  await mailer.queue(tx, ...emails);
}

/**
 * A notification for every follower of `followedId` (category 'FOLLOWED'), emailed only to followers who have not
 * excluded marketing email type 2 ('New from talent you follow'). In the caller's transaction; the caller kicks
 * ctx.mailer after commit. Answers how many followers were notified.
 */
export async function notifyFollowers(
  tx: Executor,
  mailer: Mailer,
  followedId: number,
  notice: FollowerNotice,
  now: Date,
  publicUrl: string,
): Promise<number> {
  return notifyFollowersOfMany(tx, mailer, [{ followedId, notice }], now, publicUrl);
}

/**
 * notifyFollowers for many followed members at once (the schedule close tells the followers of every talent it
 * booked): one read of the followers and one insert each of notifications and emails. Answers how many
 * notifications were stored.
 */
export async function notifyFollowersOfMany(
  tx: Executor,
  mailer: Mailer,
  items: readonly { followedId: number; notice: FollowerNotice }[],
  now: Date,
  publicUrl: string,
): Promise<number> {
  if (items.length === 0) return 0;
  const rows = await tx
    .select({
      followedId: follows.followedId,
      id: members.id,
      email: members.email,
      name: members.name,
      excluded: marketingEmailExclusions.typeId,
    })
    .from(follows)
    .innerJoin(members, eq(members.id, follows.followerId))
    .leftJoin(
      marketingEmailExclusions,
      and(
        eq(marketingEmailExclusions.memberId, follows.followerId),
        eq(marketingEmailExclusions.typeId, FOLLOWED_EMAIL_TYPE_ID),
      ),
    )
    .where(
      and(
        inArray(follows.followedId, [...new Set(items.map((i) => i.followedId))]),
        isNull(members.deletedAt),
        eq(members.active, true),
      ),
    );
  if (rows.length === 0) return 0;
  const followersOf = new Map<number, typeof rows>();
  for (const r of rows) followersOf.set(r.followedId, [...(followersOf.get(r.followedId) ?? []), r]);
  const sent = items.flatMap(({ followedId, notice }) =>
    (followersOf.get(followedId) ?? []).map((r) => ({ r, notice })),
  );
  await notify(
    tx,
    sent.map(({ r, notice }) => ({ ...notice, memberId: r.id, category: 'FOLLOWED' as const })),
    now,
  );
  const preferences = new URL('/dash/emailPreferences', publicUrl).toString();
  const after = [
    `You get this email because you follow them on Stagepass. To stop these emails, turn off 'New from talent you follow' in your email preferences: ${preferences}`,
  ];
  await mailer.queue(
    tx,
    ...sent.filter(({ r }) => r.excluded === null).map(({ r, notice }) => noticeEmail(r, notice, publicUrl, after)),
  );
  return sent.length;
}
