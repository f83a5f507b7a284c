import { RECS_LIMIT } from '@stagepass/contract/reviews/get_recs_for_id';
import type { Handler } from '../../rpc/context';
import { countFor, listFor } from './recommendations-repository';
import { recommendationItem } from './views';

/** spec 001 §7 get_recs_for_id (for_id): the recommendations written for a talent, newest first. Public. */
export const get_recs_for_id: Handler<'get_recs_for_id'> = async ({ ctx, input }) => {
  const rows = await listFor(ctx.db, input.for_id, RECS_LIMIT);
  const count = rows.length < RECS_LIMIT ? rows.length : await countFor(ctx.db, 'forId', input.for_id);
  return { for_id: input.for_id, count, recommendations: rows.map(recommendationItem) };
};
