// Business constants and limits of spec 000 §9 and spec 001 §9, shared by server and web so a
// limit changes in one place. Fee values are not here: they come from the server's fees call.

// ---------------------------------------------------------------------------------------------
// Image and video upload

/** spec 000 §9 / 001 §9: images must be under this many bytes. */
export const IMAGE_MAX_BYTES = 7_500_000;

/**
 * spec 000 §9 / 001 §9: 'video maximum 100 MB'. Read as decimal megabytes (100,000,000 bytes),
 * the same unit the spec uses for images, where 7.5 MB is written out as 7,500,000 bytes.
 */
export const VIDEO_MAX_BYTES = 100_000_000;

/** spec 000 §5 / §9: both sides of an image must be at least this many pixels. */
export const IMAGE_MIN_SIDE_PX = 150;

/** spec 000 §5: only these extensions count as an image for upload. */
export const IMAGE_UPLOAD_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;

// spec 000 §5: upload messages, verbatim.
export const IMAGE_TYPE_MESSAGE = 'Please select a JPG or PNG image.';
export const IMAGE_TOO_LARGE_MESSAGE = 'Your image must be less than 7.5 MB.';
export const PROFILE_PICTURE_TOO_LARGE_MESSAGE = 'Your profile picture must be less than 7.5 MB.';
export const POST_IMAGE_TOO_LARGE_MESSAGE = 'Your post image must be less than 7.5 MB.';
export const IMAGE_TOO_SMALL_MESSAGE = 'Image must be at least 150 x 150 pixels.';
export const IMAGE_LOAD_FAILED_MESSAGE = 'Unable to load image';
export const FILE_READ_FAILED_MESSAGE = 'Failed to read file';
export const INVALID_IMAGE_MESSAGE = 'Invalid image selected.';

/**
 * Issue 16: an image is decoded only up to this many pixels (a 48 MP phone photo passes), so a small file that
 * declares huge dimensions (a decompression bomb) is refused by its header, before any pixel is allocated.
 */
export const IMAGE_MAX_PIXELS = 64_000_000;
/** Our own text (the spec has none): a picture whose declared dimensions pass IMAGE_MAX_PIXELS. */
export const IMAGE_TOO_MANY_PIXELS_MESSAGE =
  'This image has too many pixels: it must be at most 64 megapixels (for example 8000 x 8000).';

/** spec 000 §9: the cropper always outputs PNG at this quality. */
export const CROP_OUTPUT_TYPE = 'image/png';
export const CROP_OUTPUT_QUALITY = 0.92;

/** spec 000 §9: the crop box starts square, half the image wide, never narrower than 150 px. */
export const DEFAULT_CROP = {
  aspect: 1,
  initialWidthPercent: 50,
  minWidthPx: 150,
} as const;

/**
 * spec 000 §9 / 001 §9: width / height of each crop. The banner ratio is spec 000's 'another
 * reading' of the event crop (1.911 vs 1.913); both are kept so each screen can name its own.
 */
export const CROP_RATIOS = {
  event: 1.913,
  banner: 1.911,
  product: 0.75,
  assetCard: 1.42,
  square: 1,
  bookingCard: 1.333,
} as const;
export type CropKind = keyof typeof CROP_RATIOS;

/** spec 000 §2.13 / 001 §9: the profile picture crop is a 1:1 circle. */
export const PROFILE_PICTURE_CROP = { aspect: 1, circular: true } as const;

// ---------------------------------------------------------------------------------------------
// Media types

/** spec 001 §9: media type by file extension. 'ogg' is listed as video by the spec. */
export const MEDIA_EXTENSIONS = {
  video: ['mov', 'mp4', 'ogg', 'webm'],
  image: ['jpg', 'jpeg', 'png'],
  audio: ['mpeg', 'mpg', 'wav', 'm4a', 'flac', 'mp3', 'aac'],
} as const;
export type MediaType = keyof typeof MEDIA_EXTENSIONS;

/**
 * spec 001 §9: the media type of a file name or URL, judged by its extension (case-insensitive;
 * a query string or fragment is ignored so signed URLs work). null when the extension is unknown.
 */
export function mediaTypeOf(fileName: string): MediaType | null {
  const path = fileName.split(/[?#]/, 1)[0] ?? '';
  const dot = path.lastIndexOf('.');
  if (dot < 0 || dot < path.lastIndexOf('/')) return null;
  const ext = path.slice(dot + 1).toLowerCase();
  for (const type of Object.keys(MEDIA_EXTENSIONS) as MediaType[]) {
    if ((MEDIA_EXTENSIONS[type] as readonly string[]).includes(ext)) return type;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Codes

/** spec 000 §5 / §9: phone verify codes are 5 to 15 characters. */
export const VERIFY_CODE_MIN_LENGTH = 5;
export const VERIFY_CODE_MAX_LENGTH = 15;

/** spec 000 §2.9 / §9: an OAuth code handed to the mobile app must be at least this long. */
export const MOBILE_SIGN_IN_CODE_MIN_LENGTH = 30;

// ---------------------------------------------------------------------------------------------
// Timings

/** spec 000 §2.8 / §9: back home after 'Account already exists.' */
export const ACCOUNT_EXISTS_REDIRECT_MS = 3000;
/** spec 000 §2.8 / §9: log out after a reactivation code is claimed. */
export const REACTIVATION_LOGOUT_MS = 3000;
/** spec 000 §2.8 / §9: log out after an email change code is claimed. */
export const EMAIL_CHANGE_LOGOUT_MS = 500;

/** spec 000 §2.2 / 001 §9: toasts dismiss themselves after 7 s and fade out over 800 ms. */
export const TOAST_AUTO_DISMISS_MS = 7000;
export const TOAST_FADE_MS = 800;
/** spec 000 §4 / §9: 'You're in!' and 'Partner Application Sent' close after 5 s. */
export const SUCCESS_DIALOG_MS = 5000;

// ---------------------------------------------------------------------------------------------
// Location and country

/** spec 000 §9: phone numbers without a country code are read as US numbers. */
export const DEFAULT_PHONE_COUNTRY = 'US';
/** spec 000 §7 / 001 §9: country assumed when the location lookup fails. */
export const DEFAULT_COUNTRY = 'US';
/** spec 000 §7 / §9: the location used when the visitor's own cannot be found. */
export const DEFAULT_LOCATION = {
  latitude: 37.77,
  longitude: -122.42,
  name: 'San Francisco',
  country: 'US',
} as const;

// ---------------------------------------------------------------------------------------------
// Screen sizes

export type ScreenTier = 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';

/**
 * spec 000 §9 / 001 §9: each tier starts at `min` px (inclusive) and runs to the next tier's
 * start. The spec writes the ranges as '430 to 577, 577 to 769', so a shared edge belongs to the
 * larger tier.
 */
export const SCREEN_TIERS: readonly { tier: ScreenTier; min: number }[] = [
  { tier: 'xxs', min: 0 },
  { tier: 'xs', min: 430 },
  { tier: 'sm', min: 577 },
  { tier: 'md', min: 769 },
  { tier: 'lg', min: 993 },
  { tier: 'xl', min: 1201 },
  { tier: 'xxl', min: 1400 },
];

export function screenTier(width: number): ScreenTier {
  let found: ScreenTier = 'xxs';
  for (const { tier, min } of SCREEN_TIERS) {
    if (width >= min) found = tier;
  }
  return found;
}

/** spec 000 §9: mobile layout breakpoint. */
export const MOBILE_BREAKPOINT_PX = 767;
/** spec 000 §9: wizard-style forms switch to their mobile layout at this width. */
export const WIZARD_MOBILE_BREAKPOINT_PX = 600;
/** spec 000 §2.3 / §9: below this width the sidebar collapses after navigation. */
export const SIDEBAR_COLLAPSE_BELOW_PX = 1200;

export function sidebarCollapsesAfterNavigation(width: number): boolean {
  return width < SIDEBAR_COLLAPSE_BELOW_PX;
}

// ---------------------------------------------------------------------------------------------
// Glitch mode and text areas

/** spec 000 §4 / §9: the dark-mode heading must be clicked MORE than this many times. */
export const GLITCH_TOGGLE_CLICKS = 7;

/** spec 000 §4: the toggle is a hidden feature, but stays visible once glitch mode is on. */
export function showGlitchToggle(clicks: number, glitchOn: boolean): boolean {
  return glitchOn || clicks > GLITCH_TOGGLE_CLICKS;
}

/** spec 000 §9: textareas. */
export const TEXTAREA_ROWS = 12;
export const TEXTAREA_MAX_HEIGHT_PX = 300;

// ---------------------------------------------------------------------------------------------
// Character limits

/** spec 001 §9: maximum characters per field. */
export const EVENT_NAME_MAX_LENGTH = 50;
export const SUBSCRIPTION_NAME_MAX_LENGTH = 50;
export const TEMPLATE_NAME_MAX_LENGTH = 64;
export const LOCATION_NAME_MAX_LENGTH = 32;
export const TICKET_NAME_MAX_LENGTH = 36;
/** spec 000 §5 / 001 §9: names are truncated to 40 characters by default. */
export const NAME_TRUNCATE_LENGTH = 40;

// ---------------------------------------------------------------------------------------------
// Ids

/** spec 000 §9 / 001 §9: added to numeric ids when they are encoded into links. */
export const ID_OFFSET = 20170324;

// ---------------------------------------------------------------------------------------------
// Payouts

/** spec 001 §9: ticket revenue pays out 3 days after the event. */
export const TICKET_PAYOUT_DELAY_DAYS = 3;
/** spec 001 §9: talent booking fees pay out 5 days after the event unless a grievance froze it. */
export const TALENT_PAYOUT_DELAY_DAYS = 5;
/** spec 001 §9: a grievance can be filed up to 4 days after the event, before talent is paid. */
export const GRIEVANCE_WINDOW_DAYS = 4;

// ---------------------------------------------------------------------------------------------
// Affiliate and launch programme terms

/** spec 000 §2.12 / 001 §9: Launch & Partner Terms. */
export const PROGRAMME_MIN_AGE = 18;
export const PROGRAMME_MAX_LIABILITY_USD = 50;
export const PROGRAMME_TERMS_UPDATED = 'June 17, 2025';

/** spec 001 §9: affiliate percentages are stored as fractions and displayed times 100. */
export function affiliatePercent(fraction: number): number {
  // Rounded to 2 decimals so 0.07 shows as 7, not 7.000000000000001.
  return Math.round(fraction * 100 * 100) / 100;
}

// ---------------------------------------------------------------------------------------------
// Landing

/**
 * spec 001 §2 / §9: landing sections. Featured talent asks for 12 because only creators with a
 * photo are shown, and 8 must remain.
 */
export const FEATURED_EVENTS_COUNT = 3;
export const FEATURED_TALENT_COUNT = 8;
export const FEATURED_TALENT_REQUESTED = 12;
export const JOINED_ARTISTS_COUNT = 4;

// ---------------------------------------------------------------------------------------------
// Payments

/** spec 001 §9: card brands the payment provider reports; 'unknown' is its own fallback. */
export const CARD_BRANDS = [
  'amex',
  'diners',
  'discover',
  'jcb',
  'mastercard',
  'paypal',
  'unionpay',
  'visa',
  'unknown',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

// ---------------------------------------------------------------------------------------------
// QR code

/** spec 001 §9: level H tolerates the 50 px logo covering the centre of a 250 px code. */
export const QR_CODE_SIZE_PX = 250;
export const QR_ERROR_CORRECTION_LEVEL = 'H';
export const QR_LOGO_SIZE_PX = 50;

/**
 * spec 001 §9: the download file name is the URL without its scheme plus '_QrCode.png'.
 * Slashes are left in: browsers replace them when saving, and the spec gives no other rule.
 */
export function qrDownloadName(url: string): string {
  return `${url.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')}_QrCode.png`;
}

// ---------------------------------------------------------------------------------------------
// Pages

/** spec 000 §9: legal pages on the common content host. */
export const PRIVACY_PATH = '/privacy.html';
export const TERMS_PATH = '/terms.html';

// ---------------------------------------------------------------------------------------------
// Dates and schedules

/** spec 001 §9: dates on the wire. */
export const API_DATE_FORMAT = 'YYYY-MM-DD';
/** spec 000 §9 / 001 §9: display formats (dayjs tokens; 'z' needs the timezone plugins). */
export const SHORT_DATE_FORMAT = 'MMM D';
export const TIME_FORMAT = 'h:mm a z';

/** spec 001 §7 / §9: specialist_schedule_list defaults to today up to one year ahead. */
export const SCHEDULE_LIST_WINDOW_YEARS = 1;

// ---------------------------------------------------------------------------------------------
// Event flags

/** spec 001 §9: the create and draft flags of business_create_update_event go as strings. */
export const EVENT_FLAG_ON = '1';
export const EVENT_FLAG_OFF = '0';
export type EventFlag = typeof EVENT_FLAG_ON | typeof EVENT_FLAG_OFF;

export function eventFlag(on: boolean): EventFlag {
  return on ? EVENT_FLAG_ON : EVENT_FLAG_OFF;
}
