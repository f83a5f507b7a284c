import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { recommendationItem } from './fields';

/** At most this many recommendations are listed, newest first; `count` counts them all. */
export const RECS_LIMIT = 50;

// spec 001 §7 get_recs_for_id (for_id): the recommendations written for a talent, newest first. Open to everyone.
export const get_recs_for_id = defineRequest({
  name: 'get_recs_for_id',
  summary: 'The recommendations written for a talent',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ for_id: idField }),
  output: z.object({ for_id: z.number().int(), count: z.number().int(), recommendations: z.array(recommendationItem) }),
});
