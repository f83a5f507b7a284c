import { PLAN_HAS_SUBSCRIBERS, PLAN_NOT_FOUND, REPLACEMENT_EDITED_THROUGH_ORIGINAL } from '@stagepass/domain/catalogue';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { effectiveInstant, nowOf, ownPlan } from './catalogue-access';
import { withNewImage } from './catalogue-images';
import {
  insertPlan,
  lockPlan,
  lockReplacementOf,
  planHasSubscribers,
  updatePlan,
  type PlanValues,
} from './catalogue-repository';
import { ownerPlanOutput } from './catalogue-views';

/**
 * spec 001 §7 update_plan, §4 replacement plans. Three kinds of change, in one transaction with the plan and its
 * replacement locked:
 * - what describes the plan (name, desc, trial, image) changes on the plan and on its replacement alike;
 * - a new price with an effective date makes or moves the replacement at that price (the plan keeps its own), and a
 *   date alone moves the replacement, or the plan's own start when it has none;
 * - a new price, currency or interval without a date changes the plan itself, only while nobody is subscribed to it
 *   (their price would change under them).
 * The replacement itself is never edited directly (400).
 */
export const update_plan: Handler<'update_plan'> = async ({ ctx, input }) => {
  const found = await ownPlan(ctx.db, ctx, input.plan_id);
  if (found.replacesPlanId !== null)
    throw new AppError('INVALID_INPUT', REPLACEMENT_EDITED_THROUGH_ORIGINAL, 'plan_id');
  const now = nowOf(ctx);
  const at = new Date(now);
  const effDate =
    input.eff_date !== undefined && input.time_zone !== undefined
      ? effectiveInstant(input.eff_date, input.time_zone, now)
      : null;

  await withNewImage(ctx, input.image, 'plans', (image) =>
    ctx.db.transaction(async (tx) => {
      const plan = await lockPlan(tx, found.id);
      if (!plan) throw new AppError('NOT_FOUND', PLAN_NOT_FOUND, 'plan_id');
      const replacement = await lockReplacementOf(tx, plan.id);

      const described: Partial<PlanValues> = {
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.desc === undefined ? {} : { description: input.desc }),
        ...(input.trial === undefined ? {} : { trialDays: input.trial }),
        ...(image === undefined ? {} : { image }),
      };
      const terms: Partial<PlanValues> = {
        ...(input.currency === undefined || input.currency === plan.currency ? {} : { currency: input.currency }),
        ...(input.interval === undefined || input.interval === plan.interval ? {} : { interval: input.interval }),
      };
      const own: Partial<PlanValues> = { ...described, ...terms };

      if (effDate && input.price !== undefined && (input.price !== plan.priceCents || replacement)) {
        // A new price from a date: the replacement plan carries it (§4).
        const dated = { priceCents: input.price, effDate, timeZone: input.time_zone! };
        if (replacement) await updatePlan(tx, replacement.id, { ...described, ...terms, ...dated }, at);
        else
          await insertPlan(
            tx,
            { productId: plan.productId, tierId: plan.tierId, replacesPlanId: plan.id },
            {
              name: plan.name,
              description: plan.description,
              currency: plan.currency,
              interval: plan.interval,
              trialDays: plan.trialDays,
              image: plan.image,
              ...described,
              ...terms,
              ...dated,
            },
            at,
          );
      } else if (effDate && replacement) {
        await updatePlan(tx, replacement.id, { ...described, ...terms, effDate, timeZone: input.time_zone! }, at);
      } else {
        if (effDate) Object.assign(own, { effDate, timeZone: input.time_zone! });
        if (input.price !== undefined && input.price !== plan.priceCents) own.priceCents = input.price;
        if (replacement && Object.keys({ ...described, ...terms }).length > 0)
          await updatePlan(tx, replacement.id, { ...described, ...terms }, at);
      }
      const changesTerms = own.priceCents !== undefined || Object.keys(terms).length > 0;
      if (changesTerms && (await planHasSubscribers(tx, plan)))
        throw new AppError('INVALID_INPUT', PLAN_HAS_SUBSCRIBERS, input.price !== undefined ? 'price' : 'currency');
      if (Object.keys(own).length > 0) await updatePlan(tx, plan.id, own, at);
      return { result: null, replaced: plan.image };
    }),
  );
  return { plan: await ownerPlanOutput(ctx.db, found.id, now) };
};
