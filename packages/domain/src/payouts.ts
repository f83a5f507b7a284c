// Payments and payouts (spec 001 §1 Money, §3 Payment row / Per-event payment summary, §4 Payment states and
// Payout and disputes, §9 Payouts): when an event's ticket revenue is paid out, how the payout is worked out, the
// payment states the payments page shows, and its texts. All money is integer minor units ('cents').

import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

const DAY_MS = 86_400_000;

/** spec 001 §9: 'Payouts: tickets 3 days after the event'. */
export const TICKET_PAYOUT_DELAY_DAYS = 3;
export const TICKET_PAYOUT_DELAY_MS = TICKET_PAYOUT_DELAY_DAYS * DAY_MS;

/** When an event's ticket revenue is paid to its organiser: 3 days after the event ends (spec 001 §1, §4, §9). */
export function ticketPayoutDueAt(eventEndMs: number): number {
  return eventEndMs + TICKET_PAYOUT_DELAY_MS;
}

/** Whether an event's ticket payout has come due at `nowMs`. */
export function isTicketPayoutDue(eventEndMs: number, nowMs: number): boolean {
  return nowMs >= ticketPayoutDueAt(eventEndMs);
}

// ---------------------------------------------------------------------------------------------
// The ticket payout

/** A purchase's state (as the tickets area stores it). */
export type TicketSaleStatus = 'Pending' | 'Charged' | 'Failed' | 'Refunded';

/** Sales of one state: their ticket prices in full (unit price × quantity, the buyer's fees and taxes left out). */
export interface TicketSaleLine {
  status: TicketSaleStatus;
  /** Sum of unit_price_cents × quantity. */
  amountCents: number;
  /** Sum of quantity. */
  quantity: number;
}

/** An event's ticket sales as a payout counts them. */
export interface TicketSalesTally {
  /** The ticket prices of every sale that was charged, refunded ones included. */
  grossCents: number;
  /** The ticket prices given back by refunds. */
  refundsCents: number;
  /** Tickets of every charged sale, refunded ones included. */
  ticketsSold: number;
  ticketsRefunded: number;
}

/**
 * Counts the sales that were charged: a Refunded purchase was charged first, so it is in the gross and again in
 * the refunds. Pending purchases (the charge still out) and Failed ones (declined) sold nothing yet.
 */
export function tallyTicketSales(lines: readonly TicketSaleLine[]): TicketSalesTally {
  const tally: TicketSalesTally = { grossCents: 0, refundsCents: 0, ticketsSold: 0, ticketsRefunded: 0 };
  for (const line of lines) {
    if (line.status !== 'Charged' && line.status !== 'Refunded') continue;
    tally.grossCents += line.amountCents;
    tally.ticketsSold += line.quantity;
    if (line.status === 'Refunded') {
      tally.refundsCents += line.amountCents;
      tally.ticketsRefunded += line.quantity;
    }
  }
  return tally;
}

/**
 * `pct` percent of `cents`, rounded to the cent (half up). The percentage is taken to 4 decimals so the product is
 * an integer and the one division is correctly rounded: 0.25 % of 1,234,567 cents is 3,086.4175 → 3,086.
 */
export function percentOfCents(cents: number, pct: number): number {
  if (pct <= 0 || cents <= 0) return 0;
  return Math.round((cents * Math.round(pct * 10_000)) / 1_000_000);
}

/** How a payout was worked out (the payouts table's `breakdown`, in the wire's snake case). */
export interface TicketPayoutBreakdown {
  gross_cents: number;
  refunds_cents: number;
  processor_monthly_pct: number;
  processor_monthly_cents: number;
  tickets_sold: number;
  tickets_refunded: number;
}

export interface TicketPayout {
  /** gross − refunds − the processor's monthly fee; never negative. */
  amountCents: number;
  breakdown: TicketPayoutBreakdown;
}

/**
 * spec 001 §1, §3 Fees: the organiser gets the ticket prices in full (buyers paid the fees on top), less refunds,
 * less the processor's monthly percentage on the payout volume where it is above 0, rounded to the cent.
 */
export function ticketPayout(tally: TicketSalesTally, processorMonthlyPct: number): TicketPayout {
  const volume = Math.max(0, tally.grossCents - tally.refundsCents);
  const pct = processorMonthlyPct > 0 ? processorMonthlyPct : 0;
  const monthly = Math.min(volume, percentOfCents(volume, pct));
  return {
    amountCents: volume - monthly,
    breakdown: {
      gross_cents: tally.grossCents,
      refunds_cents: tally.refundsCents,
      processor_monthly_pct: pct,
      processor_monthly_cents: monthly,
      tickets_sold: tally.ticketsSold,
      tickets_refunded: tally.ticketsRefunded,
    },
  };
}

/** Whether an event has a ticket payout at all: only once money was taken (free tickets and no sales have none). */
export function hasTicketPayout(tally: TicketSalesTally): boolean {
  return tally.grossCents > 0;
}

// ---------------------------------------------------------------------------------------------
// Payment states

/** spec 001 §4 Payment states. */
export const PAYMENT_STATES = ['Charged', 'Pending', 'Dispute', 'Completed', 'Reversed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** spec 001 §4: Reversed is shown as 'Refunded'; the others as they are. */
export function paymentStateLabel(state: PaymentState): string {
  return state === 'Reversed' ? 'Refunded' : state;
}

/**
 * A ticket purchase's payment state: Charged until its event's payout is paid, then Completed; a refunded purchase
 * is Reversed; a purchase whose charge is still out is Pending. A declined (Failed) purchase is no payment (null).
 */
export function ticketPaymentState(status: TicketSaleStatus, payoutPaid: boolean): PaymentState | null {
  switch (status) {
    case 'Pending':
      return 'Pending';
    case 'Refunded':
      return 'Reversed';
    case 'Charged':
      return payoutPaid ? 'Completed' : 'Charged';
    default:
      return null;
  }
}

/** spec 001 §4: 'Only 'Completed' or 'Charged' bookings count toward gross booking fees.' */
export function countsTowardGrossBookingFees(state: PaymentState): boolean {
  return state === 'Completed' || state === 'Charged';
}

/** The grossBookingFees of a per-event summary (spec 001 §3): the amounts of the bookings that count. */
export function grossBookingFees(bookings: readonly { amount: number; state: PaymentState }[]): number {
  return bookings.reduce((sum, b) => (countsTowardGrossBookingFees(b.state) ? sum + b.amount : sum), 0);
}

// ---------------------------------------------------------------------------------------------
// Revenue over time

export type RevenuePeriod = 'week' | 'month';

/**
 * The period a day ('YYYY-MM-DD') falls in, as the chart labels it: the Monday starting its week, or its month
 * ('YYYY-MM'). Pure calendar arithmetic on the date, so the day's own zone is kept.
 */
export function revenuePeriodOf(day: string, period: RevenuePeriod): string {
  if (period === 'month') return day.slice(0, 7);
  const d = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** Sums daily revenue into weeks or months, oldest first. */
export function revenueByPeriod(
  days: readonly { day: string; revenue: number }[],
  period: RevenuePeriod,
): { period: string; revenue: number }[] {
  const sums = new Map<string, number>();
  for (const { day, revenue } of days) {
    const key = revenuePeriodOf(day, period);
    sums.set(key, (sums.get(key) ?? 0) + revenue);
  }
  return [...sums.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([p, revenue]) => ({ period: p, revenue }));
}

/** A period's chart label: 'Week of Mar 2' or 'Mar 2026'. */
export function revenuePeriodLabel(key: string, period: RevenuePeriod): string {
  return period === 'month' ? dayjs.utc(`${key}-01`).format('MMM YYYY') : `Week of ${dayjs.utc(key).format('MMM D')}`;
}

// ---------------------------------------------------------------------------------------------
// Texts of the payments page (spec 001 §2 /payments, help modals: business payments)

export const PAYMENTS_HEADING = 'Payments';
export const PAYOUT_STATUS_LABELS = { due: 'Due', paid: 'Paid', failed: 'Not paid yet' } as const;
export type PayoutStatusName = keyof typeof PAYOUT_STATUS_LABELS;

/** A payout date as the page shows it, in the event's time zone: 'Mar 5, 2026'. */
export function payoutDateText(instant: string | number, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('MMM D, YYYY');
}

/** The payout schedule line: 'paid on {date}' once paid, else 'due on {date}'. */
export function payoutScheduleText(
  payout: { status: PayoutStatusName; due_at: string; paid_at: string | null },
  timeZone: string,
): string {
  return payout.status === 'paid' && payout.paid_at
    ? `paid on ${payoutDateText(payout.paid_at, timeZone)}`
    : `due on ${payoutDateText(payout.due_at, timeZone)}`;
}

/** Why a payout could not be made, stored on it and shown to the business; the job tries again on later runs. */
export const PAYOUT_NO_ACCOUNT =
  'No payout account is set up to receive this payout. Finish setting up payouts and it will be paid on the next run.';
export const PAYOUT_TRANSFER_FAILED =
  'The payment provider could not make this transfer. It will be tried again automatically.';

export const NO_PAYMENTS_YET = 'No ticket sales yet. Payments appear here once your events sell tickets.';
export const TALENT_PAYMENTS_LATER =
  'Talent payments arrive with bookings: once you are booked for events, your booking fees and payouts will show here.';
export const BUSINESS_PAYMENTS_HELP_LINK = 'How do payouts work?';

/** spec 001 §2 help modals: business payments. */
export const BUSINESS_PAYMENTS_HELP = {
  title: 'Business payments',
  paragraphs: [
    'Ticket buyers pay by card through our payment provider. They pay our ticket fee and the card processor’s fee on top of your ticket price, so the price you set is yours in full.',
    `Your ticket revenue is paid to your payout account ${TICKET_PAYOUT_DELAY_DAYS} days after your event ends, in one transfer per event. Until then a sale shows as Charged; once the payout is made it shows as Completed.`,
    'Refunds come out of the payout: a ticket refunded before the event is shown as Refunded and is not paid out. Tickets can only be refunded before the event starts, so the payout is settled by the time it is made.',
    'The card processor takes a small monthly percentage of the money paid out to you; it is shown in each payout’s breakdown.',
    'You need a payout account to be paid. If yours is not set up when a payout comes due, the payout waits and is made as soon as your account is ready.',
  ],
} as const;

/**
 * A purchase repeated with an Idempotency-Key answers the first purchase; the same key sent with other parameters (a
 * different ticket, quantity, asset, card) is refused, as Stripe refuses it, rather than answered with a purchase
 * the request did not ask for.
 */
export const IDEMPOTENCY_KEY_REUSED = 'This Idempotency-Key was already used with different parameters.';
