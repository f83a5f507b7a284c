import { mediaKeyOf, mediaUrl, newMediaKey } from '../../adapters/storage/keys';
import type { BaseContext } from '../../rpc/context';
import { prepareImage } from '../accounts/profile-image';

/** Where each kind of catalogue picture is stored (adapters/storage keys). */
export type CatalogueImageFolder = 'products' | 'tiers' | 'plans' | 'collections';

/**
 * A catalogue picture (spec 001 §3 image + image_type): the data URL the client cropped (products at 0.75), checked
 * and re-encoded by the upload rules of spec 000 as create_post and events do (accounts/profile-image.ts), then
 * stored. Answers the URL to keep. The bytes decide what the picture is, whatever image_type says.
 */
export async function storeCatalogueImage(
  ctx: BaseContext,
  dataUrl: string,
  folder: CatalogueImageFolder,
): Promise<string> {
  const image = await prepareImage(dataUrl, 'image');
  const key = newMediaKey(folder, image.extension);
  await ctx.storage.put(key, image.bytes, image.contentType);
  return mediaUrl(key);
}

/** Removes a stored picture nothing points at any more; a seeded or outside URL is only forgotten. */
export async function dropCatalogueImage(ctx: BaseContext, url: string | null | undefined): Promise<void> {
  const key = mediaKeyOf(url ?? null);
  if (!key) return;
  await ctx.storage.delete(key).catch((err: unknown) => ctx.log.warn({ err, key }, 'old catalogue image not deleted'));
}

/**
 * The picture of a write: undefined when the input leaves it out (keep), null for '' (remove), else the stored
 * new picture's URL. `write` runs with it; if the write fails, the new picture is removed again, and once it
 * succeeds the picture it replaced is.
 */
export async function withNewImage<T>(
  ctx: BaseContext,
  input: string | undefined,
  folder: CatalogueImageFolder,
  write: (image: string | null | undefined) => Promise<{ result: T; replaced: string | null | undefined }>,
): Promise<T> {
  const image =
    input === undefined ? undefined : input.trim() === '' ? null : await storeCatalogueImage(ctx, input, folder);
  let done: { result: T; replaced: string | null | undefined };
  try {
    done = await write(image);
  } catch (err) {
    if (image) await dropCatalogueImage(ctx, image);
    throw err;
  }
  if (image !== undefined && done.replaced && done.replaced !== image) await dropCatalogueImage(ctx, done.replaced);
  return done.result;
}
