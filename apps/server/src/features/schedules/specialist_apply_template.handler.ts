import {
  APPLY_TEMPLATE_DUPLICATE_DATES,
  onDateMessage,
  TEMPLATE_NEEDS_LOCATION,
  TEMPLATE_NOT_FOUND,
  templateTimeToInstant,
} from '@stagepass/domain/schedules';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { writeSchedule } from './schedule-writes';
import * as repo from './schedules-repository';

/**
 * Ours (issue 12: templates applied to chosen dates): one schedule per date at the template's local times, in its
 * location's time zone, with the rules of specialist_schedule. All or nothing, in one transaction; a refusal names
 * the date that failed.
 */
export const specialist_apply_template: Handler<'specialist_apply_template'> = async ({ ctx, input }) => {
  const talentId = ctx.member.id;
  const dates = [...input.dates].sort();
  if (new Set(dates).size !== dates.length)
    throw new AppError('INVALID_INPUT', APPLY_TEMPLATE_DUPLICATE_DATES, 'dates');
  const nowMs = ctx.clock.now();
  const ids = await ctx.db.transaction(async (tx) => {
    await repo.lockTalentSchedules(tx, talentId);
    const template = await repo.lockOwnTemplate(tx, talentId, input.name);
    if (!template) throw new AppError('NOT_FOUND', TEMPLATE_NOT_FOUND, 'name');
    const location =
      template.locationId === null ? null : await repo.findOwnLocation(tx, talentId, template.locationId);
    if (!location) throw new AppError('INVALID_INPUT', TEMPLATE_NEEDS_LOCATION, 'name');
    const made: number[] = [];
    for (const date of dates) {
      try {
        const { scheduleId } = await writeSchedule(
          tx,
          talentId,
          null,
          {
            locationId: location.id,
            startMs: templateTimeToInstant(date, template.startTime, location.timeZone),
            endMs: templateTimeToInstant(date, template.endTime, location.timeZone),
            bufferTime: template.bufferTime,
            rateCents: template.rateCents,
            bookNowCents: template.bookNowCents,
            prvRateCents: template.prvRateCents,
            prvBookNowCents: template.prvBookNowCents,
            approveBids: template.approveBids,
            lockout: template.lockout,
            maxEvents: template.maxEvents,
          },
          nowMs,
        );
        made.push(scheduleId);
      } catch (err) {
        if (err instanceof AppError) throw new AppError(err.code, onDateMessage(date, err.message), 'dates');
        throw err;
      }
    }
    return made;
  });
  return { schedules: await repo.scheduleItems(ctx.db, talentId, { ids }) };
};
