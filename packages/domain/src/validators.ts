// Format checks of spec 000 §5, used by the contract schemas and by the forms.

import { MOBILE_SIGN_IN_CODE_MIN_LENGTH, VERIFY_CODE_MAX_LENGTH, VERIFY_CODE_MIN_LENGTH } from './limits';

// spec 000 §5: 'local part, @, domain with top-level part of 2 or more letters, or an IP literal'.
// The local part is dot-separated atoms or a quoted string; the domain is dotted labels ending in
// a 2+ letter top-level part, or [a.b.c.d].
const ATOM = '[^<>()[\\]\\\\.,;:\\s@"]+';
const LOCAL_PART = `(?:${ATOM}(?:\\.${ATOM})*|".+")`;
const IP_LITERAL = '\\[\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\]';
const DOMAIN = '(?:[a-zA-Z0-9-]+\\.)+[a-zA-Z]{2,}';
const EMAIL = new RegExp(`^${LOCAL_PART}@(?:${IP_LITERAL}|${DOMAIN})$`);

/** spec 000 §5: the standard address pattern. Callers trim first; surrounding spaces fail. */
export function isEmail(s: string): boolean {
  return EMAIL.test(s);
}

// spec 000 §5: 'starts with http or https, dotted host, optional port and path'. A query or
// fragment straight after the host is allowed as a path would be.
const HOST_LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const URL_PATTERN = new RegExp(`^https?://${HOST_LABEL}(?:\\.${HOST_LABEL})+(?::\\d{1,5})?(?:[/?#]\\S*)?$`, 'i');

export function isUrl(s: string): boolean {
  return URL_PATTERN.test(s);
}

// spec 000 §5: 'optional http(s), optional www, then {host} or youtu.be, a slash and non-space
// characters'; {host} is youtube.com.
const YOUTUBE = /^(?:https?:\/\/)?(?:www\.)?(?:youtube\.com|youtu\.be)\/\S+$/i;

/**
 * spec 000 §5: the YouTube channel link of the partner form. The field is optional, but that is
 * the form's rule: an empty string is not a link and returns false here.
 */
export function isYoutubeLink(s: string): boolean {
  return YOUTUBE.test(s);
}

// spec 000 §5: letters (including accented), space, comma, period, apostrophe, hyphen. \p{M}
// admits accents typed as combining marks; U+2019 is the apostrophe phone keyboards insert
// (O’Brien), which would otherwise be rejected as a different character.
const NAME = /^[\p{L}\p{M} ,.'\u2019-]+$/u;

/** spec 000 §5: name format only; 'at least one letter' is hasLetter in ./text. */
export function isName(s: string): boolean {
  return NAME.test(s);
}

// spec 000 §5: usernames appear in creator URLs (/c/{username}), so ASCII letters only.
const USERNAME = /^[A-Za-z0-9_-]*$/;

/** spec 000 §5: letters, digits, underscore, hyphen only; empty is allowed. */
export function isUsername(s: string): boolean {
  return USERNAME.test(s);
}

/** spec 000 §5 / §9: verify codes are 5 to 15 characters. */
export function isVerifyCodeLength(code: string): boolean {
  return code.length >= VERIFY_CODE_MIN_LENGTH && code.length <= VERIFY_CODE_MAX_LENGTH;
}

const MOBILE_SIGN_IN_CODE = new RegExp(`^[A-Za-z0-9_-]{${MOBILE_SIGN_IN_CODE_MIN_LENGTH},}$`);

/**
 * spec 000 §2.9 / §5: only such a code is handed to the mobile app; anything else is logged, so a
 * crafted query parameter cannot inject into the app's custom link.
 */
export function isMobileSignInCode(code: string): boolean {
  return MOBILE_SIGN_IN_CODE.test(code);
}
