import { describe, expect, it } from 'vitest';
import {
  FOLLOWER_COUNT_INVALID,
  FOLLOWER_COUNT_TOO_LARGE,
  NETWORK_HANDLE_INVALID,
  NETWORK_HANDLE_TOO_LONG,
  countDisplay,
  countLine,
  followerCountProblem,
  followerDisplay,
  followerLine,
  networkHandleProblem,
  ratingDisplay,
} from './counts';

describe('countDisplay (spec 001 §9 zero counts)', () => {
  it('shows nothing for followers at zero, New for subscribers, 0 elsewhere', () => {
    expect(countDisplay('followers', 0)).toBeNull();
    expect(countDisplay('subscribers', 0)).toBe('New');
    expect(countDisplay('plain', 0)).toBe('0');
  });

  // spec 001 §9: 'above 1000 shown as K with one decimal, above 1,000,000 as M'. Above is strict, so 1000 is '1000'.
  it.each([
    [1, '1'],
    [999, '999'],
    [1000, '1000'],
    [1001, '1.0K'],
    [1500, '1.5K'],
    [15_300, '15.3K'],
    [1_000_001, '1.0M'],
    [1_500_000, '1.5M'],
  ])('%i is %s for every use', (n, text) => {
    expect(countDisplay('followers', n)).toBe(text);
    expect(countDisplay('subscribers', n)).toBe(text);
    expect(countDisplay('plain', n)).toBe(text);
  });

  it('reads a count that is not a whole positive number as zero', () => {
    expect(countDisplay('plain', -3)).toBe('0');
    expect(countDisplay('subscribers', Number.NaN)).toBe('New');
    expect(countDisplay('followers', 2.7)).toBe('2');
  });
});

describe('ratingDisplay (spec 001 §9)', () => {
  it("is 'NA' with no reviews, else the average to one decimal", () => {
    expect(ratingDisplay(null, 0)).toBe('NA');
    expect(ratingDisplay(4.2, 0)).toBe('NA');
    expect(ratingDisplay(4.25, 4)).toBe('4.3');
    expect(ratingDisplay(5, 1)).toBe('5.0');
  });
});

describe('followerDisplay (spec 001 §9)', () => {
  it('picks the network with the highest count, with K and M', () => {
    expect(
      followerDisplay([
        { network: 'Facebook', count: 120 },
        { network: 'Instagram', count: 1_500_000 },
        { network: 'Stagepass', count: 40 },
      ]),
    ).toEqual({ network: 'Instagram', text: '1.5M', handle: null });
  });

  it('keeps the first network on a tie', () => {
    expect(
      followerDisplay([
        { network: 'Twitter', count: 50 },
        { network: 'Youtube', count: 50 },
      ]),
    ).toEqual({ network: 'Twitter', text: '50', handle: null });
  });

  it('carries the handle declared for the network shown', () => {
    expect(
      followerDisplay([
        { network: 'Instagram', count: 15_300, handle: 'nova.sings' },
        { network: 'Youtube', count: 900, handle: 'novachannel' },
        { network: 'Stagepass', count: 12 },
      ]),
    ).toEqual({ network: 'Instagram', text: '15.3K', handle: 'nova.sings' });
  });

  it('shows nothing at zero', () => {
    expect(followerDisplay([{ network: 'Stagepass', count: 0 }])).toBeNull();
    expect(followerDisplay([{ network: 'Instagram', count: 0, handle: 'nova' }])).toBeNull();
    expect(followerDisplay([])).toBeNull();
  });

  it('reads as a line', () => {
    expect(followerLine({ network: 'Instagram', text: '1.5K' })).toBe('1.5K Instagram followers');
    expect(followerLine({ network: 'Stagepass', text: '1' })).toBe('1 Stagepass follower');
  });
});

describe('countLine (spec 001 §9 zero counts, with what is counted)', () => {
  const reviews = { one: 'review', many: 'reviews' };
  it("is 'New' alone for a product nobody subscribes to, nothing for no followers, else the count and noun", () => {
    expect(countLine('subscribers', 0, { one: 'subscriber', many: 'subscribers' })).toBe('New');
    expect(countLine('subscribers', 1500, { one: 'subscriber', many: 'subscribers' })).toBe('1.5K subscribers');
    expect(countLine('followers', 0, { one: 'follower', many: 'followers' })).toBeNull();
    expect(countLine('plain', 0, reviews)).toBe('0 reviews');
    expect(countLine('plain', 1, reviews)).toBe('1 review');
    expect(countLine('plain', 2_500_000, reviews)).toBe('2.5M reviews');
  });
});

describe('the declared follower counts form (update_network_followers)', () => {
  it('takes a whole number from 0 up to the limit, commas allowed; empty is no count', () => {
    expect(followerCountProblem('')).toBeNull();
    expect(followerCountProblem('0')).toBeNull();
    expect(followerCountProblem(' 15,300 ')).toBeNull();
    expect(followerCountProblem('2000000000')).toBeNull();
    expect(followerCountProblem('2000000001')).toBe(FOLLOWER_COUNT_TOO_LARGE);
    expect(followerCountProblem('-3')).toBe(FOLLOWER_COUNT_INVALID);
    expect(followerCountProblem('1.5K')).toBe(FOLLOWER_COUNT_INVALID);
  });

  it('takes a handle of letters, digits, dots, underscores and hyphens, with or without @', () => {
    expect(networkHandleProblem('')).toBeNull();
    expect(networkHandleProblem('@nova.sings')).toBeNull();
    expect(networkHandleProblem('nova_sings-2')).toBeNull();
    expect(networkHandleProblem('nova sings')).toBe(NETWORK_HANDLE_INVALID);
    expect(networkHandleProblem('<script>')).toBe(NETWORK_HANDLE_INVALID);
    expect(networkHandleProblem('a'.repeat(65))).toBe(NETWORK_HANDLE_TOO_LONG);
  });
});
