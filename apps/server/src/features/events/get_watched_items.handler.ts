import type { Handler } from '../../rpc/context';
import { toCards } from './event-cards';
import * as repo from './events-repository';
import { visibleTo } from './visibility';

/**
 * spec 001 §7 get_watched_items, newest first, with the watched events' cards. An event that became a draft or
 * was deleted drops out of the answer (and a deleted one out of the list).
 */
export const get_watched_items: Handler<'get_watched_items'> = async ({ ctx, input }) => {
  const watched = await repo.listWatched(ctx.db, ctx.member.id, input.item_type);
  const eventIds = watched.filter((w) => w.itemType === 'EVENT').map((w) => w.itemId);
  const rows = new Map((await repo.listByIds(ctx.db, eventIds)).map((r) => [r.id, r]));
  const seen = (id: number) => {
    const row = rows.get(id);
    return row !== undefined && visibleTo(row, ctx.member.id, { privateByLink: false });
  };
  const items = watched.filter((w) => w.itemType !== 'EVENT' || seen(w.itemId));
  const events = await toCards(
    ctx.db,
    items.filter((w) => w.itemType === 'EVENT').map((w) => rows.get(w.itemId)!),
    { viewerId: ctx.member.id },
  );
  return {
    items: items.map((w) => ({
      item_id: w.itemId,
      item_type: w.itemType as 'EVENT',
      watched_at: w.createdAt.toISOString(),
    })),
    events,
  };
};
