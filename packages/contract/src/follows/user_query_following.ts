import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { followedMember, followedType } from './fields';

// spec 001 §7 Follow: user_query_following. Who the caller follows, newest first (optionally only talent or only
// businesses), and the counts: how many of each the caller follows and how many follow the caller.
export const user_query_following = defineRequest({
  name: 'user_query_following',
  summary: 'The talent and businesses you follow',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({ followed_type: followedType.optional() }),
  output: z.object({
    following: z.array(followedMember),
    counts: z.object({
      specialists: z.number().int(),
      businesses: z.number().int(),
      total: z.number().int(),
      followers: z.number().int(),
    }),
  }),
});
