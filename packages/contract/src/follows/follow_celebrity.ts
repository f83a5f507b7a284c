import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { followedType, followRequestType } from './fields';

// spec 001 §7 Follow: follow_celebrity (followed_id, req_type, followed_type). Any member follows ('follow') or
// unfollows ('unfollow') a talent (SPECIALIST) or a business (BUSINESS); both are idempotent. Following a member who
// is not an active member of that role answers 404; following yourself 400. Answers whether the caller now follows
// them and how many followers they have.
export const follow_celebrity = defineRequest({
  name: 'follow_celebrity',
  summary: 'Follow or unfollow a talent or business',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({ followed_id: idField, req_type: followRequestType, followed_type: followedType }),
  output: z.object({ followed_id: z.number().int(), following: z.boolean(), followers: z.number().int() }),
});
