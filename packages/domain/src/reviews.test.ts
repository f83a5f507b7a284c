import { describe, expect, it } from 'vitest';
import {
  ENTER_VALID_EMAIL,
  RATING_INVALID,
  RECOMMENDATION_NEEDS_LETTERS,
  RECOMMENDATION_REQUIRED,
  RECOMMENDATION_TOO_LONG,
  REVIEW_NEEDS_LETTERS,
  REVIEW_REQUIRED,
  REVIEW_TARGETS,
  REVIEW_TOO_LONG,
  SEE_LESS,
  SEE_MORE,
  memberKind,
  ratingError,
  recommendationTextError,
  reviewLinkParty,
  reviewOverflows,
  reviewTextError,
  reviewsOpen,
  starsText,
  type ReviewParty,
} from './reviews';

describe('who reviews whom (issue 13)', () => {
  it('a ticket holder reviews the business and the talent; business and talent review each other', () => {
    expect(REVIEW_TARGETS.guest).toEqual(['business', 'talent']);
    expect(REVIEW_TARGETS.business).toEqual(['talent']);
    expect(REVIEW_TARGETS.talent).toEqual(['business']);
  });

  it('opens reviews once the event has ended, not a millisecond before', () => {
    expect(reviewsOpen(1000, 999)).toBe(false);
    expect(reviewsOpen(1000, 1000)).toBe(true);
    expect(reviewsOpen(1000, 5000)).toBe(true);
  });

  it('tells talent, businesses and everyone else apart by their flags', () => {
    expect(memberKind({ isSpecialist: true, isBusiness: false })).toBe('SPECIALIST');
    expect(memberKind({ isSpecialist: false, isBusiness: true })).toBe('BUSINESS');
    expect(memberKind({ isSpecialist: false, isBusiness: false })).toBe('USER');
  });
});

describe('a review: rating 1 to 5 and a text', () => {
  it('takes only whole ratings from 1 to 5', () => {
    for (const r of [1, 2, 3, 4, 5]) expect(ratingError(r)).toBeNull();
    for (const r of [0, 6, 2.5, -1, Number.NaN, '4', null]) expect(ratingError(r)).toBe(RATING_INVALID);
  });

  it('needs a text with letters, at most 2000 characters once trimmed', () => {
    expect(reviewTextError('  Great night!  ')).toBeNull();
    expect(reviewTextError('   ')).toBe(REVIEW_REQUIRED);
    expect(reviewTextError('5/5 !!!')).toBe(REVIEW_NEEDS_LETTERS);
    expect(reviewTextError(`${'a'.repeat(2000)}  `)).toBeNull();
    expect(reviewTextError('a'.repeat(2001))).toBe(REVIEW_TOO_LONG);
  });

  it('shows a rating as five stars', () => {
    expect(starsText(4)).toBe('★★★★☆');
    expect(starsText(1)).toBe('★☆☆☆☆');
    expect(starsText(5)).toBe('★★★★★');
  });
});

describe('the review card (spec 001 §2, §6)', () => {
  it('collapses a long review, or one of more than two lines, and says See more and See less', () => {
    expect([SEE_MORE, SEE_LESS]).toEqual(['See more', 'See less']);
    expect(reviewOverflows('Short and sweet.')).toBe(false);
    expect(reviewOverflows('x'.repeat(141))).toBe(true);
    expect(reviewOverflows('one\ntwo\nthree')).toBe(true);
  });

  const fan: ReviewParty = { id: 1, kind: 'USER' };
  const talent: ReviewParty = { id: 2, kind: 'SPECIALIST' };
  const venue: ReviewParty = { id: 3, kind: 'BUSINESS' };

  it('links a business to the creator, a talent to the business, anyone else to who was reviewed', () => {
    // The business reads the talent's review of it, and the fan's review of the talent.
    expect(reviewLinkParty('business', talent, venue, [3])).toEqual(talent);
    expect(reviewLinkParty('business', fan, talent, [3])).toEqual(talent);
    // The talent reads the business's review of them, and a fan's review of them.
    expect(reviewLinkParty('specialist', venue, talent, [2])).toEqual(venue);
    expect(reviewLinkParty('specialist', fan, talent, [2])).toBeNull();
    // A fan (or a visitor) goes to the reviewed talent or business.
    expect(reviewLinkParty('user', fan, talent)).toEqual(talent);
    expect(reviewLinkParty('user', talent, venue)).toEqual(venue);
  });

  it('never links to an excluded profile (the page the card is on): the other side instead, if it has one', () => {
    expect(reviewLinkParty('user', venue, talent, [2])).toEqual(venue);
    expect(reviewLinkParty('user', fan, talent, [2])).toBeNull();
    expect(reviewLinkParty('business', venue, talent, [2])).toEqual(venue);
  });
});

describe('recommendations', () => {
  it('needs a text with letters, at most 2000 characters', () => {
    expect(recommendationTextError('A born performer.')).toBeNull();
    expect(recommendationTextError(' \n ')).toBe(RECOMMENDATION_REQUIRED);
    expect(recommendationTextError('10/10')).toBe(RECOMMENDATION_NEEDS_LETTERS);
    expect(recommendationTextError('b'.repeat(2001))).toBe(RECOMMENDATION_TOO_LONG);
  });

  it("asks the alert dialog's email with spec 001 §5's wording", () => {
    expect(ENTER_VALID_EMAIL).toBe('Please enter a valid email!');
  });
});
