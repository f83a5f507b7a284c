import type {
  EventPaymentSummary,
  PaymentRow,
  PayoutRow,
  TicketSalesRow,
} from '@stagepass/contract/payments/business_payment_query';
import { EVENT_NOT_FOUND, eventCurrency } from '@stagepass/domain/events';
import {
  grossBookingFees,
  hasTicketPayout,
  PAYMENT_STATES,
  type PaymentState,
  tallyTicketSales,
  ticketPaymentState,
  ticketPayout,
  ticketPayoutDueAt,
  type TicketSalesTally,
} from '@stagepass/domain/payouts';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import * as repo from './ticket-payouts-repository';

const groupBy = <T, K>(items: readonly T[], key: (item: T) => K) => {
  const map = new Map<K, T[]>();
  for (const item of items) {
    const group = map.get(key(item));
    if (group) group.push(item);
    else map.set(key(item), [item]);
  }
  return map;
};

const salesRow = (eventId: number, tally: TicketSalesTally): TicketSalesRow => ({
  event_id: eventId,
  revenue: tally.grossCents - tally.refundsCents,
  num_sold: tally.ticketsSold,
  num_refunded: tally.ticketsRefunded,
});

/**
 * The event's payout: the recorded one, or the one scheduled for 3 days after the event while the release job has
 * not taken it up. Until it is paid, the amount is what the sales come to now, unless a transfer was already tried
 * for it (then that transfer's amount, which the job repeats).
 */
function payoutOf(
  event: repo.BusinessEventRow,
  tally: TicketSalesTally,
  stored: repo.PayoutRecord | undefined,
  monthlyPct: number,
): PayoutRow | null {
  if (!stored && !hasTicketPayout(tally)) return null;
  const live = ticketPayout(tally, monthlyPct);
  const frozen = stored && (stored.status === 'paid' || stored.connectId !== null);
  return {
    payout_id: stored?.id ?? null,
    event_id: event.id,
    event_name: event.name,
    time_zone: event.timeZone,
    amount: frozen ? stored.amountCents : live.amountCents,
    currency: stored?.currency ?? eventCurrency(event.country),
    breakdown: frozen ? stored.breakdown : live.breakdown,
    status: stored?.status ?? 'due',
    due_at: (stored?.dueAt ?? new Date(ticketPayoutDueAt(event.endTime.getTime()))).toISOString(),
    paid_at: stored?.paidAt?.toISOString() ?? null,
    failure_message: stored?.failureMessage ?? null,
  };
}

/**
 * spec 001 §7 business_payment_query (event_id): the business's payment rows, ticket sales rows, per-event summaries
 * and payouts, for one of its events or every event of its that took payments. Four queries whatever the number of
 * events: the events, their sales by ticket and state, the payouts, and the revenue by day.
 */
export const business_payment_query: Handler<'business_payment_query'> = async ({ ctx, input }) => {
  const scope: repo.PaymentScope = { businessId: ctx.member.id, eventId: input.event_id };
  const [eventRows, sales, payoutRecords, days] = await Promise.all([
    repo.businessEvents(ctx.db, scope),
    repo.salesByTicket(ctx.db, scope),
    repo.memberPayouts(ctx.db, ctx.member.id, input.event_id),
    repo.revenueByDay(ctx.db, scope),
  ]);
  if (input.event_id !== undefined && eventRows.length === 0)
    throw new AppError('NOT_FOUND', EVENT_NOT_FOUND, 'event_id');

  const salesByEvent = groupBy(sales, (s) => s.eventId);
  const payoutByEvent = new Map(payoutRecords.map((p) => [p.eventId, p]));
  const monthlyPct = ctx.config.FEE_PROCESSOR_MONTHLY_PCT;

  const payments: PaymentRow[] = [];
  const ticketSales: TicketSalesRow[] = [];
  const summaries: EventPaymentSummary[] = [];
  for (const event of eventRows) {
    const groups = salesByEvent.get(event.id) ?? [];
    const stored = payoutByEvent.get(event.id);
    // Without event_id, only the events that took payments (or have a payout) are listed.
    if (input.event_id === undefined && groups.length === 0 && !stored) continue;
    const tally = tallyTicketSales(groups);
    const payout = payoutOf(event, tally, stored, monthlyPct);
    const currency = payout?.currency ?? eventCurrency(event.country);
    const eventFields = {
      event_id: event.id,
      event_name: event.name,
      image_url: event.image,
      start_time: event.startTime.toISOString(),
      end_time: event.endTime.toISOString(),
      country: event.country,
      time_zone: event.timeZone,
    };

    // spec 001 §4: a sale is Charged until the event's payout is paid, then Completed.
    const byState = new Map<PaymentState, { amount: number; quantity: number }>();
    for (const g of groups) {
      const state = ticketPaymentState(g.status, payout?.status === 'paid');
      if (!state) continue;
      const sum = byState.get(state) ?? { amount: 0, quantity: 0 };
      byState.set(state, { amount: sum.amount + g.amountCents, quantity: sum.quantity + g.quantity });
    }
    for (const state of PAYMENT_STATES) {
      const sum = byState.get(state);
      if (sum) payments.push({ ...eventFields, amount: sum.amount, state, currency, quantity: sum.quantity });
    }

    ticketSales.push(salesRow(event.id, tally));
    const byTicket = groupBy(groups, (g) => g.ticketId);
    summaries.push({
      eventId: event.id,
      eventName: event.name,
      imageUrl: event.image,
      evStartTime: eventFields.start_time,
      evEndTime: eventFields.end_time,
      country: event.country,
      time_zone: event.timeZone,
      // Bookings come with their own issue; the rule that will count them is in place.
      grossBookingFees: grossBookingFees([]),
      grossTicketSales: tally.grossCents,
      grossTicketsSold: tally.ticketsSold,
      bookings: [],
      tickets: [...byTicket.entries()].map(([ticketId, lines]) => ({
        ...salesRow(event.id, tallyTicketSales(lines)),
        ticket_id: ticketId,
        ticket_name: lines[0]!.ticketName,
      })),
      currency,
      payout,
    });
  }

  return {
    payments,
    ticket_sales: ticketSales,
    summaries,
    payouts: summaries
      .flatMap((s) => (s.payout ? [s.payout] : []))
      .sort((a, b) => a.due_at.localeCompare(b.due_at) || a.event_id - b.event_id),
    revenue_by_day: days,
  };
};
