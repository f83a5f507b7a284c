// Digital assets (spec 001 §2 asset page and audio playlist player, §3 Asset and Audio playlist entry, §5 asset
// creation and list filters, §7 Marketplace, assets and products, §8, §9 media types): the texts, limits and rules the
// server, the asset page, the asset form and the audio player share. Texts of the spec are verbatim.

import { AUDIO_ASSET_TYPES, HTML_ASSET_TYPES, type AssetType } from './commerce';
import type { Fees } from './fees';
import type { MediaType } from './limits';
import { UPLOAD_ACCEPTED_MIME } from './media';
import { isEmptyHtml } from './text';

// ---------------------------------------------------------------------------------------------
// Texts

/** spec 001 §5, §8: an asset created with neither a file nor an HTML body. */
export const ASSET_CONTENT_REQUIRED = 'must specify asset or assetData';
/** spec 001 §7, §8: a download answered 204. */
export const DOWNLOAD_FAILED = 'download failed';
/** spec 001 §2: the badge on an asset the viewer only previews (allow_access false). */
export const PREVIEW_BADGE = 'Preview';
/** spec 001 §3 Audio playlist entry: ' (Preview)' appended to the name in preview mode. */
export const PREVIEW_SUFFIX = ' (Preview)';

// Our own texts (the spec has none for these).
export const ASSET_NOT_FOUND = 'Asset not found';
export const ASSET_PRODUCT_NOT_FOUND = 'Product not found';
export const ASSET_TIER_NOT_FOUND = 'Tier not found';
export const ASSET_BODY_EMPTY = 'Please write something in the body before saving.';
export const ASSET_BODY_NOT_FOR_MEDIA = 'Only blogs and newsletters have a written body: upload the file instead.';
export const ASSET_FILE_NOT_FOR_HTML = 'Blogs and newsletters are written in the editor: send the body, not a file.';
export const ASSET_UPLOAD_NOT_FOUND = 'That file was not found. Please upload it again.';
export const ASSET_CATEGORY_UNKNOWN = 'Choose the categories from the list.';
export const ASSET_CURRENCY_UNKNOWN = 'Choose one of the offered currencies.';
export const ASSET_PRICE_TOO_LOW = 'The price must be at least 0.50.';
export const ASSET_NOT_FOR_SALE = 'This asset is not for sale.';
export const ASSET_ALREADY_OWNED = 'You already own this asset.';
export const ASSET_OWN_PURCHASE = 'You cannot buy your own asset.';
export const ASSET_PRICE_CHANGED = 'The price of this asset has changed. Please review the new price.';
export const ASSET_NO_ACCESS = 'Buy this asset, or subscribe to a tier that includes it, to get it in full.';
export const ASSET_NO_FILE = 'This asset has no file.';
export const ASSET_NO_PREVIEW = 'This asset has no preview.';
/** Issue 16: stream_media serves one byte range at a time; a header with more than this many ranges is refused. */
export const RANGE_MAX_PARTS = 16;
export const RANGE_TOO_MANY_MESSAGE = `Too many byte ranges: ask for at most ${RANGE_MAX_PARTS} at a time.`;
export const STREAM_LINK_EXPIRED = 'This link has expired. Please reload the page.';
export const ASSET_DELETED = 'Asset deleted';
export const ASSET_SAVED = 'Asset saved';
export const ASSET_PURCHASED = 'Asset purchased';
/** POST /api/upload for an asset: the §9 types it takes, judged by the file's bytes. */
export const ASSET_UPLOAD_TYPE_MESSAGE =
  'Please select an MP3, WAV, M4A, FLAC or AAC audio file, a MOV, MP4, WebM or Ogg video, or a JPG or PNG image.';

/** The file each asset type needs: blogs and newsletters have none (their body is HTML). */
export function assetFileNeeded(type: AssetType, kind: MediaType | null): string {
  const wanted = ASSET_FILE_KIND[type];
  if (!wanted) return ASSET_FILE_NOT_FOR_HTML;
  const what = wanted === 'audio' ? 'an audio file' : wanted === 'video' ? 'a video' : 'a JPG or PNG image';
  return kind
    ? `A ${type} needs ${what}, not ${kind === 'image' ? 'an image' : `a ${kind} file`}.`
    : `A ${type} needs ${what}.`;
}

// ---------------------------------------------------------------------------------------------
// Limits (the spec gives none for assets: ours)

export const ASSET_NAME_MAX = 100;
export const ASSET_DESCRIPTION_MAX = 2000;
/** The preview text shown to those without access. */
export const ASSET_PREVIEW_MAX = 500;
/** A blog or newsletter body, as HTML. */
export const ASSET_BODY_MAX_CHARS = 200_000;
/** The smallest price the card provider charges (Stripe: 50 cents), in the asset's minor unit. */
export const ASSET_MIN_PRICE_CENTS = 50;
export const ASSET_MAX_PRICE_CENTS = 10_000_000;
/** How many tiers, products or categories one asset may name. */
export const ASSET_LINKS_MAX = 50;
/** get_assets and get_assets_for_product: a page of this many, at most ASSET_LIST_MAX. */
export const ASSET_LIST_DEFAULT = 50;
export const ASSET_LIST_MAX = 100;
/** Songs and podcasts: the preview clip is about this long (cut at a frame boundary just after it). */
export const PREVIEW_CLIP_SECONDS = 30;
/** The automatic preview text of a body: its first words. */
export const PREVIEW_WORDS = 40;
/** How long a stream or download link (stream_media, download_asset) stays good. */
export const STREAM_LINK_TTL_MS = 6 * 3600 * 1000;

// ---------------------------------------------------------------------------------------------
// Types and their content

/** The kind of uploaded file (§9 media types) each asset type is made of; null for the HTML types. */
export const ASSET_FILE_KIND: Readonly<Record<AssetType, MediaType | null>> = {
  Blog: null,
  Newsletter: null,
  Video: 'video',
  Song: 'audio',
  Podcast: 'audio',
  Photograph: 'image',
};

export function isHtmlAsset(type: AssetType): boolean {
  return HTML_ASSET_TYPES.includes(type);
}

export function isAudioAsset(type: AssetType): boolean {
  return AUDIO_ASSET_TYPES.includes(type);
}

/**
 * spec 001 §5 'Creating an asset needs either asset or assetData, else 'must specify asset or assetData''. Then the
 * content must fit the type: a body for blogs and newsletters, a file for the others. null when it does.
 */
export function assetContentProblem(
  type: AssetType,
  content: { asset: boolean; assetData: boolean },
): { field: 'asset' | 'assetData'; message: string } | null {
  if (!content.asset && !content.assetData) return { field: 'asset', message: ASSET_CONTENT_REQUIRED };
  if (isHtmlAsset(type)) {
    if (!content.assetData) return { field: 'asset', message: ASSET_FILE_NOT_FOR_HTML };
    if (content.asset) return { field: 'asset', message: ASSET_FILE_NOT_FOR_HTML };
    return null;
  }
  if (content.assetData) return { field: 'assetData', message: ASSET_BODY_NOT_FOR_MEDIA };
  return null;
}

/**
 * spec 001 §5 the empty-HTML check: a body is empty when nothing but tags, &nbsp; and whitespace remain ('<p></p>',
 * '<p><br></p>' of a cleared editor). A picture alone is content.
 */
export function isEmptyAssetBody(html: string | null | undefined): boolean {
  return isEmptyHtml(html) && !/<img\b/i.test(html ?? '');
}

// ---------------------------------------------------------------------------------------------
// Previews of those without access: never the whole thing (a teaser, a clip, a smaller picture)

/** An automatic teaser of a body shows at most this share of its text. */
export const TEASER_SHARE = 0.25;
/** A body of fewer words gets no automatic teaser: a quarter of it says nothing, and more gives it away. */
export const TEASER_MIN_WORDS = 16;

/**
 * The automatic preview of a paid or tier-only body's text (when the creator wrote none): its first words, cut at a
 * word boundary, at most TEASER_SHARE of its characters (and PREVIEW_WORDS words, ASSET_PREVIEW_MAX characters), then
 * '…'. Never all of it: a body of fewer than TEASER_MIN_WORDS words, or whose first word alone is over the share,
 * gets none (null).
 */
export function bodyTeaser(text: string): string | null {
  const words = text.split(/\s+/).filter(Boolean);
  if (words.length < TEASER_MIN_WORDS) return null;
  const length = (s: string) => Array.from(s).length;
  const budget = Math.min(Math.floor(length(words.join(' ')) * TEASER_SHARE), ASSET_PREVIEW_MAX - 1);
  const kept: string[] = [];
  let used = 0;
  for (const word of words.slice(0, PREVIEW_WORDS)) {
    const next = used + (kept.length > 0 ? 1 : 0) + length(word);
    if (next > budget) break;
    kept.push(word);
    used = next;
  }
  return kept.length > 0 ? `${kept.join(' ')}…` : null;
}

/**
 * How long the preview clip of a song, podcast or video of `totalSeconds` is: PREVIEW_CLIP_SECONDS, or half of a file
 * shorter than twice that, so a clip is always shorter than the file. 0 (no clip) for a length that is not positive.
 */
export function previewClipSeconds(totalSeconds: number): number {
  if (!(totalSeconds > 0) || !Number.isFinite(totalSeconds)) return 0;
  return Math.min(PREVIEW_CLIP_SECONDS, totalSeconds / 2);
}

/** A photograph's preview fits in a square of this many pixels. */
export const PHOTO_PREVIEW_MAX_SIDE = 320;

/**
 * The square a photograph of `width` × `height` is reduced into for its preview: PHOTO_PREVIEW_MAX_SIDE, and at most
 * half of the photograph's longer side, so even a small photograph's preview is a reduced copy, never the original.
 * 0 (no preview) for a picture too small to halve.
 */
export function photoPreviewSide(width: number, height: number): number {
  const longer = Math.max(width, height);
  if (!Number.isFinite(longer) || longer < 2) return 0;
  return Math.min(PHOTO_PREVIEW_MAX_SIDE, Math.floor(longer / 2));
}

/** The first `words` words of a text, with '…' when it went on: the preview of a description. */
export function textPreview(text: string, words: number = PREVIEW_WORDS): string {
  const all = text.split(/\s+/).filter(Boolean);
  const head = all.slice(0, words).join(' ');
  const cut = all.length > words ? `${head}…` : head;
  return Array.from(cut).slice(0, ASSET_PREVIEW_MAX).join('');
}

// ---------------------------------------------------------------------------------------------
// Categories (get_asset_categories). The spec names the call but not its values: ours.

export const ASSET_CATEGORIES: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Music' },
  { id: 2, name: 'Podcasts' },
  { id: 3, name: 'Writing' },
  { id: 4, name: 'Photography' },
  { id: 5, name: 'Film & Video' },
  { id: 6, name: 'Comedy' },
  { id: 7, name: 'Education' },
  { id: 8, name: 'Lifestyle' },
  { id: 9, name: 'Behind the Scenes' },
  { id: 10, name: 'Live Recordings' },
];

export function isAssetCategory(id: number): boolean {
  return ASSET_CATEGORIES.some((c) => c.id === id);
}

// ---------------------------------------------------------------------------------------------
// Money

/**
 * purchase_asset: what the product keeps of an asset sale, in the asset's minor unit. The spec gives no percentage
 * for single sales (§1: 'the product takes a small cut of bookings and sales'; §3 Fees lists a subscription
 * percentage): digital content is sold at the subscription percentage, plus the processor's percentage and flat fee
 * for the charge, rounded to the cent and never more than the price. The creator is paid price − fee.
 */
export function assetSaleFee(priceCents: number, fees: Fees): number {
  if (priceCents <= 0) return 0;
  const fee = Math.round(
    (priceCents * (fees.subscription_pct + fees.processor_pct)) / 100 + fees.processor_flat_fee_cents,
  );
  return Math.min(priceCents, fee);
}

// ---------------------------------------------------------------------------------------------
// The audio playlist player (spec 001 §2, §3 Audio playlist entry)

/** spec 001 §3: the entry's name, with ' (Preview)' appended in preview mode. */
export function playlistName(name: string, preview: boolean): string {
  return preview ? `${name}${PREVIEW_SUFFIX}` : name;
}

// ---------------------------------------------------------------------------------------------
// Files

/** POST /api/upload?purpose=asset: the upload is for an asset, so the §9 audio types are taken too. */
export const UPLOAD_PURPOSE_ASSET = 'asset';

/**
 * The types an asset upload takes, by what file-type reads in its first bytes (never its name), with the extension
 * it is stored under: spec 001 §9 'Media types by extension: video (mov, mp4, ogg, webm), image (jpg, jpeg, png),
 * audio (mpeg, mpg, wav, m4a, flac, mp3, aac)'. The gallery's types (§5: mov, mp4, jpg, jpeg, png, quicktime, its
 * uploader stays at those), plus WebM and Ogg video (an Ogg whose first stream is Theora: file-type names one of
 * Vorbis or Opus audio/ogg, which §9 does not list as audio), plus the audio types (mpeg/mpg/mp3 are MPEG audio,
 * stored as .mp3).
 */
export const ASSET_UPLOAD_ACCEPTED_MIME: Readonly<Record<string, string>> = {
  ...UPLOAD_ACCEPTED_MIME,
  'video/webm': 'webm',
  'video/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'audio/wav': 'wav',
  'audio/x-m4a': 'm4a',
  'audio/mp4': 'm4a',
  'audio/flac': 'flac',
  'audio/aac': 'aac',
};

/** The §9 class of a stored file, by its MIME type. */
export function fileKindOfMime(mime: string | null | undefined): MediaType | null {
  if (!mime) return null;
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('image/')) return 'image';
  return null;
}

/** The name a download saves as: the asset's name, kept to letters, digits, spaces, '-' and '_', then the extension. */
export function downloadFilename(name: string, extension: string): string {
  const base = Array.from(
    name
      .normalize('NFKC')
      .replace(/[^\p{L}\p{N} _-]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, 80)
    .join('')
    .trim();
  return `${base || 'asset'}.${extension}`;
}

// ---------------------------------------------------------------------------------------------
// HTML bodies: the rich-text subset, sanitised with DOMPurify on the server before storing and again on display

export const ASSET_HTML_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'strong',
  'em',
  'a',
  'ul',
  'ol',
  'li',
  'blockquote',
  'code',
  'pre',
  'br',
  'img',
] as const;
export const ASSET_HTML_ATTRS = ['href', 'rel', 'target', 'src', 'alt'] as const;
/** Links in a body open apart from the page, without a window.opener. */
export const ASSET_LINK_REL = 'noopener noreferrer nofollow';

/** The DOMPurify options of the subset (both sides add enforceAssetHtmlRules as an afterSanitizeAttributes hook). */
export const ASSET_HTML_PURIFY_CONFIG = {
  ALLOWED_TAGS: [...ASSET_HTML_TAGS],
  ALLOWED_ATTR: [...ASSET_HTML_ATTRS],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  KEEP_CONTENT: true,
};

/** A link target a body may keep: an absolute http or https URL. */
export function isAllowedLinkUrl(url: string): boolean {
  const text = url.trim();
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    const parsed = new URL(text);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A picture a body may show: an http or https URL, or one of our stored media (/media/<key>). */
export function isAllowedImageUrl(url: string): boolean {
  const text = url.trim();
  if (/^\/media\/(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}\/){0,4}[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[a-z0-9]{1,8}$/.test(text))
    return true;
  return isAllowedLinkUrl(text);
}

/** What the hook needs of an element (the DOM's Element, in the browser or in jsdom). */
export interface HtmlElementLike {
  tagName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/**
 * The per-element rules of the subset, after DOMPurify kept only its tags and attributes: href on links only, and only
 * http(s), with rel and target set by us; src and alt on pictures only, src http(s) or /media/.
 */
export function enforceAssetHtmlRules(el: HtmlElementLike): void {
  const tag = el.tagName.toLowerCase();
  if (tag === 'a') {
    const href = el.getAttribute('href');
    if (href === null || !isAllowedLinkUrl(href)) el.removeAttribute('href');
    el.setAttribute('rel', ASSET_LINK_REL);
    el.setAttribute('target', '_blank');
  } else {
    for (const name of ['href', 'rel', 'target']) el.removeAttribute(name);
  }
  if (tag === 'img') {
    const src = el.getAttribute('src');
    if (src === null || !isAllowedImageUrl(src)) el.removeAttribute('src');
  } else {
    el.removeAttribute('src');
    el.removeAttribute('alt');
  }
}

/** Who creates assets (spec 001 §1, §6: talent and creators sell digital assets), told to anyone else. */
export const ASSET_CREATORS_ONLY = 'Only talent and creators can create and edit assets.';

/** spec 001 §2 /asset/{assetId}: the asset page. */
export function assetPagePath(assetId: number): string {
  return `/dash/asset/${assetId}`;
}

/** What an asset costs as a card shows it: its price, 'Free' when open to everyone, nothing when not sold alone. */
export function assetPriceLabel(
  a: { price: number | null; open_access: boolean },
  format: (cents: number) => string,
): string | null {
  if (a.open_access) return 'Free';
  return a.price === null ? null : format(a.price);
}

/** spec 001 §3 Audio playlist entry: singer, cover, musicSrc, asset, timestamp, name. */
export interface AudioPlaylistEntry {
  singer: string;
  cover: string | null;
  musicSrc: string;
  /** The asset's id. */
  asset: number;
  /** Where playing starts, in seconds. */
  timestamp: number;
  name: string;
}

/** The playlist entry of a song or podcast, its name with ' (Preview)' when what plays is the preview. */
export function playlistEntry(
  asset: { id: number; name: string; creator_name: string; image: string | null },
  musicSrc: string,
  preview: boolean,
  timestamp = 0,
): AudioPlaylistEntry {
  return {
    singer: asset.creator_name,
    cover: asset.image,
    musicSrc,
    asset: asset.id,
    timestamp,
    name: playlistName(asset.name, preview),
  };
}
