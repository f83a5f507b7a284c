// Reviews and recommendations (spec 001 §2 review card, §3 Review and Recommendation, §5 alert dialog, §6, §7 Reviews
// and recommendations): who may review whom at an event and when, the limits of a review and a recommendation, the
// texts of both, and where a review card links for each viewer.

import { isBlank, hasLetter } from './text';

// ---------------------------------------------------------------------------------------------
// Who reviews whom

/**
 * How a member took part in an event (issue 13: 'a ticket holder, or the business or talent of a booking'). A member
 * with more than one part counts as the first of business, talent, guest.
 */
export type ParticipantRole = 'business' | 'talent' | 'guest';

/**
 * Whom each participant may review: a ticket holder reviews the business and the booked talent; the business and the
 * booked talent review each other. Nobody reviews a ticket holder.
 */
export const REVIEW_TARGETS: Record<ParticipantRole, readonly Exclude<ParticipantRole, 'guest'>[]> = {
  guest: ['business', 'talent'],
  business: ['talent'],
  talent: ['business'],
};

/** spec 001 §7 / issue 13: 'Only after the event ends.' */
export function reviewsOpen(eventEndMs: number, nowMs: number): boolean {
  return nowMs >= eventEndMs;
}

/** The kind of member a review names, from their role flags: talent and businesses have profiles (spec 001 §2). */
export const MEMBER_KINDS = ['SPECIALIST', 'BUSINESS', 'USER'] as const;
export type MemberKind = (typeof MEMBER_KINDS)[number];

export function memberKind(flags: { isSpecialist: boolean; isBusiness: boolean }): MemberKind {
  if (flags.isSpecialist) return 'SPECIALIST';
  if (flags.isBusiness) return 'BUSINESS';
  return 'USER';
}

// ---------------------------------------------------------------------------------------------
// A review: a rating of 1 to 5 and a text

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATINGS = [1, 2, 3, 4, 5] as const;
/** Ours: a review or a recommendation is at most this long. */
export const REVIEW_MAX_LENGTH = 2000;
export const RECOMMENDATION_MAX_LENGTH = 2000;

export const RATING_INVALID = 'Please choose a rating from 1 to 5.';
export const REVIEW_REQUIRED = 'Please write your review.';
export const REVIEW_NEEDS_LETTERS = 'Your review must include letters.';
export const REVIEW_TOO_LONG = `Please keep your review under ${REVIEW_MAX_LENGTH} characters.`;

/** The error of a rating as chosen, or null: a whole number from 1 to 5. */
export function ratingError(rating: unknown): string | null {
  return typeof rating === 'number' && Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX
    ? null
    : RATING_INVALID;
}

/** The error of a review's text as typed (it is sent trimmed), or null. */
export function reviewTextError(text: string): string | null {
  const trimmed = text.trim();
  if (isBlank(trimmed)) return REVIEW_REQUIRED;
  if (!hasLetter(trimmed)) return REVIEW_NEEDS_LETTERS;
  if (trimmed.length > REVIEW_MAX_LENGTH) return REVIEW_TOO_LONG;
  return null;
}

/** '★★★★☆': a rating as five stars (the card also says it in words for screen readers). */
export function starsText(rating: number): string {
  const full = Math.max(0, Math.min(RATING_MAX, Math.round(rating)));
  return '★'.repeat(full) + '☆'.repeat(RATING_MAX - full);
}

export const ratingLabel = (rating: number) => `Rated ${rating} out of ${RATING_MAX}`;

// Refusals.
export const REVIEW_NOT_YET = 'You can review this event once it has ended.';
export const REVIEW_EVENT_NOT_FOUND = 'Event not found';
export const REVIEW_SUBJECT_NOT_FOUND = 'There is nobody by that id for you to review at this event.';
export const REVIEW_NOT_FOUND = 'Review not found';
export const CANNOT_REVIEW_YOURSELF = 'You cannot review yourself.';
export const REVIEWED_MEMBER_NOT_FOUND = 'Member not found';

// ---------------------------------------------------------------------------------------------
// The review card (spec 001 §2: 'shows only the first review, collapsed to two lines with See more and See less';
// §6: 'Review cards link to the creator or business profile depending on the viewer's role')

export const SEE_MORE = 'See more';
export const SEE_LESS = 'See less';
/** Lines of a collapsed review. */
export const REVIEW_COLLAPSED_LINES = 2;
/**
 * Where the page cannot measure the text (no layout: a test, a server render), a review longer than this, or of more
 * than two lines, is taken to overflow two lines of the card.
 */
export const REVIEW_COLLAPSED_CHARS = 140;

export function reviewOverflows(text: string): boolean {
  return text.length > REVIEW_COLLAPSED_CHARS || text.split('\n').length > REVIEW_COLLAPSED_LINES;
}

/** Who looks at a card: a business, a talent (an agency acting as one included), or anyone else. */
export type ReviewViewer = 'business' | 'specialist' | 'user';

export interface ReviewParty {
  id: number;
  kind: MemberKind;
}

/**
 * spec 001 §6: the profile a review card links to. A business is shown the creator (the talent who wrote the review,
 * or the talent it is about); a talent the business; anyone else the reviewed talent or business, else the
 * reviewer's. Never a profile of `exclude` (the viewer's own, the profile page the card is on): then the other side's,
 * if it has a profile; else null.
 */
export function reviewLinkParty(
  viewer: ReviewViewer,
  reviewer: ReviewParty,
  subject: ReviewParty,
  exclude: readonly number[] = [],
): ReviewParty | null {
  const preferred: MemberKind = viewer === 'business' ? 'SPECIALIST' : 'BUSINESS';
  const parties = (viewer === 'user' ? [subject, reviewer] : [reviewer, subject]).filter(
    (p) => p.kind !== 'USER' && !exclude.includes(p.id),
  );
  if (viewer === 'user') return parties[0] ?? null;
  return parties.find((p) => p.kind === preferred) ?? parties[0] ?? null;
}

// Screen texts.
export const REVIEWS_HEADING = 'Reviews';
export const WRITE_REVIEW = (name: string) => `Review ${name}`;
export const EDIT_REVIEW = (name: string) => `Edit your review of ${name}`;
export const REVIEW_FORM_TITLE = (name: string) => `Your review of ${name}`;
export const RATING_LABEL = 'Rating';
export const REVIEW_LABEL = 'Your review';
export const SUBMIT_REVIEW = 'Post review';
export const REVIEW_SAVED = 'Review saved';
export const REVIEW_AFTER_EVENT = (names: string) => `You can review ${names} once the event has ended.`;
export const NO_EVENT_REVIEWS = 'No reviews for this event yet.';
export const CANCEL = 'Cancel';

// ---------------------------------------------------------------------------------------------
// Recommendations (spec 001 §7: request_rec, write_rec; spec 000 §2.8 recreq)

/** spec 001 §5: the alert dialog's email input. */
export const ENTER_VALID_EMAIL = 'Please enter a valid email!';
/** Ours: a talent may ask this many people for a recommendation a day. */
export const REC_REQUESTS_PER_DAY = 20;

export const RECOMMENDATION_REQUIRED = 'Please write your recommendation.';
export const RECOMMENDATION_NEEDS_LETTERS = 'Your recommendation must include letters.';
export const RECOMMENDATION_TOO_LONG = `Please keep your recommendation under ${RECOMMENDATION_MAX_LENGTH} characters.`;

export function recommendationTextError(text: string): string | null {
  const trimmed = text.trim();
  if (isBlank(trimmed)) return RECOMMENDATION_REQUIRED;
  if (!hasLetter(trimmed)) return RECOMMENDATION_NEEDS_LETTERS;
  if (trimmed.length > RECOMMENDATION_MAX_LENGTH) return RECOMMENDATION_TOO_LONG;
  return null;
}

export const REC_REQUEST_SENT = 'Recommendation request sent.';
export const REC_TOO_MANY = 'You have asked for many recommendations today. Please try again tomorrow.';
export const REC_ASK_YOURSELF = 'You cannot ask yourself for a recommendation.';
export const REC_NOT_YOU = 'Talent not found';
export const REC_REQUEST_NOT_FOUND = 'Recommendation request not found';
export const REC_ALREADY_WRITTEN = 'This recommendation was already written.';
export const REC_WRITE_YOURSELF = 'You cannot write a recommendation for yourself.';
export const REC_SIGN_IN_FIRST = 'Please sign in, then open the link again to write your recommendation.';
export const REC_ACCEPTED = 'Recommendation request accepted.';
export const REC_DECLINED = 'Recommendation request declined.';
export const REC_WRITTEN = 'Thank you! Your recommendation was posted.';

// Screen texts.
export const RECOMMENDATIONS_HEADING = 'Recommendations';
export const REQUEST_RECOMMENDATION = 'Request a recommendation';
export const REQUEST_RECOMMENDATION_PROMPT =
  'Who should recommend you? We email them a link to write a recommendation for your profile.';
export const EMAIL_LABEL = 'Email';
export const SEND = 'Send';
export const PENDING_REC_HEADING = 'Recommendations to write';
export const WRITE_RECOMMENDATION_FOR = (name: string) => `Recommend ${name}`;
export const RECOMMENDATION_LABEL = 'Your recommendation';
export const POST_RECOMMENDATION = 'Post recommendation';
export const ACCEPT = 'Accept';
export const DECLINE = 'Decline';
export const RECOMMENDED_BY = (name: string) => `Recommended by ${name}`;
