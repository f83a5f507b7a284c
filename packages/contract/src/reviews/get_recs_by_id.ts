import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { recommendationItem } from './fields';

// spec 001 §7 get_recs_by_id (by_id): the recommendations a member wrote, newest first. Open to everyone (they are
// shown on the recommended talent's profile).
export const get_recs_by_id = defineRequest({
  name: 'get_recs_by_id',
  summary: 'The recommendations a member wrote',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ by_id: idField }),
  output: z.object({ by_id: z.number().int(), count: z.number().int(), recommendations: z.array(recommendationItem) }),
});
