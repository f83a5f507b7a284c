// Featured talent and member search (spec 001 §2 landing sections, §3 Featured creator, §7 Follow and Events, §9
// landing numbers).

import { FEATURED_TALENT_COUNT, JOINED_ARTISTS_COUNT } from './limits';

/** spec 001 §2: the landing's featured talent, and the artists who already joined. */
export const FEATURED_TALENT_TITLE = 'Featured Talent';
export const JOINED_ARTISTS_TITLE = 'THESE ARTISTS ALREADY JOINED';
export const FEATURED_TALENT_SEE_ALL = 'See all';
export const NO_FEATURED_TALENT = 'No featured talent yet. Check back soon.';

/** The header search box. */
export const SEARCH_LABEL = 'Search talent and businesses';
export const SEARCH_PLACEHOLDER = 'Search talent and businesses';
export const NO_SEARCH_RESULTS = 'No talent or businesses match your search.';

/** get_featured_celebrities: how many it answers when the caller names no limit, and at most. */
export const FEATURED_DEFAULT_LIMIT = 12;
export const FEATURED_MAX_LIMIT = 50;
/** search_celebrities_regexp: the longest search text, and how many results it answers at most. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_RESULTS_LIMIT = 20;
/** The words of a search that count, and the longest word kept. */
export const SEARCH_MAX_WORDS = 6;
export const SEARCH_MAX_WORD_LENGTH = 40;
/** get_businesses_from_id and get_celebrities_from_id: how many ids one call may name. */
export const FROM_ID_MAX = 100;
/** The header search waits this long after the last key press before it asks. */
export const SEARCH_DEBOUNCE_MS = 250;
/** The header search asks only once this many letters or digits are typed. */
export const SEARCH_MIN_CHARS = 2;

/**
 * The words of a search, as the search matches them: runs of letters and digits, lower-cased, at most
 * SEARCH_MAX_WORDS of SEARCH_MAX_WORD_LENGTH characters each. Everything else (punctuation, regular-expression and
 * LIKE wildcards, quotes, backslashes, full-text operators) only separates words: the input is never a pattern.
 */
export function searchWords(lookfor: string): string[] {
  return lookfor
    .normalize('NFKC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0)
    .slice(0, SEARCH_MAX_WORDS)
    .map((w) => Array.from(w).slice(0, SEARCH_MAX_WORD_LENGTH).join(''));
}

/**
 * The full-text query (PostgreSQL tsquery) of searchWords: every word as a prefix ('word:*'), all of them required,
 * so results follow as-you-type. null when there is no word. The words hold letters and digits only, so nothing of
 * the input is read as tsquery syntax; the query is still sent as a bound parameter.
 */
export function prefixQuery(words: readonly string[]): string | null {
  const safe = words.filter((w) => /^[\p{L}\p{N}]+$/u.test(w));
  return safe.length ? safe.map((w) => `${w}:*`).join(' & ') : null;
}

/** Whether a typed search has enough to ask (SEARCH_MIN_CHARS letters or digits). */
export function searchReady(lookfor: string): boolean {
  return searchWords(lookfor).join('').length >= SEARCH_MIN_CHARS;
}

/**
 * spec 001 §3 Featured creator gallery_prefix: where the creator's gallery media are served from, their folder of
 * stored media (`gallery/{member_id}/…` keys, served under /media/).
 */
export function galleryPrefix(memberId: number): string {
  return `/media/gallery/${memberId}/`;
}

/**
 * spec 001 §2 / §9 landing: of the 12 creators requested, Featured Talent shows the first 8 that have a photo, and
 * 'THESE ARTISTS ALREADY JOINED' the next 4 of them.
 */
export function landingTalent<T extends { sp_photo: string | null }>(
  creators: readonly T[],
): { featured: T[]; joined: T[] } {
  const withPhoto = creators.filter((c) => typeof c.sp_photo === 'string' && c.sp_photo.trim() !== '');
  return {
    featured: withPhoto.slice(0, FEATURED_TALENT_COUNT),
    joined: withPhoto.slice(FEATURED_TALENT_COUNT, FEATURED_TALENT_COUNT + JOINED_ARTISTS_COUNT),
  };
}
