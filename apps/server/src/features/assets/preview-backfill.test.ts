import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { assets } from '@stagepass/db/schema/commerce';
import { TEASER_SHARE, textPreview } from '@stagepass/domain/assets';
import { useTestApp } from '../../test/test-app';
import { marketplace } from '../../test/marketplace-fixtures';
import { replaceOldPreviews } from './preview-backfill';
import { previewOfHtml, textOfHtml } from './sanitize-html';

// Assets saved before the teaser rule kept the first 40 words of their body as the public preview: a short members-
// only post was public in full. The asset-previews clock job looks at each such asset once and makes a preview the
// old rule made again by today's; a preview the creator wrote stays.

const t = useTestApp();
const m = marketplace(t, 'preview-backfill.test');

const SHORT = '<p>Soundcheck at six, doors at eight. The setlist leans on the new record, with two covers.</p>';
const LONG = `<p>${'Backstage notes from the tour bus, every night a new city and a new crowd to win over. '.repeat(6)}</p>`;

/** A paid blog as it was saved before the teaser rule: `preview` as given, else the old rule's (its first 40 words). */
async function savedBeforeTheRule(token: string, body: string, preview?: string) {
  const { asset } = await m.ok(
    'create_asset',
    { type: 'Blog', name: 'Tour diary', assetData: body, price: 300 },
    token,
  );
  const [row] = await t.db.select({ body: assets.assetData }).from(assets).where(eq(assets.id, asset.id));
  const old = preview ?? textPreview(textOfHtml(row!.body!));
  await t.db.update(assets).set({ preview: old, previewChecked: false }).where(eq(assets.id, asset.id));
  return asset.id as number;
}

const publicPreview = async (id: number) =>
  (await m.ok('user_get_asset', { asset_id: id })).asset.preview as string | null;

describe('the asset-previews clock job', () => {
  it("replaces the old rule's preview, keeps the creator's own, and looks at each asset once", async () => {
    const creator = await m.member({ isSpecialist: true }, 'talent');
    const short = await savedBeforeTheRule(creator.token, SHORT);
    const long = await savedBeforeTheRule(creator.token, LONG);
    const written = await savedBeforeTheRule(creator.token, LONG, 'A week on the road, in pictures and words.');
    // The control: before the job, the short post is public in full, as the probe found.
    expect(await publicPreview(short)).toBe(textOfHtml(SHORT).trim());

    expect(await replaceOldPreviews({ db: t.db })).toBe(2);
    const shortNow = await publicPreview(short);
    expect(shortNow).toBe(previewOfHtml(SHORT));
    expect(shortNow!.length).toBeLessThanOrEqual(textOfHtml(SHORT).trim().length * TEASER_SHARE + 1);
    const teaser = (await publicPreview(long))!;
    expect(teaser.endsWith('…')).toBe(true);
    expect(teaser.length).toBeLessThanOrEqual(textOfHtml(LONG).trim().length * TEASER_SHARE + 1);
    expect(await publicPreview(written)).toBe('A week on the road, in pictures and words.');

    // Twice is once; and an asset saved under the rule is never looked at again.
    expect(await replaceOldPreviews({ db: t.db })).toBe(0);
    const fresh = await m.ok('create_asset', { type: 'Blog', name: 'New', assetData: LONG, price: 300 }, creator.token);
    const [row] = await t.db
      .select({ checked: assets.previewChecked })
      .from(assets)
      .where(eq(assets.id, fresh.asset.id));
    expect(row!.checked).toBe(true);
  });
});
