// The profile gallery and uploads of spec 001 (§2 gallery accordion, media viewer and media uploader; §5 profile
// media and video; §8 the video message; §9 video maximum and media types by extension). Texts are verbatim; the
// rules are shared by the uploader in the browser and the server that checks everything again.

import { VIDEO_MAX_BYTES, mediaTypeOf, type MediaType } from './limits';

// ---------------------------------------------------------------------------------------------
// Texts

/** spec 001 §8 'Video too large', verbatim. */
export const VIDEO_TOO_LARGE_MESSAGE =
  'Videos must be less than 100 mb. If the video size limit is too small, you can upload the full-sized video to YouTube and add its url instead.';
/** spec 001 §5: a YouTube item whose id is not 11 characters. */
export const YOUTUBE_URL_MESSAGE = 'Please try a different version of that YouTube URL. We were unable to verify it.';
/** spec 001 §5: a gallery item sent without its index. */
export const MISSING_INDEX_MESSAGE = 'Please refresh the page.';

// Our own texts (the spec has none for these).
export const UPLOAD_TYPE_MESSAGE = 'Please select a MOV or MP4 video, or a JPG or PNG image.';
export const UPLOAD_FILE_MISSING = 'Please choose a file to upload.';
/** Issue 16: a multipart body that ends before its file does (a dropped connection, a cut request). */
export const UPLOAD_TRUNCATED_MESSAGE = 'The upload ended before the whole file arrived. Please try again.';
export const GALLERY_ROLE_MESSAGE = 'Only talent and businesses have a gallery.';
export const GALLERY_VIDEO_NOT_FOUND = 'That video was not found. Please upload it again.';
export const GALLERY_TITLE = 'Gallery';
export const ADD_MEDIA = 'Add Media';
export const REPLACE_MEDIA = 'Replace';
export const MEDIA_UPLOADER_TITLE = 'Add to Gallery';
export const MEDIA_VIEWER_TITLE = 'Media';
export const WATCH_ON_YOUTUBE = 'Watch on YouTube';
export const YOUTUBE_URL_LABEL = 'YouTube URL';
export const CHOOSE_VIDEO = 'Choose Video';

// ---------------------------------------------------------------------------------------------
// The gallery

/** spec 001 §7 update_profile_image media_type: what a gallery item is. 'Video' is a file sent to POST /api/upload. */
export const GALLERY_MEDIA_TYPES = ['Image', 'YouTube', 'Video'] as const;
export type GalleryMediaType = (typeof GALLERY_MEDIA_TYPES)[number];

/** How many items a gallery holds (indexes 0 to GALLERY_MAX_ITEMS - 1). The spec gives no number; a page of 12. */
export const GALLERY_MAX_ITEMS = 12;

/**
 * Where a new item goes: the first index without one, or null when the gallery is full. The uploader sends it as
 * `portfolio`; an item is replaced by sending its own index.
 */
export function nextGalleryIndex(taken: readonly number[]): number | null {
  const used = new Set(taken);
  for (let i = 0; i < GALLERY_MAX_ITEMS; i++) if (!used.has(i)) return i;
  return null;
}

/** Who has a gallery: the talent and business profile pages show one (spec 001 §2). */
export function mayHaveGallery(m: { isSpecialist: boolean; isBusiness: boolean }): boolean {
  return m.isSpecialist || m.isBusiness;
}

// ---------------------------------------------------------------------------------------------
// YouTube

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
  'youtu.be',
]);

/**
 * spec 001 §5: the 11-character id of a YouTube video, from the id itself or from a watch, short, embed, shorts or
 * live link; null when there is none (then YOUTUBE_URL_MESSAGE).
 */
export function youTubeIdOf(input: string): string | null {
  const text = input.trim();
  if (YOUTUBE_ID.test(text)) return text;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.toLowerCase();
  if (!YOUTUBE_HOSTS.has(host)) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = parts[0];
  else if (parts[0] === 'watch') id = url.searchParams.get('v');
  else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1];
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * Where YouTube items play inside the app: YouTube's privacy-enhanced embed, the one origin the content security
 * policy's frame-src allows (apps/server/src/app.ts), in a sandboxed frame.
 */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';
export const YOUTUBE_EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation';

/** The embedded player of a YouTube item (its id was checked by youTubeIdOf). */
export function youTubeEmbedUrl(id: string): string {
  return `${YOUTUBE_EMBED_ORIGIN}/embed/${encodeURIComponent(id)}`;
}

/** The page a YouTube item opens (its id was checked by youTubeIdOf). */
export function youTubeWatchUrl(id: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(id)}`;
}

// ---------------------------------------------------------------------------------------------
// Uploads (POST /api/upload)

/** spec 001 §9: video maximum 100 MB (limits.ts reads it as 100,000,000 bytes). At most this many bytes. */
export const UPLOAD_MAX_BYTES = VIDEO_MAX_BYTES;

/**
 * spec 001 §5 'accepted types mov, mp4, jpg, jpeg, png, quicktime': the types POST /api/upload takes, by what the
 * file's first bytes say it is (never its name), with the extension it is stored under.
 */
export const UPLOAD_ACCEPTED_MIME: Readonly<Record<string, string>> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

/** spec 001 §9: the class (video, image or audio) of an accepted upload, from the extension its bytes gave it. */
export function uploadKindOf(extension: string): MediaType | null {
  return mediaTypeOf(`file.${extension}`);
}

/** Whether a size is within the §9 video maximum. */
export function isUploadSizeAllowed(bytes: number): boolean {
  return bytes <= UPLOAD_MAX_BYTES;
}

// ---------------------------------------------------------------------------------------------
// Upload quotas and the removal of unused uploads (our own rules: the spec has none). POST /api/upload keeps what
// any member sends and serves it publicly, so what one member may hold is bounded, and a file nothing uses goes.

/** An upload nothing uses (no asset's file, no gallery video) is removed this many hours after it arrived. */
export const UPLOAD_UNUSED_HOURS = 24;
export const UPLOAD_UNUSED_MS = UPLOAD_UNUSED_HOURS * 60 * 60 * 1000;
/** Files one member may upload in any 24 hours: a creator adding a whole album or photo shoot in one day. */
export const UPLOAD_DAILY_MAX_FILES = 100;
/** Bytes one member's unused uploads may hold at once: ten videos at the §9 maximum. */
export const UPLOAD_UNUSED_MAX_BYTES = 1_000_000_000;
/** Bytes all of one member's uploads may hold, asset files and gallery videos included: a hundred full videos. */
export const UPLOAD_TOTAL_MAX_BYTES = 10_000_000_000;

const gb = (bytes: number) => `${bytes / 1_000_000_000} GB`;
export const UPLOAD_DAILY_LIMIT_MESSAGE = `You can upload at most ${UPLOAD_DAILY_MAX_FILES} files in ${UPLOAD_UNUSED_HOURS} hours. Please try again later.`;
export const UPLOAD_UNUSED_LIMIT_MESSAGE = `Your uploads not yet used in your gallery or an asset have reached ${gb(UPLOAD_UNUSED_MAX_BYTES)}. Use them first, or try again later: unused uploads are removed ${UPLOAD_UNUSED_HOURS} hours after they are uploaded.`;
export const UPLOAD_TOTAL_LIMIT_MESSAGE = `Your uploads have reached ${gb(UPLOAD_TOTAL_MAX_BYTES)}, the most one member can keep. Replace gallery videos or asset files you no longer need, or contact support for more space.`;

/** What a member's uploads hold now, as the quotas count it. */
export interface UploadHoldings {
  /** Uploads of the last 24 hours. */
  filesToday: number;
  /** Bytes of the uploads nothing uses yet. */
  unusedBytes: number;
  /** Bytes of all the member's uploads. */
  totalBytes: number;
}

/**
 * Whether one more upload of `bytes` (not yet used by anything) may be kept: null, or the quota it would pass with its
 * message. 'daily' counts files (a rate: 429), the others bytes held (413). Exactly at a limit is still allowed.
 */
export function uploadQuotaProblem(
  held: UploadHoldings,
  bytes: number,
): { limit: 'daily' | 'unused' | 'total'; message: string } | null {
  if (held.filesToday + 1 > UPLOAD_DAILY_MAX_FILES) return { limit: 'daily', message: UPLOAD_DAILY_LIMIT_MESSAGE };
  if (held.totalBytes + bytes > UPLOAD_TOTAL_MAX_BYTES) return { limit: 'total', message: UPLOAD_TOTAL_LIMIT_MESSAGE };
  if (held.unusedBytes + bytes > UPLOAD_UNUSED_MAX_BYTES)
    return { limit: 'unused', message: UPLOAD_UNUSED_LIMIT_MESSAGE };
  return null;
}

/** The gallery's Video choice takes only the §5 video types. */
export const VIDEO_ACCEPT = '.mov,.mp4,video/mp4,video/quicktime';
export const VIDEO_TYPE_MESSAGE = 'Please select a MOV or MP4 video.';

/**
 * What the uploader says of a video before sending it (the server judges the bytes again): null when it may go.
 * spec 001 §8: over the §9 maximum gives the 'Videos must be less than 100 mb' message.
 */
export function videoFileProblem(file: { name: string; size: number; type: string }): string | null {
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  const isVideo = ext === 'mov' || ext === 'mp4' || file.type === 'video/mp4' || file.type === 'video/quicktime';
  if (!isVideo) return VIDEO_TYPE_MESSAGE;
  if (!isUploadSizeAllowed(file.size)) return VIDEO_TOO_LARGE_MESSAGE;
  return null;
}
