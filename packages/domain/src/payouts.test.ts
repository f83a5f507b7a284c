import { describe, expect, it } from 'vitest';
import {
  countsTowardGrossBookingFees,
  grossBookingFees,
  hasTicketPayout,
  isTicketPayoutDue,
  PAYMENT_STATES,
  paymentStateLabel,
  payoutScheduleText,
  percentOfCents,
  revenueByPeriod,
  revenuePeriodLabel,
  revenuePeriodOf,
  tallyTicketSales,
  ticketPaymentState,
  ticketPayout,
  ticketPayoutDueAt,
} from './payouts';

const DAY = 86_400_000;

describe('the ticket payout date (spec 001 §1, §4, §9: 3 days after the event)', () => {
  it('is the event end plus 3 days, due from that instant on and not a millisecond before', () => {
    const end = Date.parse('2026-03-07T07:00:00Z');
    expect(ticketPayoutDueAt(end)).toBe(Date.parse('2026-03-10T07:00:00Z'));
    expect(isTicketPayoutDue(end, end + 3 * DAY - 1)).toBe(false);
    expect(isTicketPayoutDue(end, end + 3 * DAY)).toBe(true);
    expect(isTicketPayoutDue(end, end + 30 * DAY)).toBe(true);
  });
});

describe('the ticket payout amount (integer cents)', () => {
  it('counts refunded sales in the gross and again as refunds; pending and failed sales not at all', () => {
    const tally = tallyTicketSales([
      { status: 'Charged', amountCents: 10_000, quantity: 4 },
      { status: 'Refunded', amountCents: 2_500, quantity: 1 },
      { status: 'Pending', amountCents: 5_000, quantity: 2 },
      { status: 'Failed', amountCents: 7_500, quantity: 3 },
    ]);
    expect(tally).toEqual({ grossCents: 12_500, refundsCents: 2_500, ticketsSold: 5, ticketsRefunded: 1 });
  });

  it('pays the ticket prices less refunds less the monthly percentage on the payout volume, to the cent', () => {
    const tally = { grossCents: 12_500, refundsCents: 2_500, ticketsSold: 5, ticketsRefunded: 1 };
    // 0.25 % of $100.00 = $0.25.
    expect(ticketPayout(tally, 0.25)).toEqual({
      amountCents: 9_975,
      breakdown: {
        gross_cents: 12_500,
        refunds_cents: 2_500,
        processor_monthly_pct: 0.25,
        processor_monthly_cents: 25,
        tickets_sold: 5,
        tickets_refunded: 1,
      },
    });
    // No monthly percentage: nothing deducted.
    expect(ticketPayout(tally, 0)).toMatchObject({ amountCents: 10_000, breakdown: { processor_monthly_cents: 0 } });
  });

  it('rounds the monthly fee half up to the cent, without floating-point drift', () => {
    expect(percentOfCents(1_234_567, 0.25)).toBe(3_086); // 3,086.4175
    expect(percentOfCents(200, 0.25)).toBe(1); // 0.5 → 1
    expect(percentOfCents(199, 0.25)).toBe(0); // 0.4975 → 0
    expect(percentOfCents(1_005, 10)).toBe(101); // 100.5 → 101 (0.1 * 1005 drifts below in floats)
    expect(percentOfCents(2_999, 2.9)).toBe(87); // 86.971
    expect(percentOfCents(0, 2.9)).toBe(0);
    expect(percentOfCents(1_000, 0)).toBe(0);
    for (let cents = 0; cents < 5_000; cents += 7) expect(Number.isInteger(percentOfCents(cents, 0.37))).toBe(true);
  });

  it('is 0 when every sale was refunded, and there is no payout where no money was taken', () => {
    const refunded = { grossCents: 5_000, refundsCents: 5_000, ticketsSold: 2, ticketsRefunded: 2 };
    expect(ticketPayout(refunded, 0.25).amountCents).toBe(0);
    expect(hasTicketPayout(refunded)).toBe(true);
    const free = tallyTicketSales([{ status: 'Charged', amountCents: 0, quantity: 40 }]);
    expect(hasTicketPayout(free)).toBe(false);
    expect(hasTicketPayout(tallyTicketSales([]))).toBe(false);
  });
});

describe('payment states (spec 001 §4)', () => {
  it('lists the five states and shows Reversed as Refunded', () => {
    expect(PAYMENT_STATES).toEqual(['Charged', 'Pending', 'Dispute', 'Completed', 'Reversed']);
    expect(PAYMENT_STATES.map(paymentStateLabel)).toEqual(['Charged', 'Pending', 'Dispute', 'Completed', 'Refunded']);
  });

  it('makes a ticket purchase Charged until its payout is paid, then Completed; refunds Reversed', () => {
    expect(ticketPaymentState('Charged', false)).toBe('Charged');
    expect(ticketPaymentState('Charged', true)).toBe('Completed');
    expect(ticketPaymentState('Refunded', false)).toBe('Reversed');
    expect(ticketPaymentState('Refunded', true)).toBe('Reversed');
    expect(ticketPaymentState('Pending', true)).toBe('Pending');
    expect(ticketPaymentState('Failed', false)).toBeNull();
  });

  it("counts only 'Completed' or 'Charged' bookings toward gross booking fees", () => {
    expect(PAYMENT_STATES.filter(countsTowardGrossBookingFees)).toEqual(['Charged', 'Completed']);
    expect(
      grossBookingFees([
        { amount: 20_000, state: 'Completed' },
        { amount: 15_000, state: 'Charged' },
        { amount: 9_000, state: 'Pending' },
        { amount: 8_000, state: 'Dispute' },
        { amount: 7_000, state: 'Reversed' },
      ]),
    ).toBe(35_000);
    expect(grossBookingFees([])).toBe(0);
  });
});

describe('the payout schedule text', () => {
  it("says 'paid on' with the paid date, else 'due on' with the due date, in the event's zone", () => {
    const due = { status: 'due' as const, due_at: '2026-03-10T05:00:00.000Z', paid_at: null };
    expect(payoutScheduleText(due, 'America/Los_Angeles')).toBe('due on Mar 9, 2026');
    expect(payoutScheduleText({ ...due, status: 'failed' }, 'Europe/Berlin')).toBe('due on Mar 10, 2026');
    const paid = { status: 'paid' as const, due_at: due.due_at, paid_at: '2026-03-10T05:01:00.000Z' };
    expect(payoutScheduleText(paid, 'America/Los_Angeles')).toBe('paid on Mar 9, 2026');
  });
});

describe('revenue over time', () => {
  it('puts a day in the week starting on its Monday, or in its month', () => {
    expect(revenuePeriodOf('2026-03-04', 'week')).toBe('2026-03-02'); // a Wednesday
    expect(revenuePeriodOf('2026-03-02', 'week')).toBe('2026-03-02'); // the Monday itself
    expect(revenuePeriodOf('2026-03-01', 'week')).toBe('2026-02-23'); // a Sunday
    expect(revenuePeriodOf('2026-03-01', 'month')).toBe('2026-03');
  });

  it('sums days into periods, oldest first, with their labels', () => {
    const days = [
      { day: '2026-03-04', revenue: 500 },
      { day: '2026-02-27', revenue: 200 },
      { day: '2026-03-05', revenue: 300 },
      { day: '2026-03-01', revenue: 100 },
    ];
    expect(revenueByPeriod(days, 'week')).toEqual([
      { period: '2026-02-23', revenue: 300 },
      { period: '2026-03-02', revenue: 800 },
    ]);
    expect(revenueByPeriod(days, 'month')).toEqual([
      { period: '2026-02', revenue: 200 },
      { period: '2026-03', revenue: 900 },
    ]);
    expect(revenuePeriodLabel('2026-03-02', 'week')).toBe('Week of Mar 2');
    expect(revenuePeriodLabel('2026-03', 'month')).toBe('Mar 2026');
  });
});
