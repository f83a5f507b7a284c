import { CATALOGUE_LIST_LIMIT } from '@stagepass/domain/catalogue';
import type { Handler } from '../../rpc/context';
import { lookForQuery } from './catalogue-access';
import { listCollections, purchasedCollectionIds, type CollectionRecord } from './collections-repository';
import { collectionOutputs } from './collection-views';

/**
 * spec 001 §5 collections: purchased, otherwise active/byId/lookFor. Only the owner, reading their own (byId), sees
 * collections that are not active.
 */
export const get_collections: Handler<'get_collections'> = async ({ ctx, input }) => {
  const viewer = ctx.member?.id ?? null;
  let rows: CollectionRecord[];
  if (input.purchased) {
    rows =
      viewer === null
        ? []
        : await listCollections(ctx.db, {
            ids: await purchasedCollectionIds(ctx.db, viewer),
            activeOnly: true,
            limit: CATALOGUE_LIST_LIMIT,
          });
  } else {
    const tsquery = lookForQuery(input.lookFor);
    rows =
      input.lookFor !== undefined && tsquery === null
        ? []
        : await listCollections(ctx.db, {
            ...(input.byId === undefined ? {} : { ownerId: input.byId }),
            ...(tsquery === null ? {} : { tsquery }),
            activeOnly: input.active === true || input.byId === undefined || input.byId !== viewer,
            limit: CATALOGUE_LIST_LIMIT,
          });
  }
  return { collections: await collectionOutputs(ctx.db, rows) };
};
