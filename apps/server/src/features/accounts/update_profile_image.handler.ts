import { mediaKeyOf, mediaUrl, newMediaKey } from '../../adapters/storage/keys';
import type { Handler } from '../../rpc/context';
import { galleryOf, putGalleryItem } from '../gallery/gallery';
import { toCallerSessionUser } from './accounts-repository';
import { prepareImage } from './profile-image';
import { replaceImage } from './profile-image-repository';

// spec 001 §7: update_profile_image (media_type, image, portfolio); spec 000 §2.13, §5; issue #4. media_type 'image'
// is the profile picture; 'Image', 'YouTube' and 'Video' are gallery items (features/gallery/gallery.ts, issue 13).
export const update_profile_image: Handler<'update_profile_image'> = async ({ ctx, input }) => {
  if (input.media_type !== 'image') {
    await putGalleryItem(ctx, { ...input, media_type: input.media_type });
    return { user: toCallerSessionUser(ctx.member, ctx.member), gallery: await galleryOf(ctx, ctx.member.id) };
  }

  const image = await prepareImage(input.image, 'profile');
  const key = newMediaKey('avatars', image.extension);
  await ctx.storage.put(key, image.bytes, image.contentType);

  let replaced;
  try {
    replaced = await replaceImage(ctx.db, ctx.member.id, mediaUrl(key));
  } catch (err) {
    await ctx.storage.delete(key).catch(() => {});
    throw err;
  }
  if (!replaced) {
    await ctx.storage.delete(key).catch(() => {});
    throw new Error(`member ${ctx.member.id} vanished during update_profile_image`);
  }

  // Only files we stored are removed; a seeded or outside image URL is simply forgotten.
  const previousKey = mediaKeyOf(replaced.previous);
  if (previousKey && previousKey !== key) {
    await ctx.storage
      .delete(previousKey)
      .catch((err: unknown) => ctx.log.warn({ err, key: previousKey }, 'old profile image not deleted'));
  }
  return {
    user: toCallerSessionUser(ctx.member, replaced.member),
    gallery: await galleryOf(ctx, ctx.member.id),
  };
};
