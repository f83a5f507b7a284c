import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { participantRole, reviewableParty, reviewListItem } from './fields';

// spec 001 §7 get_reviews (event_id): the reviews of one event for someone who took part in it (a ticket holder, its
// business, or talent booked on it): the reviews the caller wrote or received, and for its business all of them,
// newest first. Also who the caller may review there (with their review so far), whether the event has ended (reviews
// open then, on the server's clock) and the caller's part in it. Anyone else who may open the event's page gets no part
// (role null), no reviews and nobody to review; a missing event, someone else's draft, or a private event the caller
// had no part in answers 404.
export const get_reviews = defineRequest({
  name: 'get_reviews',
  summary: 'The reviews of an event you took part in, and who you may review',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: z.object({ event_id: idField }),
  output: z.object({
    event_id: z.number().int(),
    event_name: z.string(),
    /** When the event ends (ISO); reviews open then. */
    ends_at: z.string(),
    ended: z.boolean(),
    /** The caller's part in the event; null: none. */
    role: participantRole.nullable(),
    reviews: z.array(reviewListItem),
    reviewable: z.array(reviewableParty),
  }),
});
