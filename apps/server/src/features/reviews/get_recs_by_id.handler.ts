import { RECS_LIMIT } from '@stagepass/contract/reviews/get_recs_for_id';
import type { Handler } from '../../rpc/context';
import { countFor, listBy } from './recommendations-repository';
import { recommendationItem } from './views';

/** spec 001 §7 get_recs_by_id (by_id): the recommendations a member wrote, newest first. Public. */
export const get_recs_by_id: Handler<'get_recs_by_id'> = async ({ ctx, input }) => {
  const rows = await listBy(ctx.db, input.by_id, RECS_LIMIT);
  const count = rows.length < RECS_LIMIT ? rows.length : await countFor(ctx.db, 'byId', input.by_id);
  return { by_id: input.by_id, count, recommendations: rows.map(recommendationItem) };
};
