import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { profileMedia, uploads } from '@stagepass/db/schema/conversation';
import type { GalleryMediaType } from '@stagepass/domain/media';

export interface GalleryRow {
  mediaIndex: number;
  mediaType: GalleryMediaType;
  url: string;
}

export interface UploadRow {
  id: number;
  kind: 'video' | 'image' | 'audio';
  mime: string;
  bytes: number;
  url: string;
}

/** A member's gallery in index order (the primary key (member_id, media_index) serves it). */
export async function listGallery(db: Executor, memberId: number): Promise<GalleryRow[]> {
  return db
    .select({ mediaIndex: profileMedia.mediaIndex, mediaType: profileMedia.mediaType, url: profileMedia.url })
    .from(profileMedia)
    .where(eq(profileMedia.memberId, memberId))
    .orderBy(asc(profileMedia.mediaIndex));
}

/** One item of a member's gallery, or null. */
export async function findItem(db: Executor, memberId: number, mediaIndex: number): Promise<GalleryRow | null> {
  const [row] = await db
    .select({ mediaIndex: profileMedia.mediaIndex, mediaType: profileMedia.mediaType, url: profileMedia.url })
    .from(profileMedia)
    .where(and(eq(profileMedia.memberId, memberId), eq(profileMedia.mediaIndex, mediaIndex)))
    .limit(1);
  return row ?? null;
}

/** What the profile pages show besides the profile itself: the bio (members.bio) and the gallery. */
export async function profileExtras(
  db: Executor,
  memberId: number,
): Promise<{ bio: string | null; gallery: GalleryRow[] }> {
  const [[member], gallery] = await Promise.all([
    db.select({ bio: members.bio }).from(members).where(eq(members.id, memberId)).limit(1),
    listGallery(db, memberId),
  ]);
  return { bio: member?.bio ?? null, gallery };
}

/**
 * Puts an item at `mediaIndex` of the member's gallery, replacing what was there, when `allowed` agrees with the
 * gallery as it is under the member's lock (two uploads at once each see the one they replace, so no file is lost
 * track of). Answers the replaced item (null when the index was free), or 'refused' with nothing written.
 */
export async function placeItem(
  db: Executor,
  memberId: number,
  item: GalleryRow,
  now: Date,
  allowed: (current: GalleryRow[]) => boolean,
): Promise<{ previous: GalleryRow | null } | 'refused'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('profile-gallery'), ${memberId})`);
    const current = await listGallery(tx, memberId);
    if (!allowed(current)) return 'refused';
    await tx
      .insert(profileMedia)
      .values({ memberId, mediaIndex: item.mediaIndex, mediaType: item.mediaType, url: item.url, createdAt: now })
      .onConflictDoUpdate({
        target: [profileMedia.memberId, profileMedia.mediaIndex],
        set: { mediaType: item.mediaType, url: item.url, createdAt: now },
      });
    return { previous: current.find((c) => c.mediaIndex === item.mediaIndex) ?? null };
  });
}

/** Records a file a member uploaded (POST /api/upload). */
export async function insertUpload(
  db: Executor,
  row: { memberId: number; kind: UploadRow['kind']; mime: string; bytes: number; url: string; createdAt: Date },
): Promise<UploadRow> {
  const [inserted] = await db.insert(uploads).values(row).returning({
    id: uploads.id,
    kind: uploads.kind,
    mime: uploads.mime,
    bytes: uploads.bytes,
    url: uploads.url,
  });
  return inserted!;
}

/** One of the member's own uploads by its URL (uploads_member_idx narrows it to the member's), or null. */
export async function findOwnUpload(db: Executor, memberId: number, url: string): Promise<UploadRow | null> {
  const [row] = await db
    .select({ id: uploads.id, kind: uploads.kind, mime: uploads.mime, bytes: uploads.bytes, url: uploads.url })
    .from(uploads)
    .where(and(eq(uploads.memberId, memberId), eq(uploads.url, url)))
    .limit(1);
  return row ?? null;
}
