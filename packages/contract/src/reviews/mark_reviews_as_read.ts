import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

// spec 001 §7 mark_reviews_as_read (review_ids): the reviewed member has seen these reviews ('Review Available' and
// 'Reviews Available' go once none is unread). Only reviews about the caller are marked; others (and missing ids) are
// ignored, and when none is about the caller the answer is 404. Answers the ids covered and the caller's unread count.
export const mark_reviews_as_read = defineRequest({
  name: 'mark_reviews_as_read',
  summary: 'Mark reviews about you as read',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: z.object({ review_ids: z.array(idField).min(1).max(200) }),
  output: z.object({ review_ids: z.array(z.number().int()), unread: z.number().int() }),
});
