import { textPreview } from '@stagepass/domain/assets';
import type { Database } from '@stagepass/db/client';
import { lockUncheckedPreviews, markPreviewChecked } from './assets-repository';
import { previewOfHtml, textOfHtml } from './sanitize-html';

/** Assets looked at per transaction. */
const BATCH = 50;

/**
 * The asset-previews clock job: a blog or newsletter saved before the teaser rule kept the first 40 words of its body
 * as its public preview, the whole of a short post. Each asset saved then is looked at once: a preview the old rule
 * made (the same text as it) is made again by today's (previewOfHtml: a small share, none for a short body); a
 * preview the creator wrote is kept. Idempotent: a second run finds nothing to look at. Answers how many it replaced.
 */
export async function replaceOldPreviews(deps: { db: Database }): Promise<number> {
  let replaced = 0;
  for (;;) {
    const looked = await deps.db.transaction(async (tx) => {
      const rows = await lockUncheckedPreviews(tx, BATCH);
      for (const row of rows) {
        const madeByOldRule =
          row.assetData !== null && row.preview !== null && row.preview === textPreview(textOfHtml(row.assetData));
        await markPreviewChecked(tx, row.id, madeByOldRule ? previewOfHtml(row.assetData!) : undefined);
        if (madeByOldRule) replaced++;
      }
      return rows.length;
    });
    if (looked < BATCH) return replaced;
  }
}
