import type { Handler } from '../../rpc/context';
import * as repo from './events-repository';

/** spec 001 §7 unwatch_item: unwatching what one does not watch is no error. */
export const unwatch_item: Handler<'unwatch_item'> = async ({ ctx, input }) => {
  await repo.unwatch(ctx.db, ctx.member.id, input.item_type, input.item_id);
  return { watched: false };
};
