import type { Handler } from '../../rpc/context';
import { removeSchedule } from './schedule-writes';

/**
 * spec 001 §7 specialist_delete_schedule (sch_id): refused while it has bookings or once its day closed; its live
 * bids become Cancelled in the same transaction (schedule-writes.ts).
 */
export const specialist_delete_schedule: Handler<'specialist_delete_schedule'> = async ({ ctx, input }) => {
  const nowMs = ctx.clock.now();
  const { cancelled } = await ctx.db.transaction((tx) => removeSchedule(tx, ctx.member.id, input.sch_id, nowMs));
  return { schedule_id: input.sch_id, cancelled_bids: cancelled };
};
