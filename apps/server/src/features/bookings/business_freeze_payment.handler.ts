import { and, eq } from 'drizzle-orm';
import { bids, bookingGrievances, bookingPayments } from '@stagepass/db/schema/bookings';
import { events } from '@stagepass/db/schema/events';
import { BOOKING_ERRORS } from '@stagepass/domain/auction';
import { canFileGrievance, GRIEVANCE_BEING_REFUNDED, GRIEVANCE_WINDOW_CLOSED } from '@stagepass/domain/bids';
import { REFUNDING } from './grievances';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';

/**
 * Ours, spec 001 §4 'Freeze Payment': the business files a grievance about its booking up to 4 days after the
 * event. The payment goes into Dispute and the talent's payout is frozen until the grievance is resolved; the
 * business may withdraw it, which releases the payout. A payout already made cannot be frozen.
 */
export const business_freeze_payment: Handler<'business_freeze_payment'> = async ({ ctx, input }) => {
  const now = new Date(ctx.clock.now());
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ eventEnd: events.endTime, businessId: bids.businessId })
      .from(bids)
      .innerJoin(events, eq(events.id, bids.eventId))
      .where(eq(bids.id, input.bid_id));
    if (!row || row.businessId !== ctx.member.id) throw new AppError('NOT_FOUND', BOOKING_ERRORS.bidNotFound, 'bid_id');
    const [payment] = await tx
      .select()
      .from(bookingPayments)
      .where(eq(bookingPayments.bidId, input.bid_id))
      .for('update');
    if (!payment || payment.state === 'Pending') throw new AppError('CONFLICT', BOOKING_ERRORS.notBooked, 'bid_id');
    if (input.withdraw) {
      if (payment.state !== 'Dispute') return { state: payment.state };
      // Support's refund (grievances.ts) marks the grievance before it refunds, outside this lock: too late to withdraw.
      const [grievance] = await tx
        .select({ resolution: bookingGrievances.resolution })
        .from(bookingGrievances)
        .where(eq(bookingGrievances.bidId, payment.bidId));
      if (grievance?.resolution === REFUNDING) throw new AppError('CONFLICT', GRIEVANCE_BEING_REFUNDED, 'bid_id');
      await tx
        .update(bookingGrievances)
        .set({ resolvedAt: now, resolution: 'released' })
        .where(and(eq(bookingGrievances.bidId, payment.bidId)));
      await tx
        .update(bookingPayments)
        .set({ state: 'Charged', payoutStatus: 'due' })
        .where(eq(bookingPayments.bidId, payment.bidId));
      return { state: 'Charged' as const };
    }
    if (payment.state === 'Dispute') return { state: payment.state };
    if (!canFileGrievance(row.eventEnd.getTime(), now.getTime(), payment.state))
      throw new AppError(
        'CONFLICT',
        payment.state === 'Charged' ? GRIEVANCE_WINDOW_CLOSED : BOOKING_ERRORS.notBooked,
        'bid_id',
      );
    await tx
      .insert(bookingGrievances)
      .values({ bidId: payment.bidId, businessId: ctx.member.id, description: input.description, filedAt: now })
      .onConflictDoUpdate({
        target: bookingGrievances.bidId,
        set: { description: input.description, filedAt: now, resolvedAt: null, resolution: null },
      });
    await tx
      .update(bookingPayments)
      .set({ state: 'Dispute', payoutStatus: 'frozen' })
      .where(eq(bookingPayments.bidId, payment.bidId));
    return { state: 'Dispute' as const };
  });
};
