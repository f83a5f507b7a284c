import {
  ASSET_BODY_EMPTY,
  ASSET_BODY_NOT_FOR_MEDIA,
  ASSET_FILE_KIND,
  ASSET_FILE_NOT_FOR_HTML,
  ASSET_NOT_FOUND,
  ASSET_UPLOAD_NOT_FOUND,
  assetFileNeeded,
  fileKindOfMime,
  isEmptyAssetBody,
  isHtmlAsset,
} from '@stagepass/domain/assets';
import { mediaKeyOf } from '../../adapters/storage/keys';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { mediaFromUpload, removeStored, storeCover, type AssetMedia } from './asset-media';
import { toViews } from './asset-views';
import { checkOwnLinks, postOf, previewText, storedBody } from './asset-write';
import * as repo from './assets-repository';
import { claimUploadForUse, releaseUploadOf } from '../gallery/uploads';

const NO_MEDIA = {
  mediaKey: null,
  mediaMime: null,
  mediaBytes: null,
  mediaFilename: null,
  previewKey: null,
  previewMime: null,
};

/**
 * spec 001 §7 update_asset: the owner changes any of the fields of create_asset. Another talent's asset, a deleted one
 * or none answers 404. The content must fit the type as it will be: a blog or newsletter keeps (or gets) a non-empty
 * body and no file; the others a file of their kind. A type changed across the two drops the other content. New files
 * (a replacement upload's preview, a cover) are stored before the transaction and removed if it fails; the ones they
 * replace are removed after it. The asset's post follows its name, description, cover and published flag.
 */
export const update_asset: Handler<'update_asset'> = async ({ ctx, input }) => {
  const ownerId = ctx.member.id;
  const now = new Date(ctx.clock.now());
  const current = await repo.findActive(ctx.db, input.asset_id, true);
  if (!current || current.ownerId !== ownerId) throw new AppError('NOT_FOUND', ASSET_NOT_FOUND, 'asset_id');

  const type = input.type ?? current.type;
  const html = isHtmlAsset(type);
  if (html && input.asset !== undefined) throw new AppError('INVALID_INPUT', ASSET_FILE_NOT_FOR_HTML, 'asset');
  if (!html && input.assetData !== undefined)
    throw new AppError('INVALID_INPUT', ASSET_BODY_NOT_FOR_MEDIA, 'assetData');
  const body = html
    ? input.assetData !== undefined
      ? storedBody(input.assetData)
      : (current.assetData ?? null)
    : null;
  if (html && isEmptyAssetBody(body)) throw new AppError('INVALID_INPUT', ASSET_BODY_EMPTY, 'assetData');
  if (!html && input.asset === undefined) {
    const kind = current.mediaKey ? fileKindOfMime(current.mediaMime) : null;
    if (kind !== ASSET_FILE_KIND[type]) throw new AppError('INVALID_INPUT', assetFileNeeded(type, kind), 'asset');
  }
  await checkOwnLinks(ctx.db, ownerId, { tierIds: input.tier_ids, productIds: input.product_ids });

  const name = input.name ?? current.name;
  const description = input.description ?? current.description;
  let media: AssetMedia | null = null;
  let cover: { key: string; url: string } | null = null;
  try {
    if (input.asset !== undefined) media = await mediaFromUpload(ctx, ownerId, type, input.asset, name);
    if (input.image !== undefined) cover = await storeCover(ctx.storage, input.image);
    const image = cover?.url ?? current.image;
    const published = input.published ?? current.published;
    // The automatic preview follows what it was made of: the body, or a media asset's description.
    const bodyChanged =
      input.assetData !== undefined || html !== isHtmlAsset(current.type) || (!html && input.description !== undefined);
    const found = await ctx.db.transaction(async (tx) => {
      if (!(await repo.lockOwn(tx, input.asset_id, ownerId))) return false;
      // A new file claims its upload; the file it replaces (or a blog's dropped one) releases its own.
      if (input.asset !== undefined && !(await claimUploadForUse(tx, ownerId, input.asset, now)))
        throw new AppError('NOT_FOUND', ASSET_UPLOAD_NOT_FOUND, 'asset');
      if ((media || html) && current.mediaKey && current.mediaKey !== media?.mediaKey)
        await releaseUploadOf(tx, ownerId, current.mediaKey);
      await repo.updateAsset(tx, input.asset_id, ownerId, {
        type,
        name,
        description,
        assetData: body,
        ...(html ? NO_MEDIA : (media ?? {})),
        image,
        ...(input.preview !== undefined || bodyChanged
          ? { preview: previewText(input.preview, body, description) }
          : {}),
        published,
        ...(input.allow_access === undefined ? {} : { allowAccess: input.allow_access }),
        ...(input.price === undefined ? {} : { priceCents: input.price }),
        ...(input.currency === undefined ? {} : { currency: input.currency }),
        ...(input.membership === undefined ? {} : { membership: input.membership }),
        ...(input.category_ids === undefined ? {} : { categoryIds: input.category_ids }),
        ...(input.state === undefined ? {} : { state: input.state }),
        updatedAt: now,
      });
      if (input.tier_ids !== undefined) await repo.setTiers(tx, input.asset_id, input.tier_ids);
      if (input.product_ids !== undefined) await repo.setProducts(tx, input.asset_id, input.product_ids, now);
      const shown = published && input.state !== 'deleted';
      await repo.syncAssetPost(
        tx,
        input.asset_id,
        ownerId,
        postOf({ name, description, image, published: shown }),
        now,
      );
      return true;
    });
    if (!found) throw new AppError('NOT_FOUND', ASSET_NOT_FOUND, 'asset_id');
  } catch (err) {
    await removeStored(ctx.storage, [media?.previewKey, cover?.key]);
    throw err;
  }
  // What the edit replaced: the old preview (the upload itself stays the member's) and the old cover.
  await removeStored(ctx.storage, [
    media || html ? current.previewKey : null,
    cover ? mediaKeyOf(current.image) : null,
  ]);

  if (input.state === 'deleted') {
    const [asset] = await toViews(ctx.db, [{ ...current, state: 'deleted' }], ownerId);
    return { asset: asset! };
  }
  const row = await repo.findActive(ctx.db, input.asset_id, true);
  const [asset] = await toViews(ctx.db, row ? [row] : [], ownerId, true);
  if (!asset) throw new AppError('NOT_FOUND', ASSET_NOT_FOUND, 'asset_id');
  return { asset };
};
