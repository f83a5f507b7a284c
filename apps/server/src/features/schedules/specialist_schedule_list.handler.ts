import {
  daysBetween,
  SCHEDULE_LIST_ENDS_BEFORE_START,
  SCHEDULE_LIST_MAX_DAYS,
  SCHEDULE_LIST_TOO_WIDE,
  scheduleListWindow,
} from '@stagepass/domain/schedules';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import * as repo from './schedules-repository';

/**
 * spec 001 §7 specialist_schedule_list (start_date, end_date): the talent's schedules whose local day lies in the
 * window, with their bookings. §9: by default from today (the talent's day, at their newest location) to one year
 * ahead. A fixed number of queries.
 */
export const specialist_schedule_list: Handler<'specialist_schedule_list'> = async ({ ctx, input }) => {
  const talentId = ctx.member.id;
  const timeZone = (await repo.talentTimeZone(ctx.db, talentId)) ?? 'UTC';
  const now = ctx.clock.now();
  const window = scheduleListWindow(now, timeZone, input);
  const span = daysBetween(window.start_date, window.end_date);
  if (span < 0) throw new AppError('INVALID_INPUT', SCHEDULE_LIST_ENDS_BEFORE_START, 'end_date');
  if (span > SCHEDULE_LIST_MAX_DAYS) throw new AppError('INVALID_INPUT', SCHEDULE_LIST_TOO_WIDE, 'end_date');
  const schedules = await repo.scheduleItems(ctx.db, talentId, { from: window.start_date, to: window.end_date });
  return { ...window, schedules, server_now: new Date(now).toISOString() };
};
