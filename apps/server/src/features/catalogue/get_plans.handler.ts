import { CATALOGUE_LIST_LIMIT } from '@stagepass/domain/catalogue';
import type { Handler } from '../../rpc/context';
import { lookForQuery, nowOf, signedInId } from './catalogue-access';
import { findPlan, findProduct, listProducts, type ProductRecord } from './catalogue-repository';
import { loadCatalogue, planOutput, visiblePlans } from './catalogue-views';

/**
 * spec 001 §5 plans: createdByMe, then productId, then planId, then byId/lookFor. Each finds products first (their
 * indexes), then their plans in one query; others than the owner see the open plans only.
 */
export const get_plans: Handler<'get_plans'> = async ({ ctx, input }) => {
  const viewer = ctx.member?.id ?? null;
  const visible = (p: ProductRecord | null) => (p && (!p.disabled || p.ownerId === viewer) ? [p] : []);
  let products: ProductRecord[];
  let planId: number | null = null;
  if (input.createdByMe) {
    products = await listProducts(ctx.db, {
      ownerId: signedInId(ctx),
      withDisabled: true,
      limit: CATALOGUE_LIST_LIMIT,
    });
  } else if (input.productId !== undefined) {
    products = visible(await findProduct(ctx.db, input.productId));
  } else if (input.planId !== undefined) {
    planId = input.planId;
    const plan = await findPlan(ctx.db, input.planId);
    products = plan ? visible(await findProduct(ctx.db, plan.plan.productId)) : [];
  } else {
    const tsquery = lookForQuery(input.lookFor);
    products =
      input.lookFor !== undefined && tsquery === null
        ? []
        : await listProducts(ctx.db, {
            ...(input.byId === undefined ? {} : { ownerId: input.byId }),
            ...(tsquery === null ? {} : { tsquery }),
            withDisabled: input.byId !== undefined && input.byId === viewer,
            limit: CATALOGUE_LIST_LIMIT,
          });
  }
  const now = nowOf(ctx);
  const catalogue = await loadCatalogue(ctx.db, products);
  const plans = visiblePlans(catalogue, viewer, now).filter((p) => planId === null || p.id === planId);
  return { plans: plans.map((p) => planOutput(catalogue, p, now)) };
};
