import type { Handler } from '../../rpc/context';
import { businessNotice, factsOf } from '../bookings/auction';
import { notifyMembers } from '../notifications/notify-members';
import { removeSchedule } from './schedule-writes';

/**
 * spec 001 §7 specialist_delete_schedule (sch_id): refused while it has bookings, or a Book Now on it is being
 * charged, or once its day closed; its live bids become Cancelled in the same transaction (schedule-writes.ts), and
 * their businesses are told, in-app and by email.
 */
export const specialist_delete_schedule: Handler<'specialist_delete_schedule'> = async ({ ctx, input }) => {
  const nowMs = ctx.clock.now();
  const cancelled = await ctx.db.transaction(async (tx) => {
    const { cancelled } = await removeSchedule(tx, ctx.member.id, input.sch_id, nowMs);
    const facts = await factsOf(tx, cancelled);
    await notifyMembers(
      tx,
      ctx.mailer,
      [...facts.values()].map((f) => businessNotice(f, 'cancelled')),
      new Date(nowMs),
      ctx.config.PUBLIC_URL,
    );
    return cancelled;
  });
  ctx.mailer.kick();
  return { schedule_id: input.sch_id, cancelled_bids: cancelled.length };
};
