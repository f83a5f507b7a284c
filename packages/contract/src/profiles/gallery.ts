import { z } from 'zod';
import { GALLERY_MAX_ITEMS, GALLERY_MEDIA_TYPES } from '@stagepass/domain/media';

/**
 * spec 001 §2 gallery accordion and media viewer: one item of a talent's or business's gallery, by its index (what
 * update_profile_image's `portfolio` names). An Image or Video is a stored file served at `url`; a YouTube item is
 * the video's 11-character id and its watch page as `url`.
 */
export const galleryItem = z.object({
  media_index: z
    .number()
    .int()
    .min(0)
    .max(GALLERY_MAX_ITEMS - 1),
  media_type: z.enum(GALLERY_MEDIA_TYPES),
  url: z.string(),
  youtube_id: z.string().nullable(),
});
export type GalleryItem = z.infer<typeof galleryItem>;

/**
 * `POST /api/upload` (not a request of the registry: a multipart body, streamed) answers `{ data: UploadAnswer }`:
 * where the file is served and what it was taken as (spec 001 §9 video, image or audio).
 */
export const uploadAnswer = z.object({
  upload_id: z.number().int(),
  url: z.string(),
  kind: z.enum(['video', 'image', 'audio']),
  mime: z.string(),
  bytes: z.number().int(),
});
export type UploadAnswer = z.infer<typeof uploadAnswer>;
