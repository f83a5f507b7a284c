import { describe, expect, it } from 'vitest';
import {
  isEmail,
  isMobileSignInCode,
  isName,
  isUrl,
  isUsername,
  isVerifyCodeLength,
  isYoutubeLink,
} from './validators';
import { INVALID_PHONE_NUMBER, isValidPhone, normalizePhone } from './phone-numbers';

describe('isEmail (spec 000 §5)', () => {
  it.each([
    'ana@example.com',
    'first.last+tag@mail.example.co.uk',
    'user@[192.168.0.1]',
    '"odd name"@example.org',
    'x@sub-domain.io',
  ])('%s is valid', (s) => {
    expect(isEmail(s)).toBe(true);
  });

  it.each([
    ['missing TLD', 'ana@example'],
    ['1-letter TLD', 'ana@example.c'],
    ['no @', 'ana.example.com'],
    ['no local part', '@example.com'],
    ['two @', 'a@b@example.com'],
    ['space inside', 'ana maria@example.com'],
    ['leading space', ' ana@example.com'],
    ['double dot in local part', 'ana..b@example.com'],
    ['digit TLD', 'ana@example.c0m'],
    ['empty', ''],
  ])('rejects %s', (_why, s) => {
    expect(isEmail(s)).toBe(false);
  });
});

describe('isUrl (spec 000 §5)', () => {
  it.each([
    'http://example.com',
    'https://www.example.com/path/to?q=1#top',
    'https://example.com:8080',
    'https://shop.example.co.uk:443/a',
    'HTTPS://EXAMPLE.COM',
    'https://example.com?ref=x',
  ])('%s is valid', (s) => {
    expect(isUrl(s)).toBe(true);
  });

  it.each([
    ['no scheme', 'www.example.com'],
    ['other scheme', 'ftp://example.com'],
    ['undotted host', 'https://localhost'],
    ['space in path', 'https://example.com/a b'],
    ['bad port', 'https://example.com:port'],
    ['empty label', 'https://example..com'],
    ['empty', ''],
  ])('rejects %s', (_why, s) => {
    expect(isUrl(s)).toBe(false);
  });
});

describe('isYoutubeLink (spec 000 §5)', () => {
  it.each([
    'youtu.be/abc',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=x',
    'http://youtube.com/@channel',
    'www.youtube.com/c/Name',
  ])('%s is a YouTube link', (s) => {
    expect(isYoutubeLink(s)).toBe(true);
  });

  it.each([
    ['another site', 'https://vimeo.com/123'],
    ['no path', 'https://www.youtube.com/'],
    ['no slash', 'youtube.com'],
    ['space in path', 'youtu.be/a b'],
    ['look-alike host', 'https://notyoutube.com/x'],
    ['empty', ''],
  ])('rejects %s', (_why, s) => {
    expect(isYoutubeLink(s)).toBe(false);
  });
});

describe('isName (spec 000 §5)', () => {
  it.each(["Ana María O'Neil-Smith", 'Dr. King, Jr.', 'Zoë', 'José', 'Jose\u0301', 'O’Brien', '東京太郎'])(
    '%s is a name',
    (s) => {
      expect(isName(s)).toBe(true);
    },
  );

  it.each([
    ['empty', ''],
    ['digits', 'Agent 47'],
    ['at sign', 'ana@home'],
    ['underscore', 'ana_b'],
    ['emoji', 'Ana 😀'],
  ])('rejects %s', (_why, s) => {
    expect(isName(s)).toBe(false);
  });
});

describe('isUsername (spec 000 §5)', () => {
  it('allows empty', () => {
    expect(isUsername('')).toBe(true);
  });

  it.each(['dj_ana', 'band-2025', 'ABCxyz09'])('%s is a username', (s) => {
    expect(isUsername(s)).toBe(true);
  });

  it.each([
    ['space', 'dj ana'],
    ['dot', 'dj.ana'],
    ['accented letter', 'josé'],
    ['slash', 'a/b'],
  ])('rejects %s', (_why, s) => {
    expect(isUsername(s)).toBe(false);
  });
});

describe('phones (spec 000 §5)', () => {
  it('keeps the message verbatim', () => {
    expect(INVALID_PHONE_NUMBER).toBe('Invalid Phone Number');
  });

  it.each(['+1 213 373 4253', '(213) 373-4253', '213-373-4253', '+44 20 7946 0958'])('%s is valid', (s) => {
    expect(isValidPhone(s)).toBe(true);
  });

  it.each(['', 'not a phone', '12345', '+1 213 373 425', '+44 20 7946 095'])('%j is invalid', (s) => {
    expect(isValidPhone(s)).toBe(false);
  });

  it('reads national numbers in the default country', () => {
    expect(isValidPhone('020 7946 0958')).toBe(false);
    expect(isValidPhone('020 7946 0958', 'GB')).toBe(true);
  });

  it('normalises to E.164', () => {
    expect(normalizePhone('(213) 373-4253')).toBe('+12133734253');
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('020 7946 0958', 'GB')).toBe('+442079460958');
  });

  it('normalises invalid numbers to null', () => {
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('call me')).toBeNull();
  });
});

describe('isVerifyCodeLength (spec 000 §5, §9)', () => {
  it.each([
    [4, false],
    [5, true],
    [15, true],
    [16, false],
  ])('%i characters -> %s', (n, ok) => {
    expect(isVerifyCodeLength('7'.repeat(n))).toBe(ok);
  });
});

describe('isMobileSignInCode (spec 000 §2.9, §5)', () => {
  it('needs at least 30 characters', () => {
    expect(isMobileSignInCode('a'.repeat(29))).toBe(false);
    expect(isMobileSignInCode('a'.repeat(30))).toBe(true);
  });

  it('allows letters, digits, underscore and hyphen only', () => {
    expect(isMobileSignInCode('AQ_x-9'.repeat(5))).toBe(true);
    expect(isMobileSignInCode(`${'a'.repeat(30)}&x=1`)).toBe(false);
    expect(isMobileSignInCode(`${'a'.repeat(30)} `)).toBe(false);
    expect(isMobileSignInCode(`${'a'.repeat(29)}.`)).toBe(false);
  });
});
