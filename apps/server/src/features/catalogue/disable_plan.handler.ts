import { REPLACEMENT_CANNOT_BE_DELETED } from '@stagepass/domain/catalogue';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { effectiveInstant, nowOf, ownPlan } from './catalogue-access';
import { updatePlan } from './catalogue-repository';
import { ownerPlanOutput } from './catalogue-views';

/**
 * spec 001 §7 disable_plan, §4: closed to new members at once, or from the effective date in its time zone. 'A
 * replacement plan cannot be deleted': it closes with the plan it replaces.
 */
export const disable_plan: Handler<'disable_plan'> = async ({ ctx, input }) => {
  const plan = await ownPlan(ctx.db, ctx, input.plan_id);
  if (plan.replacesPlanId !== null) throw new AppError('INVALID_INPUT', REPLACEMENT_CANNOT_BE_DELETED, 'plan_id');
  const now = nowOf(ctx);
  const from =
    input.eff_date !== undefined && input.time_zone !== undefined
      ? effectiveInstant(input.eff_date, input.time_zone, now)
      : null;
  await updatePlan(
    ctx.db,
    plan.id,
    { disabled: true, disabledFrom: from, disabledTimeZone: from ? input.time_zone! : null },
    new Date(now),
  );
  return { plan: await ownerPlanOutput(ctx.db, plan.id, now) };
};
