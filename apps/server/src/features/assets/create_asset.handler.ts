import { ASSET_UPLOAD_NOT_FOUND, isHtmlAsset } from '@stagepass/domain/assets';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { claimUploadForUse } from '../gallery/uploads';
import { mediaFromUpload, removeStored, storeCover, type AssetMedia } from './asset-media';
import { toViews } from './asset-views';
import { checkOwnLinks, postOf, previewText, storedBody } from './asset-write';
import * as repo from './assets-repository';

/**
 * spec 001 §7 create_asset: the contract has checked the fields and that there is content ('must specify asset or
 * assetData'); here the body is sanitised (and refused if nothing is left), the tiers and products must be the
 * talent's own (404), the upload must be theirs and of the type's kind, and its preview is made. Files are stored
 * first; the asset, its tiers and products and its post are one transaction (files are removed if it fails).
 */
export const create_asset: Handler<'create_asset'> = async ({ ctx, input }) => {
  const ownerId = ctx.member.id;
  const now = new Date(ctx.clock.now());
  const body = isHtmlAsset(input.type) && input.assetData !== undefined ? storedBody(input.assetData) : null;
  await checkOwnLinks(ctx.db, ownerId, { tierIds: input.tier_ids, productIds: input.product_ids });

  let media: AssetMedia | null = null;
  let cover: { key: string; url: string } | null = null;
  let assetId: number;
  try {
    if (input.asset !== undefined) media = await mediaFromUpload(ctx, ownerId, input.type, input.asset, input.name);
    if (input.image !== undefined) cover = await storeCover(ctx.storage, input.image);
    const image = cover?.url ?? null;
    assetId = await ctx.db.transaction(async (tx) => {
      // The file is the upload's: claimed with the asset, so the upload-cleanup job keeps it.
      if (input.asset !== undefined && !(await claimUploadForUse(tx, ownerId, input.asset, now)))
        throw new AppError('NOT_FOUND', ASSET_UPLOAD_NOT_FOUND, 'asset');
      const id = await repo.insertAsset(tx, {
        ownerId,
        type: input.type,
        name: input.name,
        description: input.description,
        assetData: body,
        ...media,
        image,
        preview: previewText(input.preview, body, input.description),
        published: input.published,
        allowAccess: input.allow_access,
        priceCents: input.price,
        currency: input.currency,
        membership: input.membership,
        state: 'active',
        categoryIds: input.category_ids,
        createdAt: now,
        updatedAt: now,
      });
      await repo.setTiers(tx, id, input.tier_ids);
      await repo.setProducts(tx, id, input.product_ids, now);
      await repo.insertAssetPost(tx, id, ownerId, postOf({ ...input, image }), now);
      return id;
    });
  } catch (err) {
    // Nothing points at what was stored for it (the upload itself stays the member's).
    await removeStored(ctx.storage, [media?.previewKey, cover?.key]);
    throw err;
  }
  const row = await repo.findActive(ctx.db, assetId, true);
  const [asset] = await toViews(ctx.db, row ? [row] : [], ownerId, true);
  if (!asset) throw new Error(`asset ${assetId} vanished after create_asset`);
  return { asset };
};
