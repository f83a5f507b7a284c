import type { Executor } from '@stagepass/db/client';
import {
  ASSET_BODY_EMPTY,
  ASSET_PRODUCT_NOT_FOUND,
  ASSET_TIER_NOT_FOUND,
  isEmptyAssetBody,
  textPreview,
} from '@stagepass/domain/assets';
import { AppError } from '../../rpc/app-error';
import { ownProductIds, ownTierIds, type AssetPost } from './assets-repository';
import { previewOfHtml, sanitizeAssetHtml } from './sanitize-html';

/** A body as it is stored: sanitised, then checked again for emptiness (a body of only a script is empty). */
export function storedBody(html: string): string {
  const safe = sanitizeAssetHtml(html);
  if (isEmptyAssetBody(safe)) throw new AppError('INVALID_INPUT', ASSET_BODY_EMPTY, 'assetData');
  return safe;
}

/** tier_ids and product_ids must be the owner's own: one that is not (someone else's, or none) answers 404. */
export async function checkOwnLinks(
  db: Executor,
  ownerId: number,
  links: { tierIds?: readonly number[] | undefined; productIds?: readonly number[] | undefined },
): Promise<void> {
  const [tiers, products] = await Promise.all([
    ownTierIds(db, ownerId, links.tierIds ?? []),
    ownProductIds(db, ownerId, links.productIds ?? []),
  ]);
  if ((links.tierIds ?? []).some((id) => !tiers.has(id)))
    throw new AppError('NOT_FOUND', ASSET_TIER_NOT_FOUND, 'tier_ids');
  if ((links.productIds ?? []).some((id) => !products.has(id)))
    throw new AppError('NOT_FOUND', ASSET_PRODUCT_NOT_FOUND, 'product_ids');
}

/**
 * The preview text of those without access: the creator's own, else a teaser of the body (a small share of it, none
 * for a short body: previewOfHtml), else (a file's asset) the first words of the public description.
 */
export function previewText(given: string | undefined, body: string | null, description: string): string | null {
  if (given !== undefined) return given.trim() === '' ? null : given.trim();
  if (body) return previewOfHtml(body);
  return description ? textPreview(description) : null;
}

/** The asset's post: its name, description and cover; shown while the asset is published (and not deleted). */
export function postOf(a: { name: string; description: string; image: string | null; published: boolean }): AssetPost {
  return { title: a.name, caption: a.description, mediaUrl: a.image ?? '', shown: a.published };
}
