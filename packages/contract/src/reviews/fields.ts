import { z } from 'zod';
import {
  ENTER_VALID_EMAIL,
  MEMBER_KINDS,
  RATING_INVALID,
  RATING_MAX,
  RATING_MIN,
  RECOMMENDATION_MAX_LENGTH,
  RECOMMENDATION_NEEDS_LETTERS,
  RECOMMENDATION_REQUIRED,
  RECOMMENDATION_TOO_LONG,
  REVIEW_MAX_LENGTH,
  REVIEW_NEEDS_LETTERS,
  REVIEW_REQUIRED,
  REVIEW_TOO_LONG,
} from '@stagepass/domain/reviews';
import { hasLetter } from '@stagepass/domain/text';
import { isEmail } from '@stagepass/domain/validators';

export const memberKind = z.enum(MEMBER_KINDS);
export const participantRole = z.enum(['business', 'talent', 'guest']);

/** spec 001 §3 Review payload: a whole rating from 1 to 5. */
export const ratingField = z
  .number({ error: RATING_INVALID })
  .int({ error: RATING_INVALID })
  .min(RATING_MIN, { error: RATING_INVALID })
  .max(RATING_MAX, { error: RATING_INVALID });

/** A review as typed: trimmed, with letters, at most 2000 characters. Stored and shown as text, never as HTML. */
export const reviewText = z
  .string()
  .trim()
  .min(1, REVIEW_REQUIRED)
  .max(REVIEW_MAX_LENGTH, REVIEW_TOO_LONG)
  .refine(hasLetter, REVIEW_NEEDS_LETTERS);

export const recommendationText = z
  .string()
  .trim()
  .min(1, RECOMMENDATION_REQUIRED)
  .max(RECOMMENDATION_MAX_LENGTH, RECOMMENDATION_TOO_LONG)
  .refine(hasLetter, RECOMMENDATION_NEEDS_LETTERS);

/** spec 001 §5: the alert dialog's email, compared and stored in lower case. */
export const recommenderEmail = z
  .string({ error: ENTER_VALID_EMAIL })
  .trim()
  .toLowerCase()
  .max(254, ENTER_VALID_EMAIL)
  .refine(isEmail, ENTER_VALID_EMAIL);

/**
 * spec 001 §3 Review (list form): id, text, date, rating, event id, reviewer id, reviewer name, photo (the
 * reviewer's). Ours: who it is about (subject_*), what kind of member each side is (the card links to a talent's or
 * a business's profile, §6), `unread` (about the caller and not yet marked read) and `mine` (written by the caller).
 */
export const reviewListItem = z.object({
  id: z.number().int(),
  text: z.string(),
  /** When it was written or last edited (ISO). */
  date: z.string(),
  rating: z.number().int(),
  event_id: z.number().int(),
  reviewer_id: z.number().int(),
  reviewer_name: z.string(),
  photo: z.string().nullable(),
  reviewer_kind: memberKind,
  subject_id: z.number().int(),
  subject_name: z.string(),
  subject_photo: z.string().nullable(),
  subject_kind: memberKind,
  unread: z.boolean(),
  mine: z.boolean(),
});
export type ReviewListItem = z.infer<typeof reviewListItem>;

/**
 * spec 001 §3 Review (object form): id, review, date, time_zone (the event's), s_id (the reviewer), name, photo,
 * rating, is_specialist, is_business (the reviewer's). Ours: the event, named unless it is private.
 */
export const reviewObject = z.object({
  id: z.number().int(),
  review: z.string(),
  date: z.string(),
  time_zone: z.string(),
  s_id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  rating: z.number().int(),
  is_specialist: z.boolean(),
  is_business: z.boolean(),
  event_id: z.number().int(),
  event_name: z.string().nullable(),
});
export type ReviewObject = z.infer<typeof reviewObject>;

/** A participant of the event the caller may review, and the caller's review of them so far. */
export const reviewableParty = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  kind: memberKind,
  role: participantRole,
  review_id: z.number().int().nullable(),
});
export type ReviewableParty = z.infer<typeof reviewableParty>;

/** A member as a recommendation shows them. */
export const recommendationParty = z.object({
  id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  username: z.string().nullable(),
  kind: memberKind,
});

/** spec 001 §3 Recommendation: for_id (the talent), by_id (who wrote it), rec. The code stays in its email. */
export const recommendationItem = z.object({
  id: z.number().int(),
  for_id: z.number().int(),
  by_id: z.number().int(),
  rec: z.string(),
  date: z.string(),
  for: recommendationParty,
  by: recommendationParty,
});
export type RecommendationItem = z.infer<typeof recommendationItem>;

/**
 * A request to write a recommendation addressed to the caller: claimed through its emailed link (or accepted with
 * claim_for_id), or `claimed` false when it was sent to the caller's own email and waits to be accepted.
 */
export const pendingRecRequest = z.object({
  id: z.number().int(),
  for_id: z.number().int(),
  for_name: z.string(),
  for_photo: z.string().nullable(),
  for_username: z.string().nullable(),
  /** The name the talent asked with. */
  by_name: z.string(),
  claimed: z.boolean(),
  created_at: z.string(),
});
export type PendingRecRequest = z.infer<typeof pendingRecRequest>;
