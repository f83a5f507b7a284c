import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { mediaLinks } from '@stagepass/db/schema/website';

// Media links of media companies (spec 001 §3 Media link): the only SQL of the area. Every list reads
// media_links_member_idx (member_id, id).

export interface MediaLinkRow {
  id: number;
  url: string;
  description: string;
}

const linkColumns = { id: mediaLinks.id, url: mediaLinks.url, description: mediaLinks.description };

/** A member's links, oldest first. */
export async function listLinks(db: Executor, memberId: number): Promise<MediaLinkRow[]> {
  return db.select(linkColumns).from(mediaLinks).where(eq(mediaLinks.memberId, memberId)).orderBy(asc(mediaLinks.id));
}

/** The member's row locked until the transaction ends: adding links one at a time keeps the count honest. */
export async function lockMember(tx: Executor, memberId: number): Promise<void> {
  await tx.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
}

export async function countLinks(db: Executor, memberId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mediaLinks).where(eq(mediaLinks.memberId, memberId));
  return row?.n ?? 0;
}

export async function insertLink(
  db: Executor,
  memberId: number,
  v: { url: string; description: string },
  now: Date,
): Promise<MediaLinkRow> {
  const [row] = await db
    .insert(mediaLinks)
    .values({ memberId, ...v, createdAt: now, updatedAt: now })
    .returning(linkColumns);
  return row!;
}

/** Changes the link if `memberId` owns it; null when it is not theirs (or gone). */
export async function updateOwnLink(
  db: Executor,
  linkId: number,
  memberId: number,
  v: { url: string; description: string },
  now: Date,
): Promise<MediaLinkRow | null> {
  const [row] = await db
    .update(mediaLinks)
    .set({ ...v, updatedAt: now })
    .where(and(eq(mediaLinks.id, linkId), eq(mediaLinks.memberId, memberId)))
    .returning(linkColumns);
  return row ?? null;
}

/** Deletes the link if `memberId` owns it; false when it is not theirs (or gone). */
export async function deleteOwnLink(db: Executor, linkId: number, memberId: number): Promise<boolean> {
  const rows = await db
    .delete(mediaLinks)
    .where(and(eq(mediaLinks.id, linkId), eq(mediaLinks.memberId, memberId)))
    .returning({ id: mediaLinks.id });
  return rows.length > 0;
}

export async function setMediaCompany(db: Executor, memberId: number, on: boolean): Promise<void> {
  await db.update(members).set({ isMediaCompany: on }).where(eq(members.id, memberId));
}

/** An active business by id, with its media company role; null for anyone else. */
export async function findBusiness(db: Executor, id: number): Promise<{ id: number; isMediaCompany: boolean } | null> {
  const [row] = await db
    .select({ id: members.id, isMediaCompany: members.isMediaCompany })
    .from(members)
    .where(and(eq(members.id, id), eq(members.isBusiness, true), eq(members.active, true), isNull(members.deletedAt)))
    .limit(1);
  return row ?? null;
}
