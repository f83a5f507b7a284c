// Text helpers of spec 000 §5 and spec 001 §7: the same checks run in forms and on the server.

import { NAME_TRUNCATE_LENGTH } from './limits';

/** spec 000 §5: names, addresses and free texts need at least one letter, in any script. */
export function hasLetter(s: string | null | undefined): boolean {
  return s != null && /\p{L}/u.test(s);
}

/** spec 000 §5: empty or whitespace-only text; a missing value counts as blank too. */
export function isBlank(s: string | null | undefined): boolean {
  // String.prototype.trim also strips no-break and other Unicode spaces.
  return s == null || s.trim() === '';
}

/**
 * spec 000 §5: rich-text editors leave markup such as '<p><br></p>' behind when cleared, so a
 * description is empty when nothing but tags, &nbsp; and whitespace remain.
 */
export function isEmptyHtml(html: string | null | undefined): boolean {
  if (html == null) return true;
  const text = html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;|&#x0*a0;/gi, ' ');
  return isBlank(text);
}

/**
 * spec 000 §5 / 001 §9: names are 'truncated to 40 characters by default'. The spec names no
 * ellipsis, so the text is cut with none. Characters are counted as code points so an emoji or
 * other astral character is never split in half.
 */
export function truncate(s: string, max: number = NAME_TRUNCATE_LENGTH): string {
  const chars = Array.from(s);
  return chars.length <= max ? s : chars.slice(0, Math.max(0, max)).join('');
}
