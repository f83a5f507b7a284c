// spec 001 §9 count display: 'above 1000 shown as K with one decimal, above 1,000,000 as M; zero shows NA, 0 or New
// by use. Follower display picks the network with the highest count and shows nothing at zero.' The K and M
// formatting is countText (format.ts); this file decides what each use shows at zero, in one place.

import { countText } from './format';

/**
 * What a count counts, which decides its zero (issue 13: 'nothing for followers, New for a product's subscribers, NA
 * for a rating with no reviews, 0 elsewhere'). A rating is not a count: see ratingDisplay.
 */
export type CountUse = 'followers' | 'subscribers' | 'plain';

/** spec 001 §9: a product nobody subscribes to yet. */
export const ZERO_SUBSCRIBERS = 'New';
/** spec 001 §9: a rating with no reviews. */
export const NO_RATING = 'NA';
export const ZERO_COUNT = '0';

/** A count as shown for its use: null is 'show nothing' (followers at zero). Not a whole count reads as zero. */
export function countDisplay(use: CountUse, n: number): string | null {
  const count = Number.isFinite(n) && n > 0 ? Math.floor(n) : 0;
  if (count === 0) {
    if (use === 'followers') return null;
    return use === 'subscribers' ? ZERO_SUBSCRIBERS : ZERO_COUNT;
  }
  return countText(count);
}

/** spec 001 §9: 'NA' until there is a review; then the average to one decimal ('4.5'). */
export function ratingDisplay(average: number | null, reviews: number): string {
  if (!(reviews > 0) || average === null || !Number.isFinite(average)) return NO_RATING;
  return average.toFixed(1);
}

/** spec 001 §3 Follow: the networks whose follower counts exist, and the product's own followers (follow_celebrity). */
export const FOLLOWER_NETWORKS = ['Facebook', 'Instagram', 'Twitter', 'Youtube', 'Stagepass'] as const;
export type FollowerNetwork = (typeof FOLLOWER_NETWORKS)[number];

/**
 * spec 001 §3 Follow: 'follower counts exist for Facebook, Instagram, Twitter and Youtube'. No network's API is
 * reachable, so a talent or business declares their handle and count in Settings (update_network_followers); the
 * profile says the count is theirs (SELF_DECLARED). The Stagepass count is the product's own, never declared.
 */
export const DECLARED_NETWORKS = ['Facebook', 'Instagram', 'Twitter', 'Youtube'] as const;
export type DeclaredNetwork = (typeof DECLARED_NETWORKS)[number];

export interface NetworkCount {
  network: FollowerNetwork;
  count: number;
  /** The member's handle on that network, as they declared it (none for Stagepass). */
  handle?: string | null;
}

/** The largest follower count a member may declare (the column is a 32-bit integer; no account is that big). */
export const DECLARED_FOLLOWERS_MAX = 2_000_000_000;
/** A handle: letters, digits, dot, underscore and hyphen, optionally after an @ (stored without it). */
export const NETWORK_HANDLE_MAX = 64;
export const NETWORK_HANDLE_PATTERN = /^@?[A-Za-z0-9._-]+$/;

export const NETWORK_FOLLOWERS_TITLE = 'Followers on other networks';
export const NETWORK_FOLLOWERS_DESCRIPTION =
  'Your handle and follower count on each network. No network is asked: what you enter is shown on your profile as self-declared, and the biggest count is the one shown. Leave a network empty to show none.';
export const SELF_DECLARED = 'self-declared';
export const NETWORK_FOLLOWERS_SAVED = 'Your follower counts have been saved.';
export const NETWORK_FOLLOWERS_SAVE = 'Save follower counts';
export const NETWORK_FOLLOWERS_TALENT_AND_BUSINESS_ONLY = 'Only talent and businesses declare follower counts.';
export const FOLLOWER_COUNT_INVALID = 'Enter the number of followers as a whole number, 0 or more.';
export const FOLLOWER_COUNT_TOO_LARGE = `Follower counts are at most ${DECLARED_FOLLOWERS_MAX.toLocaleString('en-US')}.`;
export const NETWORK_HANDLE_INVALID = 'A handle has letters, digits, dots, underscores and hyphens only.';
export const NETWORK_HANDLE_TOO_LONG = `Handles are at most ${NETWORK_HANDLE_MAX} characters.`;
export const NETWORK_LISTED_TWICE = 'Each network can be listed once.';
export const networkHandleLabel = (network: DeclaredNetwork) => `${network} handle`;
export const networkCountLabel = (network: DeclaredNetwork) => `${network} followers`;

/** What is wrong with a follower count as typed in the form ('' is no count), or null. */
export function followerCountProblem(typed: string): string | null {
  const t = typed.trim().replace(/,/g, '');
  if (t === '') return null;
  if (!/^\d+$/.test(t)) return FOLLOWER_COUNT_INVALID;
  return Number(t) > DECLARED_FOLLOWERS_MAX ? FOLLOWER_COUNT_TOO_LARGE : null;
}

/** What is wrong with a handle as typed in the form ('' is no handle), or null. */
export function networkHandleProblem(typed: string): string | null {
  const t = typed.trim();
  if (t === '') return null;
  if (t.replace(/^@/, '').length > NETWORK_HANDLE_MAX) return NETWORK_HANDLE_TOO_LONG;
  return NETWORK_HANDLE_PATTERN.test(t) ? null : NETWORK_HANDLE_INVALID;
}

export interface FollowerDisplay {
  network: FollowerNetwork;
  text: string;
  /** The handle declared for that network, if any. */
  handle: string | null;
}

/**
 * spec 001 §9 follower display: the network with the highest count (the first listed on a tie), or null when every
 * count is zero (nothing is shown).
 */
export function followerDisplay(counts: readonly NetworkCount[]): FollowerDisplay | null {
  let best: NetworkCount | null = null;
  for (const c of counts) if (c.count > 0 && (best === null || c.count > best.count)) best = c;
  if (!best) return null;
  const text = countDisplay('followers', best.count);
  return text === null ? null : { network: best.network, text, handle: best.handle ?? null };
}

/** The follower display as a line: '1.5K Instagram followers', '1 Stagepass follower'. */
export function followerLine(display: { network: FollowerNetwork; text: string }): string {
  return `${display.text} ${display.network} ${display.text === '1' ? 'follower' : 'followers'}`;
}

/** What the counts shown in the app count, singular and plural (countLine). */
export const COUNT_NOUNS = {
  subscribers: { one: 'subscriber', many: 'subscribers' },
  reviews: { one: 'review', many: 'reviews' },
  likes: { one: 'like', many: 'likes' },
  comments: { one: 'comment', many: 'comments' },
  unread: { one: 'unread message', many: 'unread messages' },
} as const;

/**
 * A count with what it counts, as shown for its use (spec 001 §9): '1.5K subscribers', '1 review', '0 likes'; a
 * product nobody subscribes to yet is just 'New', and followers at zero are null (nothing shown).
 */
export function countLine(use: CountUse, n: number, noun: { one: string; many: string }): string | null {
  const text = countDisplay(use, n);
  if (text === null || (use === 'subscribers' && text === ZERO_SUBSCRIBERS)) return text;
  return `${text} ${text === '1' ? noun.one : noun.many}`;
}
