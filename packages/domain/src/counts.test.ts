import { describe, expect, it } from 'vitest';
import { countDisplay, followerDisplay, followerLine, ratingDisplay } from './counts';

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
    ).toEqual({ network: 'Instagram', text: '1.5M' });
  });

  it('keeps the first network on a tie', () => {
    expect(
      followerDisplay([
        { network: 'Twitter', count: 50 },
        { network: 'Youtube', count: 50 },
      ]),
    ).toEqual({ network: 'Twitter', text: '50' });
  });

  it('shows nothing at zero', () => {
    expect(followerDisplay([{ network: 'Stagepass', count: 0 }])).toBeNull();
    expect(followerDisplay([])).toBeNull();
  });

  it('reads as a line', () => {
    expect(followerLine({ network: 'Instagram', text: '1.5K' })).toBe('1.5K Instagram followers');
    expect(followerLine({ network: 'Stagepass', text: '1' })).toBe('1 Stagepass follower');
  });
});
