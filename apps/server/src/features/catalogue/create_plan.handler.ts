import { PLAN_PAYOUT_ACCOUNT_REQUIRED } from '@stagepass/domain/catalogue';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { hasEnabledPayoutAccount } from '../payments/payouts-repository';
import { effectiveInstant, nowOf, ownTier } from './catalogue-access';
import { withNewImage } from './catalogue-images';
import { insertPlan } from './catalogue-repository';
import { ownerPlanOutput } from './catalogue-views';

/**
 * spec 001 §7 create_plan: a plan of the caller's own tier (404 otherwise). §6: digital subscriptions need an
 * enabled payout account, so subscription revenue can be paid out (409 before anything is stored).
 */
export const create_plan: Handler<'create_plan'> = async ({ ctx, input }) => {
  const tier = await ownTier(ctx.db, ctx, input.tier_id);
  if (!(await hasEnabledPayoutAccount(ctx.db, ctx.member.id)))
    throw new AppError('PAYOUT_ACCOUNT_REQUIRED', PLAN_PAYOUT_ACCOUNT_REQUIRED);
  const now = nowOf(ctx);
  const effDate =
    input.eff_date !== undefined && input.time_zone !== undefined
      ? effectiveInstant(input.eff_date, input.time_zone, now)
      : null;
  const planId = await withNewImage(ctx, input.image, 'plans', async (image) => ({
    result: await insertPlan(
      ctx.db,
      { productId: tier.productId, tierId: tier.id },
      {
        name: input.name,
        description: input.desc,
        priceCents: input.price,
        currency: input.currency,
        interval: input.interval,
        trialDays: input.trial ?? null,
        effDate,
        timeZone: effDate ? input.time_zone! : null,
        image: image ?? null,
      },
      new Date(now),
    ),
    replaced: null,
  }));
  return { plan: await ownerPlanOutput(ctx.db, planId, now) };
};
