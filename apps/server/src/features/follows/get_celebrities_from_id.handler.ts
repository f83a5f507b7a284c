import type { Handler } from '../../rpc/context';
import { cardsByIds, toMemberCards } from './search-repository';

/** spec 001 §7 get_celebrities_from_id (celebs_id): the public cards of active talent, in the order asked. */
export const get_celebrities_from_id: Handler<'get_celebrities_from_id'> = async ({ ctx, input }) => {
  const rows = await cardsByIds(ctx.db, input.celebs_id, 'SPECIALIST');
  return { celebrities: await toMemberCards(ctx.db, rows, ['SPECIALIST']) };
};
