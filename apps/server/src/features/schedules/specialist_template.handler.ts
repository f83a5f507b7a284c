import {
  LOCATION_NOT_FOUND,
  SCHEDULE_ENDS_BEFORE_START,
  schedulePriceProblem,
  TEMPLATE_NAME_TAKEN,
  TEMPLATE_NOT_FOUND,
} from '@stagepass/domain/schedules';
import { TEMPLATE_REQUIRED_FIELDS } from '@stagepass/contract/schedules/specialist_template';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { termsToStored } from './schedule-input';
import * as repo from './schedules-repository';

/**
 * spec 001 §7 specialist_template, §3 Template: saves a template by name (creating it, or replacing the one of that
 * name); a rename names the template by old_name; `delete` removes the named one. Times are local 'HH:mm'.
 */
export const specialist_template: Handler<'specialist_template'> = async ({ ctx, input }) => {
  const talentId = ctx.member.id;
  const now = new Date(ctx.clock.now());
  if (input.delete === true) {
    await ctx.db.transaction(async (tx) => {
      await repo.lockTalentSchedules(tx, talentId);
      const current = await repo.lockOwnTemplate(tx, talentId, input.name);
      if (!current) throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND, 'name');
      await repo.deleteTemplate(tx, current.id);
    });
    return { template: null };
  }
  for (const field of TEMPLATE_REQUIRED_FIELDS)
    if (input[field] === undefined) throw new AppError('INVALID_INPUT', `${field}: Required`, field);
  const fields = {
    ...input,
    start_time: input.start_time!,
    end_time: input.end_time!,
    buffer_time: input.buffer_time!,
    rate: input.rate!,
    lockout: input.lockout!,
    max_events: input.max_events!,
  };
  if (fields.end_time <= fields.start_time) throw new AppError('INVALID_INPUT', SCHEDULE_ENDS_BEFORE_START, 'end_time');
  const price = schedulePriceProblem(fields);
  if (price) throw new AppError('INVALID_INPUT', price.message, price.field);
  await ctx.db.transaction(async (tx) => {
    await repo.lockTalentSchedules(tx, talentId);
    if (input.location_id != null && !(await repo.findOwnLocation(tx, talentId, input.location_id)))
      throw new AppError('NOT_FOUND', LOCATION_NOT_FOUND, 'location_id');
    const values: repo.TemplateValues = {
      talentId,
      name: input.name,
      locationId: input.location_id ?? null,
      startTime: fields.start_time,
      endTime: fields.end_time,
      ...termsToStored(fields),
    };
    const named = await repo.lockOwnTemplate(tx, talentId, input.name);
    if (input.old_name !== undefined && input.old_name !== input.name) {
      const renamed = await repo.lockOwnTemplate(tx, talentId, input.old_name);
      if (!renamed) throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND, 'old_name');
      if (named) throw new AppError('CONFLICT', TEMPLATE_NAME_TAKEN, 'name');
      await repo.updateTemplate(tx, renamed.id, values, now);
    } else if (named) await repo.updateTemplate(tx, named.id, values, now);
    else if (input.old_name !== undefined) throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND, 'old_name');
    else await repo.insertTemplate(tx, values, now);
  });
  const [template] = await repo.templateItems(ctx.db, talentId, input.name);
  return { template: template! };
};
