import { and, desc, eq } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import { bookingPayments } from '@stagepass/db/schema/bookings';
import { events } from '@stagepass/db/schema/events';
import { countsTowardGrossBookingFees } from '@stagepass/domain/payouts';
import type { Handler } from '../../rpc/context';

/**
 * spec 001 §7 specialist_payment_query (event_id): the talent's booking payments (§3 Payment row) with when each is
 * paid out, and the totals: gross booking fees (only Completed or Charged count, §4), paid out, and still to come.
 */
export const specialist_payment_query: Handler<'specialist_payment_query'> = async ({ ctx, input }) => {
  const where = [eq(bookingPayments.talentId, ctx.member.id)];
  if (input.event_id !== undefined) where.push(eq(bookingPayments.eventId, input.event_id));
  const rows = await ctx.db
    .select({
      bidId: bookingPayments.bidId,
      eventId: events.id,
      eventName: events.name,
      image: events.image,
      startTime: events.startTime,
      endTime: events.endTime,
      country: events.country,
      timeZone: events.timeZone,
      businessName: members.name,
      amount: bookingPayments.priceCents,
      currency: bookingPayments.currency,
      state: bookingPayments.state,
      payoutDueAt: bookingPayments.payoutDueAt,
      paidAt: bookingPayments.paidAt,
    })
    .from(bookingPayments)
    .innerJoin(events, eq(events.id, bookingPayments.eventId))
    .innerJoin(members, eq(members.id, bookingPayments.businessId))
    .where(and(...where))
    .orderBy(desc(events.startTime))
    .limit(1000);
  const payments = rows.map((r) => ({
    bid_id: r.bidId,
    event_id: r.eventId,
    event_name: r.eventName,
    image_url: r.image,
    start_time: r.startTime.toISOString(),
    end_time: r.endTime.toISOString(),
    country: r.country,
    time_zone: r.timeZone,
    business_name: r.businessName,
    amount: r.amount,
    currency: r.currency,
    state: r.state,
    payout_due_at: r.payoutDueAt.toISOString(),
    paid_at: r.paidAt?.toISOString() ?? null,
  }));
  const sum = (list: typeof payments) => list.reduce((total, p) => total + p.amount, 0);
  return {
    payments,
    totals: {
      gross_booking_fees: sum(payments.filter((p) => countsTowardGrossBookingFees(p.state))),
      paid: sum(payments.filter((p) => p.paid_at !== null)),
      upcoming: sum(payments.filter((p) => p.paid_at === null && (p.state === 'Charged' || p.state === 'Dispute'))),
    },
  };
};
