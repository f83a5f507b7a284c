import type { Handler } from '../../rpc/context';
import { cardsByIds, toMemberCards } from './search-repository';

/** spec 001 §7 get_businesses_from_id (business_ids): the public cards of active businesses, in the order asked. */
export const get_businesses_from_id: Handler<'get_businesses_from_id'> = async ({ ctx, input }) => {
  const rows = await cardsByIds(ctx.db, input.business_ids, 'BUSINESS');
  return { businesses: await toMemberCards(ctx.db, rows, ['BUSINESS']) };
};
