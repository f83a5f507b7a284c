import type { Database } from '@stagepass/db/client';
import { UPLOAD_UNUSED_MS } from '@stagepass/domain/media';
import { mediaKeyOf } from '../../adapters/storage/keys';
import type { Storage } from '../../adapters/storage/storage';
import { removeUnclaimedUploads } from './gallery-repository';

/** Uploads looked at per transaction: their rows stay locked while their files are removed. */
const BATCH = 50;

/**
 * The upload-cleanup clock job: POST /api/upload keeps any file a member sends, so one nothing uses (no asset's file,
 * no gallery video) is removed, file and row, once it has been unused for the window of domain/media.ts
 * (UPLOAD_UNUSED_HOURS after it arrived; a released one, whose use was replaced, at the next run). What is in use is
 * decided at removal time, under the rows' lock (gallery-repository removeUnclaimedUploads), so a file in use is
 * never removed. Idempotent: a second run at the same `now` finds nothing to do. Answers the URLs removed.
 */
export async function removeUnusedUploads(deps: { db: Database; storage: Storage }, now: number): Promise<string[]> {
  const batch = { cutoff: new Date(now - UPLOAD_UNUSED_MS), now: new Date(now), limit: BATCH };
  const removed: string[] = [];
  for (;;) {
    const done = await removeUnclaimedUploads(deps.db, batch, async (urls) => {
      await Promise.all(
        urls.flatMap((url) => {
          const key = mediaKeyOf(url);
          return key ? [deps.storage.delete(key)] : [];
        }),
      );
    });
    removed.push(...done.removed);
    // Every candidate of a batch is removed or claimed, so the next batch holds others; a short one was the last.
    if (done.candidates < BATCH) return removed;
  }
}
