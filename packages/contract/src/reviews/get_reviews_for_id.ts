import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { reviewObject } from './fields';

/** At most this many of a member's reviews are listed (newest first); the rating counts them all. */
export const REVIEWS_FOR_ID_LIMIT = 50;

// spec 001 §7 get_reviews_for_id (id): the reviews of a member (a talent's or business's profile), newest first, in
// the object form of §3, with their average rating (null with no reviews: shown 'NA', §9) and how many there are.
// Open to everyone. A member who is not active answers 404.
export const get_reviews_for_id = defineRequest({
  name: 'get_reviews_for_id',
  summary: 'The reviews of a member and their rating',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ id: idField }),
  output: z.object({
    id: z.number().int(),
    rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
    reviews: z.array(reviewObject),
  }),
});
