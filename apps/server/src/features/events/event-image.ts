import { mediaKeyOf, mediaUrl, newMediaKey } from '../../adapters/storage/keys';
import type { BaseContext } from '../../rpc/context';
import { prepareImage } from '../accounts/profile-image';

/**
 * The event image (issue 9): a data URL the client cropped at 1.913, checked and re-encoded on the server by the
 * upload rules of spec 000 (accounts/profile-image.ts), then stored. Answers the URL to keep.
 */
export async function storeEventImage(ctx: BaseContext, dataUrl: string): Promise<string> {
  const image = await prepareImage(dataUrl, 'image');
  const key = newMediaKey('events', image.extension);
  await ctx.storage.put(key, image.bytes, image.contentType);
  return mediaUrl(key);
}

/** Removes a stored image we no longer point at; a seeded or outside URL is only forgotten. */
export async function dropEventImage(ctx: BaseContext, url: string | null | undefined): Promise<void> {
  const key = mediaKeyOf(url ?? null);
  if (!key) return;
  await ctx.storage.delete(key).catch((err: unknown) => ctx.log.warn({ err, key }, 'old event image not deleted'));
}
