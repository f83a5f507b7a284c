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

export interface NetworkCount {
  network: FollowerNetwork;
  count: number;
}

/**
 * spec 001 §9 follower display: the network with the highest count (the first listed on a tie), or null when every
 * count is zero (nothing is shown).
 */
export function followerDisplay(counts: readonly NetworkCount[]): { network: FollowerNetwork; text: string } | null {
  let best: NetworkCount | null = null;
  for (const c of counts) if (c.count > 0 && (best === null || c.count > best.count)) best = c;
  if (!best) return null;
  const text = countDisplay('followers', best.count);
  return text === null ? null : { network: best.network, text };
}

/** The follower display as a line: '1.5K Instagram followers', '1 Stagepass follower'. */
export function followerLine(display: { network: FollowerNetwork; text: string }): string {
  return `${display.text} ${display.network} ${display.text === '1' ? 'follower' : 'followers'}`;
}
