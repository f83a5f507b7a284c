import { z } from 'zod';
import { PAYMENT_STATES } from '@stagepass/domain/payouts';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

const cents = z.number().int();
const count = z.number().int().min(0);
/** An ISO instant. */
const instant = z.string();

/**
 * spec 001 §3 Payment row. For tickets, one row per event and payment state (§4): the ticket prices of its purchases
 * in that state (Reversed: the prices refunded), with their currency and tickets.
 */
export const paymentRow = z.object({
  event_id: z.number().int(),
  event_name: z.string(),
  image_url: z.string().nullable(),
  start_time: instant,
  end_time: instant,
  country: z.string(),
  time_zone: z.string(),
  amount: cents,
  state: z.enum(PAYMENT_STATES),
  currency: z.string(),
  quantity: count,
});
export type PaymentRow = z.infer<typeof paymentRow>;

/**
 * spec 001 §3 Ticket sales row: an event's (or, inside a summary, one ticket type's) ticket sales. revenue: the
 * ticket prices of the sales that stand (refunds taken off); num_sold: every ticket charged, refunded ones included;
 * num_refunded: those refunded.
 */
export const ticketSalesRow = z.object({
  event_id: z.number().int(),
  revenue: cents,
  num_sold: count,
  num_refunded: count,
});
export type TicketSalesRow = z.infer<typeof ticketSalesRow>;

/** How a payout is worked out (payouts.breakdown): amount = gross − refunds − the processor's monthly fee. */
export const payoutBreakdown = z.object({
  gross_cents: cents,
  refunds_cents: cents,
  processor_monthly_pct: z.number(),
  processor_monthly_cents: cents,
  tickets_sold: count,
  tickets_refunded: count,
});

/**
 * An event's ticket payout (spec 001 §1 Money: 3 days after the event). `payout_id` is null while the payout is only
 * scheduled (the release job records it when it comes due); until it is paid, amount and breakdown are what the sales
 * come to now. `failure_message` says why a due payout was not made yet.
 */
export const payoutRow = z.object({
  payout_id: z.number().int().nullable(),
  event_id: z.number().int(),
  event_name: z.string(),
  time_zone: z.string(),
  amount: cents,
  currency: z.string(),
  breakdown: payoutBreakdown,
  status: z.enum(['due', 'paid', 'failed']),
  due_at: instant,
  paid_at: instant.nullable(),
  failure_message: z.string().nullable(),
});
export type PayoutRow = z.infer<typeof payoutRow>;

/**
 * spec 001 §3 Per-event payment summary, names as the spec gives them. grossTicketSales and grossTicketsSold count
 * every ticket charged (refunded ones included, as the payout's gross does); `tickets` are the event's ticket sales
 * rows by ticket type; `bookings` its booking payment rows (none until bookings exist), and grossBookingFees counts
 * only Completed or Charged bookings (§4).
 */
export const eventPaymentSummary = z.object({
  eventId: z.number().int(),
  eventName: z.string(),
  imageUrl: z.string().nullable(),
  evStartTime: instant,
  evEndTime: instant,
  country: z.string(),
  time_zone: z.string(),
  grossBookingFees: cents,
  grossTicketSales: cents,
  grossTicketsSold: count,
  bookings: z.array(paymentRow),
  tickets: z.array(ticketSalesRow.extend({ ticket_id: z.number().int(), ticket_name: z.string() })),
  currency: z.string(),
  /** The event's ticket payout, or null when no money was taken. */
  payout: payoutRow.nullable(),
});
export type EventPaymentSummary = z.infer<typeof eventPaymentSummary>;

// spec 001 §7 Payments: business_payment_query (event_id). The business's payments, ticket sales, per-event
// summaries and payouts: of one of its events, or (without event_id) of all its events that took payments.
// Another business's event answers 404.
export const business_payment_query = defineRequest({
  name: 'business_payment_query',
  summary: 'Your payments, ticket sales and payouts, per event',
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: z.object({ event_id: idField.optional() }),
  output: z.object({
    payments: z.array(paymentRow),
    ticket_sales: z.array(ticketSalesRow),
    summaries: z.array(eventPaymentSummary),
    payouts: z.array(payoutRow),
    /** The ticket prices of the sales that stand, by the venue's day of purchase (YYYY-MM-DD), oldest first. */
    revenue_by_day: z.array(z.object({ day: z.string(), currency: z.string(), revenue: cents })),
  }),
});
