import type { AssetView } from '@stagepass/contract/assets/fields';
import type { Executor } from '@stagepass/db/client';
import { fileKindOfMime } from '@stagepass/domain/assets';
import { accessibleIds } from './asset-access';
import { extrasOf, type AssetRow } from './assets-repository';

/**
 * spec 001 §3 Asset as `viewerId` sees each of `rows`, in the rows' order: their tiers, products and post in three
 * queries, the viewer's access in two more, whatever the number of rows. The HTML body only `withBody` (the rows were
 * read with it) and only to those with access.
 */
export async function toViews(
  db: Executor,
  rows: readonly AssetRow[],
  viewerId: number | null,
  withBody = false,
): Promise<AssetView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [extras, access] = await Promise.all([extrasOf(db, ids), accessibleIds(db, viewerId, rows)]);
  return rows.map((r) => {
    const full = access.full.has(r.id);
    return {
      id: r.id,
      type: r.type,
      name: r.name,
      description: r.description,
      asset_data: withBody && full ? (r.assetData ?? null) : null,
      owner_id: r.ownerId,
      creator_name: r.creatorName,
      creator_photo: r.creatorPhoto,
      image: r.image,
      preview: r.preview,
      published: r.published,
      allow_access: full,
      open_access: r.allowAccess,
      price: r.priceCents,
      currency: r.currency,
      tier_ids: extras.tierIds.get(r.id) ?? [],
      state: r.state,
      membership: r.membership,
      category_ids: r.categoryIds,
      product_ids: extras.products.get(r.id) ?? [],
      file_kind: r.mediaKey ? fileKindOfMime(r.mediaMime) : null,
      has_preview: r.previewKey !== null,
      purchased: access.purchased.has(r.id),
      is_owner: r.ownerId === viewerId,
      post_id: extras.postIds.get(r.id) ?? null,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    };
  });
}
