import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { assets } from '@stagepass/db/schema/commerce';
import { profileMedia, uploads } from '@stagepass/db/schema/conversation';
import { UPLOAD_UNUSED_MS, type GalleryMediaType, type UploadHoldings } from '@stagepass/domain/media';
import { mediaKeyOf, mediaUrl } from '../../adapters/storage/keys';

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
 * track of). Answers the replaced item (null when the index was free), or 'refused' with nothing written, or 'gone'
 * when the item is a video whose upload no longer exists. A replaced video's upload is released (see releaseUpload).
 */
export async function placeItem(
  db: Executor,
  memberId: number,
  item: GalleryRow,
  now: Date,
  allowed: (current: GalleryRow[]) => boolean,
): Promise<{ previous: GalleryRow | null } | 'refused' | 'gone'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('profile-gallery'), ${memberId})`);
    const current = await listGallery(tx, memberId);
    if (!allowed(current)) return 'refused';
    // A gallery video is one of the member's uploads, claimed here so the cleanup job keeps it (or, if the job has
    // just removed it, the item is not written).
    if (item.mediaType === 'Video' && !(await claimUpload(tx, memberId, { url: item.url }, now))) return 'gone';
    const previous = current.find((c) => c.mediaIndex === item.mediaIndex) ?? null;
    if (previous?.mediaType === 'Video' && previous.url !== item.url) await releaseUpload(tx, memberId, previous.url);
    await tx
      .insert(profileMedia)
      .values({ memberId, mediaIndex: item.mediaIndex, mediaType: item.mediaType, url: item.url, createdAt: now })
      .onConflictDoUpdate({
        target: [profileMedia.memberId, profileMedia.mediaIndex],
        set: { mediaType: item.mediaType, url: item.url, createdAt: now },
      });
    return { previous };
  });
}

const uploadColumns = {
  id: uploads.id,
  kind: uploads.kind,
  mime: uploads.mime,
  bytes: uploads.bytes,
  url: uploads.url,
};

/** What the upload quotas count of a member's uploads at `now` (domain/media.ts). */
export async function uploadHoldings(db: Executor, memberId: number, now: Date): Promise<UploadHoldings> {
  const since = new Date(now.getTime() - UPLOAD_UNUSED_MS).toISOString();
  const [row] = await db
    .select({
      filesToday: sql<number>`count(*) filter (where ${uploads.createdAt} > ${since}::timestamptz)`.mapWith(Number),
      unusedBytes: sql<number>`coalesce(sum(${uploads.bytes}) filter (where ${uploads.claimedAt} is null), 0)`.mapWith(
        Number,
      ),
      totalBytes: sql<number>`coalesce(sum(${uploads.bytes}), 0)`.mapWith(Number),
    })
    .from(uploads)
    .where(eq(uploads.memberId, memberId));
  return row ?? { filesToday: 0, unusedBytes: 0, totalBytes: 0 };
}

/**
 * Records a file a member uploaded (POST /api/upload), unclaimed, when `refuse` finds nothing wrong with the member's
 * holdings as they are under the member's lock (two uploads at once cannot both take the last of a quota). Answers
 * the row, or what `refuse` answered with nothing written.
 */
export async function insertUpload<P>(
  db: Executor,
  row: { memberId: number; kind: UploadRow['kind']; mime: string; bytes: number; url: string; createdAt: Date },
  refuse: (held: UploadHoldings) => P | null,
): Promise<{ upload: UploadRow } | { refused: P }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('member-uploads'), ${row.memberId})`);
    const refused = refuse(await uploadHoldings(tx, row.memberId, row.createdAt));
    if (refused !== null) return { refused };
    const [inserted] = await tx.insert(uploads).values(row).returning(uploadColumns);
    return { upload: inserted! };
  });
}

/**
 * Marks one of the member's uploads as used (by its id or its URL) and answers it, or null when the member has no
 * such upload. Called in the transaction that writes the use: the UPDATE locks the row, so the cleanup job, which
 * locks its candidates too, either sees the claim or has removed the row first, and then nothing is written.
 */
export async function claimUpload(
  db: Executor,
  memberId: number,
  which: { id: number } | { url: string },
  now: Date,
): Promise<UploadRow | null> {
  const [row] = await db
    .update(uploads)
    .set({ claimedAt: now })
    .where(and(eq(uploads.memberId, memberId), 'id' in which ? eq(uploads.id, which.id) : eq(uploads.url, which.url)))
    .returning(uploadColumns);
  return row ?? null;
}

/**
 * The member's upload at `url` is no longer used where it was (a gallery video or an asset's file was replaced): it
 * becomes a candidate for the cleanup job again, which still keeps it if something else uses it.
 */
export async function releaseUpload(db: Executor, memberId: number, url: string): Promise<void> {
  await db
    .update(uploads)
    .set({ claimedAt: null })
    .where(and(eq(uploads.memberId, memberId), eq(uploads.url, url)));
}

/**
 * One batch of the cleanup job: unclaimed uploads made before `cutoff`, locked (skipping any a request is claiming
 * now). Each is checked against every place an upload is used (an asset's file, a gallery item) in a statement of
 * its own, taken after the lock, so it sees every use committed before; one in use is claimed again (one use
 * released it while another kept it). The rest have their files removed by `removeFiles`, then their rows deleted,
 * in the same transaction: if removing a file fails, nothing is deleted and the next run tries again, and while
 * the rows are locked no request can start using them. Answers how many candidates the batch held (fewer than
 * `limit`: the last batch) and the URLs removed.
 */
export async function removeUnclaimedUploads(
  db: Executor,
  batch: { cutoff: Date; now: Date; limit: number },
  removeFiles: (urls: string[]) => Promise<void>,
): Promise<{ candidates: number; removed: string[] }> {
  return db.transaction(async (tx) => {
    const candidates = await tx
      .select({ id: uploads.id, url: uploads.url })
      .from(uploads)
      .where(and(isNull(uploads.claimedAt), lt(uploads.createdAt, batch.cutoff)))
      .orderBy(asc(uploads.createdAt), asc(uploads.id))
      .limit(batch.limit)
      .for('update', { skipLocked: true });
    if (candidates.length === 0) return { candidates: 0, removed: [] };
    const urls = candidates.map((c) => c.url);
    const keys = urls.map(mediaKeyOf).filter((k): k is string => k !== null);
    const [assetFiles, galleryItems] = await Promise.all([
      keys.length
        ? tx.select({ key: assets.mediaKey }).from(assets).where(inArray(assets.mediaKey, keys))
        : Promise.resolve([]),
      tx.select({ url: profileMedia.url }).from(profileMedia).where(inArray(profileMedia.url, urls)),
    ]);
    const inUse = new Set([
      ...assetFiles.flatMap((a) => (a.key ? [mediaUrl(a.key)] : [])),
      ...galleryItems.map((g) => g.url),
    ]);
    // A row whose URL is not one of our keys names no file we could remove: it is kept (and not looked at again).
    const keep = candidates.filter((c) => inUse.has(c.url) || !mediaKeyOf(c.url));
    const gone = candidates.filter((c) => !keep.includes(c));
    if (keep.length)
      await tx
        .update(uploads)
        .set({ claimedAt: batch.now })
        .where(
          inArray(
            uploads.id,
            keep.map((c) => c.id),
          ),
        );
    if (gone.length) {
      await removeFiles(gone.map((c) => c.url));
      await tx.delete(uploads).where(
        inArray(
          uploads.id,
          gone.map((c) => c.id),
        ),
      );
    }
    return { candidates: candidates.length, removed: gone.map((c) => c.url) };
  });
}

/** One of the member's own uploads by its URL (uploads_member_idx narrows it to the member's), or null. */
export async function findOwnUpload(db: Executor, memberId: number, url: string): Promise<UploadRow | null> {
  const [row] = await db
    .select(uploadColumns)
    .from(uploads)
    .where(and(eq(uploads.memberId, memberId), eq(uploads.url, url)))
    .limit(1);
  return row ?? null;
}
