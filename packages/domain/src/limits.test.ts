import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_EXISTS_REDIRECT_MS,
  CARD_BRANDS,
  CROP_OUTPUT_QUALITY,
  CROP_OUTPUT_TYPE,
  CROP_RATIOS,
  DEFAULT_CROP,
  DEFAULT_LOCATION,
  DEFAULT_PHONE_COUNTRY,
  EMAIL_CHANGE_LOGOUT_MS,
  EVENT_FLAG_OFF,
  EVENT_FLAG_ON,
  EVENT_NAME_MAX_LENGTH,
  FEATURED_EVENTS_COUNT,
  FEATURED_TALENT_COUNT,
  FEATURED_TALENT_REQUESTED,
  GRIEVANCE_WINDOW_DAYS,
  ID_OFFSET,
  IMAGE_MAX_BYTES,
  IMAGE_MIN_SIDE_PX,
  IMAGE_TOO_LARGE_MESSAGE,
  IMAGE_TOO_SMALL_MESSAGE,
  IMAGE_TYPE_MESSAGE,
  JOINED_ARTISTS_COUNT,
  LOCATION_NAME_MAX_LENGTH,
  MOBILE_BREAKPOINT_PX,
  MOBILE_SIGN_IN_CODE_MIN_LENGTH,
  NAME_TRUNCATE_LENGTH,
  POST_IMAGE_TOO_LARGE_MESSAGE,
  PRIVACY_PATH,
  PROFILE_PICTURE_TOO_LARGE_MESSAGE,
  PROGRAMME_MAX_LIABILITY_USD,
  PROGRAMME_MIN_AGE,
  QR_CODE_SIZE_PX,
  QR_ERROR_CORRECTION_LEVEL,
  QR_LOGO_SIZE_PX,
  REACTIVATION_LOGOUT_MS,
  SHORT_DATE_FORMAT,
  SIDEBAR_COLLAPSE_BELOW_PX,
  SUBSCRIPTION_NAME_MAX_LENGTH,
  SUCCESS_DIALOG_MS,
  TALENT_PAYOUT_DELAY_DAYS,
  TEMPLATE_NAME_MAX_LENGTH,
  TERMS_PATH,
  TEXTAREA_MAX_HEIGHT_PX,
  TEXTAREA_ROWS,
  TICKET_NAME_MAX_LENGTH,
  TICKET_PAYOUT_DELAY_DAYS,
  TIME_FORMAT,
  TOAST_AUTO_DISMISS_MS,
  TOAST_FADE_MS,
  VERIFY_CODE_MAX_LENGTH,
  VERIFY_CODE_MIN_LENGTH,
  VIDEO_MAX_BYTES,
  WIZARD_MOBILE_BREAKPOINT_PX,
  affiliatePercent,
  eventFlag,
  mediaTypeOf,
  qrDownloadName,
  screenTier,
  showGlitchToggle,
  sidebarCollapsesAfterNavigation,
} from './limits';

describe('upload limits (spec 000 §5, §9)', () => {
  it('pins the sizes and crop output', () => {
    expect(IMAGE_MAX_BYTES).toBe(7_500_000);
    expect(VIDEO_MAX_BYTES).toBe(100_000_000);
    expect(IMAGE_MIN_SIDE_PX).toBe(150);
    expect(CROP_OUTPUT_TYPE).toBe('image/png');
    expect(CROP_OUTPUT_QUALITY).toBe(0.92);
    expect(DEFAULT_CROP).toEqual({ aspect: 1, initialWidthPercent: 50, minWidthPx: 150 });
  });

  it.each([
    ['event', 1.913],
    ['banner', 1.911],
    ['product', 0.75],
    ['assetCard', 1.42],
    ['square', 1],
    ['bookingCard', 1.333],
  ] as const)('crop ratio %s is %d', (kind, ratio) => {
    expect(CROP_RATIOS[kind]).toBe(ratio);
  });

  it('keeps the upload messages verbatim', () => {
    expect(IMAGE_TYPE_MESSAGE).toBe('Please select a JPG or PNG image.');
    expect(IMAGE_TOO_LARGE_MESSAGE).toBe('Your image must be less than 7.5 MB.');
    expect(PROFILE_PICTURE_TOO_LARGE_MESSAGE).toBe('Your profile picture must be less than 7.5 MB.');
    expect(POST_IMAGE_TOO_LARGE_MESSAGE).toBe('Your post image must be less than 7.5 MB.');
    expect(IMAGE_TOO_SMALL_MESSAGE).toBe('Image must be at least 150 x 150 pixels.');
  });
});

describe('mediaTypeOf (spec 001 §9)', () => {
  it.each(['mov', 'mp4', 'ogg', 'webm'])('.%s is video', (ext) => {
    expect(mediaTypeOf(`clip.${ext}`)).toBe('video');
  });
  it.each(['jpg', 'jpeg', 'png'])('.%s is image', (ext) => {
    expect(mediaTypeOf(`photo.${ext}`)).toBe('image');
  });
  it.each(['mpeg', 'mpg', 'wav', 'm4a', 'flac', 'mp3', 'aac'])('.%s is audio', (ext) => {
    expect(mediaTypeOf(`track.${ext}`)).toBe('audio');
  });

  it('ignores case, earlier dots, query strings and fragments', () => {
    expect(mediaTypeOf('My.Holiday.MP4')).toBe('video');
    expect(mediaTypeOf('https://cdn.example.com/a/b.png?sig=abc.mp3#x')).toBe('image');
  });

  it('returns null for unknown or missing extensions', () => {
    expect(mediaTypeOf('doc.pdf')).toBeNull();
    expect(mediaTypeOf('gif.gif')).toBeNull();
    expect(mediaTypeOf('README')).toBeNull();
    expect(mediaTypeOf('https://example.com/folder.png/file')).toBeNull();
    expect(mediaTypeOf('')).toBeNull();
  });
});

describe('codes, timings and defaults (spec 000 §9)', () => {
  it('pins code lengths', () => {
    expect(VERIFY_CODE_MIN_LENGTH).toBe(5);
    expect(VERIFY_CODE_MAX_LENGTH).toBe(15);
    expect(MOBILE_SIGN_IN_CODE_MIN_LENGTH).toBe(30);
  });

  it('pins redirect, toast and dialog timings', () => {
    expect(ACCOUNT_EXISTS_REDIRECT_MS).toBe(3000);
    expect(REACTIVATION_LOGOUT_MS).toBe(3000);
    expect(EMAIL_CHANGE_LOGOUT_MS).toBe(500);
    expect(TOAST_AUTO_DISMISS_MS).toBe(7000);
    expect(TOAST_FADE_MS).toBe(800);
    expect(SUCCESS_DIALOG_MS).toBe(5000);
  });

  it('defaults to the US and San Francisco', () => {
    expect(DEFAULT_PHONE_COUNTRY).toBe('US');
    expect(DEFAULT_LOCATION).toEqual({
      latitude: 37.77,
      longitude: -122.42,
      name: 'San Francisco',
      country: 'US',
    });
  });

  it('pins pages, formats and the id offset', () => {
    expect(PRIVACY_PATH).toBe('/privacy.html');
    expect(TERMS_PATH).toBe('/terms.html');
    expect(SHORT_DATE_FORMAT).toBe('MMM D');
    expect(TIME_FORMAT).toBe('h:mm a z');
    expect(ID_OFFSET).toBe(20170324);
  });
});

describe('screenTier (spec 000 §9)', () => {
  it.each([
    [0, 'xxs'],
    [429, 'xxs'],
    [430, 'xs'],
    [576, 'xs'],
    [577, 'sm'],
    [768, 'sm'],
    [769, 'md'],
    [992, 'md'],
    [993, 'lg'],
    [1200, 'lg'],
    [1201, 'xl'],
    [1399, 'xl'],
    [1400, 'xxl'],
    [2560, 'xxl'],
  ] as const)('%i px is %s', (width, tier) => {
    expect(screenTier(width)).toBe(tier);
  });

  it('pins the breakpoints', () => {
    expect(MOBILE_BREAKPOINT_PX).toBe(767);
    expect(WIZARD_MOBILE_BREAKPOINT_PX).toBe(600);
    expect(SIDEBAR_COLLAPSE_BELOW_PX).toBe(1200);
  });

  it('collapses the sidebar only below 1200 px', () => {
    expect(sidebarCollapsesAfterNavigation(1199)).toBe(true);
    expect(sidebarCollapsesAfterNavigation(1200)).toBe(false);
  });
});

describe('showGlitchToggle (spec 000 §4, §9)', () => {
  it('needs more than 7 clicks', () => {
    expect(showGlitchToggle(7, false)).toBe(false);
    expect(showGlitchToggle(8, false)).toBe(true);
  });

  it('shows when glitch mode is already on', () => {
    expect(showGlitchToggle(0, true)).toBe(true);
  });
});

describe('form limits (spec 000 §9, spec 001 §9)', () => {
  it('pins textareas and character limits', () => {
    expect(TEXTAREA_ROWS).toBe(12);
    expect(TEXTAREA_MAX_HEIGHT_PX).toBe(300);
    expect(EVENT_NAME_MAX_LENGTH).toBe(50);
    expect(SUBSCRIPTION_NAME_MAX_LENGTH).toBe(50);
    expect(TEMPLATE_NAME_MAX_LENGTH).toBe(64);
    expect(LOCATION_NAME_MAX_LENGTH).toBe(32);
    expect(TICKET_NAME_MAX_LENGTH).toBe(36);
    expect(NAME_TRUNCATE_LENGTH).toBe(40);
  });
});

describe('payouts, programme, landing and cards (spec 001 §9)', () => {
  it('pins payout delays and the grievance window', () => {
    expect(TICKET_PAYOUT_DELAY_DAYS).toBe(3);
    expect(TALENT_PAYOUT_DELAY_DAYS).toBe(5);
    expect(GRIEVANCE_WINDOW_DAYS).toBe(4);
  });

  it('pins the programme terms', () => {
    expect(PROGRAMME_MIN_AGE).toBe(18);
    expect(PROGRAMME_MAX_LIABILITY_USD).toBe(50);
  });

  it('shows affiliate fractions as percentages', () => {
    expect(affiliatePercent(0.07)).toBe(7);
    expect(affiliatePercent(0.125)).toBe(12.5);
    expect(affiliatePercent(0)).toBe(0);
  });

  it('pins landing counts', () => {
    expect(FEATURED_EVENTS_COUNT).toBe(3);
    expect(FEATURED_TALENT_COUNT).toBe(8);
    expect(FEATURED_TALENT_REQUESTED).toBe(12);
    expect(JOINED_ARTISTS_COUNT).toBe(4);
  });

  it('lists the card brands', () => {
    expect(CARD_BRANDS).toEqual([
      'amex',
      'diners',
      'discover',
      'jcb',
      'mastercard',
      'paypal',
      'unionpay',
      'visa',
      'unknown',
    ]);
  });
});

describe('QR code (spec 001 §9)', () => {
  it('pins size, level and logo', () => {
    expect(QR_CODE_SIZE_PX).toBe(250);
    expect(QR_ERROR_CORRECTION_LEVEL).toBe('H');
    expect(QR_LOGO_SIZE_PX).toBe(50);
  });

  it('names the download after the URL without its scheme', () => {
    expect(qrDownloadName('https://stagepass.example/e/20170424')).toBe('stagepass.example/e/20170424_QrCode.png');
    expect(qrDownloadName('http://stagepass.example')).toBe('stagepass.example_QrCode.png');
    expect(qrDownloadName('stagepass.example/x')).toBe('stagepass.example/x_QrCode.png');
  });
});

describe('event flags (spec 001 §9)', () => {
  it("sends flags as '1' and '0'", () => {
    expect(EVENT_FLAG_ON).toBe('1');
    expect(EVENT_FLAG_OFF).toBe('0');
    expect(eventFlag(true)).toBe('1');
    expect(eventFlag(false)).toBe('0');
  });
});
