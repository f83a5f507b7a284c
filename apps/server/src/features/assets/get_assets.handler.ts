import { ASSET_LIST_DEFAULT } from '@stagepass/domain/assets';
import { prefixQuery, searchWords } from '@stagepass/domain/talent-search';
import type { Handler } from '../../rpc/context';
import { visibleTo } from './asset-access';
import { toViews } from './asset-views';
import * as repo from './assets-repository';

/**
 * spec 001 §7 get_assets, §5 the filters' priority: purchased, then assetId (inline: with the body, for those with
 * access), then type, byId and lookFor together. A logged-out caller has bought nothing. byId naming the caller lists
 * their unpublished assets too; everything else lists published ones. A lookFor with no letters or digits filters
 * nothing.
 */
export const get_assets: Handler<'get_assets'> = async ({ ctx, input }) => {
  const viewerId = ctx.member?.id ?? null;
  const limit = input.limit ?? ASSET_LIST_DEFAULT;
  const offset = input.offset ?? 0;
  if (input.purchased) {
    const rows = viewerId === null ? [] : await repo.listPurchased(ctx.db, viewerId, limit, offset);
    return { assets: await toViews(ctx.db, rows, viewerId) };
  }
  if (input.assetId !== undefined) {
    const inline = input.inline === true;
    const row = await repo.findActive(ctx.db, input.assetId, inline);
    const rows = row && (await visibleTo(ctx.db, viewerId, row)) ? [row] : [];
    return { assets: await toViews(ctx.db, rows, viewerId, inline) };
  }
  const tsquery = input.lookFor === undefined ? null : prefixQuery(searchWords(input.lookFor));
  const rows = await repo.list(
    ctx.db,
    {
      ...(input.type === undefined ? {} : { type: input.type }),
      ...(input.byId === undefined ? {} : { byId: input.byId }),
      ...(tsquery === null ? {} : { tsquery }),
      withUnpublished: viewerId !== null && input.byId === viewerId,
    },
    limit,
    offset,
  );
  return { assets: await toViews(ctx.db, rows, viewerId) };
};
