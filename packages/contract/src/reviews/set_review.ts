import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { ratingField, reviewListItem, reviewText } from './fields';

// spec 001 §7 set_review (friend_id, event_id, review_id, review, rating): review another participant of an event you
// took part in, once it has ended (on the server's clock; before, 409). A ticket holder reviews the business or talent
// booked on it; the business and the booked talent review each other. One review per reviewer, member and event:
// sending again, or with its review_id, edits it (and it is unread again for the member it is about). An event you
// had no part in, someone you may not review there, or another member's review_id answers 404.
export const set_review = defineRequest({
  name: 'set_review',
  summary: 'Review (or edit your review of) a participant of an event that ended',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: z.object({
    friend_id: idField,
    event_id: idField,
    review_id: idField.optional(),
    review: reviewText,
    rating: ratingField,
  }),
  output: z.object({ review: reviewListItem, created: z.boolean() }),
});
