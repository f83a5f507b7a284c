import { EVENT_NOT_FOUND } from '@stagepass/domain/events';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import * as repo from './events-repository';
import { visibleTo } from './visibility';

/**
 * spec 001 §7 watch_item, §4 watch toggle. Only what the member may see in lists can be watched: a published
 * public event, or its own. A private event is seen only with its password, which watching does not carry, so it
 * is not watchable by others (the watchlist would show it without the password). Assets, products and posts arrive
 * with their issues; until then they are not found.
 */
export const watch_item: Handler<'watch_item'> = async ({ ctx, input }) => {
  const row = input.item_type === 'EVENT' ? await repo.findById(ctx.db, input.item_id) : null;
  if (!row || !visibleTo(row, ctx.member.id, { privateByLink: false }))
    throw new AppError('NOT_FOUND', EVENT_NOT_FOUND, 'item_id');
  await repo.watch(ctx.db, ctx.member.id, input.item_type, input.item_id, new Date(ctx.clock.now()));
  return { watched: true };
};
