import type { GalleryItem } from '@stagepass/contract/profiles/gallery';
import {
  GALLERY_ROLE_MESSAGE,
  GALLERY_VIDEO_NOT_FOUND,
  MISSING_INDEX_MESSAGE,
  YOUTUBE_URL_MESSAGE,
  mayHaveGallery,
  nextGalleryIndex,
  youTubeIdOf,
  youTubeWatchUrl,
  type GalleryMediaType,
} from '@stagepass/domain/media';
import { mediaKeyOf, mediaUrl, newMediaKey } from '../../adapters/storage/keys';
import { AppError } from '../../rpc/app-error';
import type { MemberContext } from '../../rpc/context';
import { prepareGalleryImage } from './gallery-image';
import { findOwnUpload, listGallery, placeItem, type GalleryRow } from './gallery-repository';

/** A gallery row as the wire shows it (contract profiles/gallery.ts). */
export function toGalleryItem(row: GalleryRow): GalleryItem {
  const youtube = row.mediaType === 'YouTube';
  return {
    media_index: row.mediaIndex,
    media_type: row.mediaType,
    url: youtube ? youTubeWatchUrl(row.url) : row.url,
    youtube_id: youtube ? row.url : null,
  };
}

export async function galleryOf(ctx: Pick<MemberContext, 'db'>, memberId: number): Promise<GalleryItem[]> {
  return (await listGallery(ctx.db, memberId)).map(toGalleryItem);
}

/**
 * The index may name an item of the gallery (replacing it) or the first free place (adding one). Anything else
 * means the page shows a gallery that has since changed: spec 001 §5 'Please refresh the page.'
 */
const indexFits = (index: number) => (current: GalleryRow[]) =>
  current.some((c) => c.mediaIndex === index) || nextGalleryIndex(current.map((c) => c.mediaIndex)) === index;

/**
 * spec 001 §7 update_profile_image with a gallery media_type (§2 media uploader, §5): puts an Image (square, the
 * §5 profile media rules), a YouTube item (its 11-character id) or one of the member's uploaded videos at index
 * `portfolio`. Talent and businesses only. A replaced image file is deleted; a video item claims its upload, and a
 * replaced video's upload is released, for the upload-cleanup job to remove unless something else uses it.
 */
export async function putGalleryItem(
  ctx: MemberContext,
  input: { media_type: GalleryMediaType; image: string; portfolio?: number | null | undefined },
): Promise<void> {
  const me = ctx.member;
  if (!mayHaveGallery({ isSpecialist: me.isSpecialist || me.agencyAsClient, isBusiness: me.isBusiness }))
    throw new AppError('FORBIDDEN', GALLERY_ROLE_MESSAGE);
  const index = input.portfolio;
  if (index === undefined || index === null) throw new AppError('INVALID_INPUT', MISSING_INDEX_MESSAGE, 'portfolio');

  let url: string;
  let storedKey: string | null = null;
  if (input.media_type === 'YouTube') {
    const id = youTubeIdOf(input.image);
    if (!id) throw new AppError('INVALID_INPUT', YOUTUBE_URL_MESSAGE, 'image');
    url = id;
  } else if (input.media_type === 'Video') {
    const upload = await findOwnUpload(ctx.db, me.id, input.image);
    if (!upload || upload.kind !== 'video') throw new AppError('NOT_FOUND', GALLERY_VIDEO_NOT_FOUND, 'image');
    url = upload.url;
  } else {
    const image = await prepareGalleryImage(input.image);
    storedKey = newMediaKey('gallery', image.extension);
    await ctx.storage.put(storedKey, image.bytes, image.contentType);
    url = mediaUrl(storedKey);
  }

  let placed;
  try {
    placed = await placeItem(
      ctx.db,
      me.id,
      { mediaIndex: index, mediaType: input.media_type, url },
      new Date(ctx.clock.now()),
      indexFits(index),
    );
  } catch (err) {
    if (storedKey) await ctx.storage.delete(storedKey).catch(() => {});
    throw err;
  }
  if (placed === 'refused') {
    if (storedKey) await ctx.storage.delete(storedKey).catch(() => {});
    throw new AppError('INVALID_INPUT', MISSING_INDEX_MESSAGE, 'portfolio');
  }
  // The upload-cleanup job removed the video between findOwnUpload and the write.
  if (placed === 'gone') throw new AppError('NOT_FOUND', GALLERY_VIDEO_NOT_FOUND, 'image');
  const previous = placed.previous;
  const previousKey = previous?.mediaType === 'Image' ? mediaKeyOf(previous.url) : null;
  if (previousKey && previousKey !== storedKey) {
    await ctx.storage
      .delete(previousKey)
      .catch((err: unknown) => ctx.log.warn({ err, key: previousKey }, 'old gallery image not deleted'));
  }
}
