import { LOCATION_REQUIRED, SCHEDULE_MISSES_REQUESTED_BLOCK } from '@stagepass/domain/schedules';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { linkScheduleToRequest } from '../schedule-requests/schedule-request-link';
import { noticeMailOf } from '../schedule-requests/schedule-request-notices';
import { writeSchedule } from './schedule-writes';
import { termsToStored } from './schedule-input';
import * as repo from './schedules-repository';

/**
 * spec 001 §7 specialist_schedule: creates or updates one of the talent's schedules (rules in schedule-writes.ts).
 * With sch_req_id, the talent answers that schedule request by this schedule, in the same transaction (the request
 * becomes CREATED, linked to it, and its business is notified: linkScheduleToRequest); the schedule must cover the
 * requested time block.
 */
export const specialist_schedule: Handler<'specialist_schedule'> = async ({ ctx, input }) => {
  const talentId = ctx.member.id;
  if (input.location_id == null) throw new AppError('INVALID_INPUT', LOCATION_REQUIRED, 'location_id');
  const nowMs = ctx.clock.now();
  const now = new Date(nowMs);
  const fields = {
    locationId: input.location_id,
    startMs: Date.parse(input.start_time),
    endMs: Date.parse(input.end_time),
    ...termsToStored(input),
  };
  const scheduleId = await ctx.db.transaction(async (tx) => {
    const written = await writeSchedule(tx, talentId, input.sch_id ?? null, fields, nowMs);
    if (input.sch_req_id !== undefined) {
      const block = await linkScheduleToRequest(tx, {
        talentId,
        requestId: input.sch_req_id,
        scheduleId: written.scheduleId,
        now,
        mail: noticeMailOf(ctx),
      });
      if (fields.startMs > block.startTime.getTime() || fields.endMs < block.endTime.getTime())
        throw new AppError('CONFLICT', SCHEDULE_MISSES_REQUESTED_BLOCK, 'start_time');
    }
    return written.scheduleId;
  });
  if (input.sch_req_id !== undefined) ctx.mailer.kick();
  const [schedule] = await repo.scheduleItems(ctx.db, talentId, { ids: [scheduleId] });
  return { schedule: schedule! };
};
