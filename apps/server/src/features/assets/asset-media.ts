import { AUDIO_ASSET_TYPES, type AssetType } from '@stagepass/domain/commerce';
import { ASSET_FILE_KIND, ASSET_UPLOAD_NOT_FOUND, assetFileNeeded, downloadFilename } from '@stagepass/domain/assets';
import { mediaKeyOf, mediaUrl, newMediaKey } from '../../adapters/storage/keys';
import type { Storage } from '../../adapters/storage/storage';
import type { Executor } from '@stagepass/db/client';
import { AppError } from '../../rpc/app-error';
import { prepareImage } from '../accounts/profile-image';
import { findUpload } from './assets-repository';
import { makePreview } from './media-preview';

/** An asset's file as stored: what the asset row keeps of it. */
export interface AssetMedia {
  mediaKey: string;
  mediaMime: string;
  mediaBytes: number;
  mediaFilename: string;
  previewKey: string | null;
  previewMime: string | null;
}

/**
 * The file of an asset of `type`: the owner's upload (POST /api/upload?purpose=asset, already judged by its bytes),
 * of the kind the type needs (audio for songs and podcasts, video, an image for photographs), with its preview made
 * and stored (media-preview.ts: a clip of an MP3 or WAV, a small picture of a photograph; none for the rest).
 */
export async function mediaFromUpload(
  deps: { db: Executor; storage: Storage },
  ownerId: number,
  type: AssetType,
  uploadId: number,
  name: string,
): Promise<AssetMedia> {
  const upload = await findUpload(deps.db, ownerId, uploadId);
  const key = upload ? mediaKeyOf(upload.url) : null;
  if (!upload || !key) throw new AppError('NOT_FOUND', ASSET_UPLOAD_NOT_FOUND, 'asset');
  if (ASSET_FILE_KIND[type] !== upload.kind)
    throw new AppError('INVALID_INPUT', assetFileNeeded(type, upload.kind), 'asset');
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const wantsPreview = AUDIO_ASSET_TYPES.includes(type) || type === 'Photograph' || type === 'Video';
  const preview = wantsPreview ? await makePreview(deps.storage, key, upload.mime, upload.bytes) : null;
  let previewKey: string | null = null;
  if (preview) {
    previewKey = newMediaKey('previews', preview.extension);
    await deps.storage.put(previewKey, preview.bytes, preview.mime);
  }
  return {
    mediaKey: key,
    mediaMime: upload.mime,
    mediaBytes: upload.bytes,
    mediaFilename: downloadFilename(name, extension),
    previewKey,
    previewMime: preview?.mime ?? null,
  };
}

/** A cover picture from a data URL: checked by the image rules (spec 000 §5), re-encoded and stored. */
export async function storeCover(storage: Storage, dataUrl: string): Promise<{ key: string; url: string }> {
  const image = await prepareImage(dataUrl, 'image');
  const key = newMediaKey('assets', image.extension);
  await storage.put(key, image.bytes, image.contentType);
  return { key, url: mediaUrl(key) };
}

/** Removes stored objects nothing points at any more (a failed write's, or the ones an edit replaced). */
export async function removeStored(storage: Storage, keys: readonly (string | null | undefined)[]): Promise<void> {
  await Promise.all(keys.filter((k): k is string => !!k).map((k) => storage.delete(k).catch(() => {})));
}
