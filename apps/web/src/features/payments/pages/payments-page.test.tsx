import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { EventPaymentSummary, PaymentRow, PayoutRow } from '@stagepass/contract/payments/business_payment_query';
import type { RequestOutput } from '@stagepass/contract/registry';
import {
  BUSINESS_PAYMENTS_HELP,
  BUSINESS_PAYMENTS_HELP_LINK,
  NO_PAYMENTS_YET,
  PAYOUT_NO_ACCOUNT,
  TALENT_PAYMENTS_LATER,
} from '@stagepass/domain/payouts';
import { mockPhoneScreen } from '../../../components/ui/scroll-table-testing';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const slow = { timeout: 5000 };
const TZ = 'America/Los_Angeles';
const business = makeUser({ is_business: true, is_user: false, name: 'Bayside Venue' });

const eventFields = (id: number, name: string, start: string, end: string) => ({
  event_id: id,
  event_name: name,
  image_url: null,
  start_time: start,
  end_time: end,
  country: 'US',
  time_zone: TZ,
});

// Piano Night: Feb 27 2026, 8–11 pm in Los Angeles; paid out on Mar 3. Jazz Brunch: Mar 22 2026, due Mar 25.
const piano = eventFields(41, 'Piano Night', '2026-02-28T04:00:00.000Z', '2026-02-28T07:00:00.000Z');
const jazz = eventFields(42, 'Jazz Brunch', '2026-03-22T18:00:00.000Z', '2026-03-22T21:00:00.000Z');

const pianoPayout: PayoutRow = {
  payout_id: 9,
  event_id: 41,
  event_name: 'Piano Night',
  time_zone: TZ,
  amount: 4_987,
  currency: 'USD',
  breakdown: {
    gross_cents: 7_500,
    refunds_cents: 2_500,
    processor_monthly_pct: 0.25,
    processor_monthly_cents: 13,
    tickets_sold: 3,
    tickets_refunded: 1,
  },
  status: 'paid',
  due_at: '2026-03-03T07:00:00.000Z',
  paid_at: '2026-03-03T07:01:00.000Z',
  failure_message: null,
};
const jazzPayout: PayoutRow = {
  payout_id: null,
  event_id: 42,
  event_name: 'Jazz Brunch',
  time_zone: TZ,
  amount: 8_977,
  currency: 'USD',
  breakdown: {
    gross_cents: 9_000,
    refunds_cents: 0,
    processor_monthly_pct: 0.25,
    processor_monthly_cents: 23,
    tickets_sold: 3,
    tickets_refunded: 0,
  },
  status: 'due',
  due_at: '2026-03-25T21:00:00.000Z',
  paid_at: null,
  failure_message: null,
};

function summary(
  e: typeof piano,
  payout: PayoutRow,
  tickets: { revenue: number; sold: number; refunded: number },
): EventPaymentSummary {
  return {
    eventId: e.event_id,
    eventName: e.event_name,
    imageUrl: null,
    evStartTime: e.start_time,
    evEndTime: e.end_time,
    country: 'US',
    time_zone: TZ,
    grossBookingFees: 0,
    grossTicketSales: payout.breakdown.gross_cents,
    grossTicketsSold: tickets.sold,
    bookings: [],
    tickets: [
      {
        event_id: e.event_id,
        ticket_id: e.event_id * 10,
        ticket_name: 'General Admission',
        revenue: tickets.revenue,
        num_sold: tickets.sold,
        num_refunded: tickets.refunded,
      },
    ],
    currency: 'USD',
    payout,
  };
}

const row = (e: typeof piano, state: PaymentRow['state'], amount: number, quantity: number): PaymentRow => ({
  ...e,
  amount,
  state,
  currency: 'USD',
  quantity,
});

function answer(over: Partial<RequestOutput<'business_payment_query'>> = {}): RequestOutput<'business_payment_query'> {
  return {
    payments: [row(jazz, 'Charged', 9_000, 3), row(piano, 'Completed', 5_000, 2), row(piano, 'Reversed', 2_500, 1)],
    ticket_sales: [
      { event_id: 42, revenue: 9_000, num_sold: 3, num_refunded: 0 },
      { event_id: 41, revenue: 5_000, num_sold: 3, num_refunded: 1 },
    ],
    summaries: [
      summary(jazz, jazzPayout, { revenue: 9_000, sold: 3, refunded: 0 }),
      summary(piano, pianoPayout, { revenue: 5_000, sold: 3, refunded: 1 }),
    ],
    payouts: [pianoPayout, jazzPayout],
    revenue_by_day: [
      { day: '2026-02-20', currency: 'USD', revenue: 5_000 },
      { day: '2026-03-04', currency: 'USD', revenue: 6_000 },
      { day: '2026-03-05', currency: 'USD', revenue: 3_000 },
    ],
    ...over,
  };
}

describe('/dash/payments (spec 001 §2, §7 business_payment_query)', () => {
  it('shows each event’s summary, and the payout schedule with paid on / due on and each breakdown', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    const { sent } = mockApi({ business_payment_query: ok(answer()) });
    renderApp('/dash/payments');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' }, slow)).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Event payments' }, slow));
    const [, jazzRow, pianoRow] = table.getAllByRole('row');
    expect(within(jazzRow!).getByRole('link', { name: 'Jazz Brunch' })).toHaveAttribute('href', '/dash/event/42');
    expect(jazzRow).toHaveTextContent('Mar 22, 2026');
    expect(jazzRow).toHaveTextContent('Charged $90.00');
    expect(jazzRow).toHaveTextContent('$89.77 due on Mar 25, 2026');
    // Feb 27 at the venue (the instants are already Feb 28 in UTC).
    expect(pianoRow).toHaveTextContent('Feb 27, 2026');
    expect(pianoRow).toHaveTextContent('Completed $50.00');
    // spec 001 §4: Reversed is shown as 'Refunded'.
    expect(pianoRow).toHaveTextContent('Refunded $25.00');
    expect(pianoRow).not.toHaveTextContent('Reversed');
    expect(pianoRow).toHaveTextContent('1 refunded');
    expect(pianoRow).toHaveTextContent('$75.00');
    expect(pianoRow).toHaveTextContent('$49.87 paid on Mar 2, 2026');

    const schedule = within(screen.getByRole('region', { name: 'Payout schedule' }));
    const paid = within(schedule.getByRole('listitem', { name: 'Piano Night' }));
    expect(paid.getByText('paid on Mar 2, 2026')).toBeInTheDocument();
    expect(paid.getByText('Paid')).toBeInTheDocument();
    const breakdown = within(paid.getByRole('table', { name: 'Breakdown: Piano Night' }));
    expect(breakdown.getByRole('row', { name: 'Ticket sales (3 tickets) $75.00' })).toBeInTheDocument();
    expect(breakdown.getByRole('row', { name: 'Refunds (1 ticket) −$25.00' })).toBeInTheDocument();
    expect(breakdown.getByRole('row', { name: 'Processor monthly fee (0.25%) −$0.13' })).toBeInTheDocument();
    expect(breakdown.getByRole('row', { name: 'Payout $49.87' })).toBeInTheDocument();
    const due = within(schedule.getByRole('listitem', { name: 'Jazz Brunch' }));
    expect(due.getByText('due on Mar 25, 2026')).toBeInTheDocument();
    expect(due.getByText('Due')).toBeInTheDocument();
    expect(within(due.getByRole('table', { name: 'Breakdown: Jazz Brunch' })).queryByText(/Refunds/)).toBeNull();

    expect(sent('business_payment_query')).toEqual([{ request: 'business_payment_query' }]);
  });

  it('shows each event’s summary as a card of label: value lines on a phone', async () => {
    mockPhoneScreen();
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    mockApi({ business_payment_query: ok(answer()) });
    renderApp('/dash/payments');

    const list = within(await screen.findByRole('list', { name: 'Event payments' }, slow));
    expect(screen.queryByRole('table', { name: 'Event payments' })).not.toBeInTheDocument();
    const piano = within(list.getByRole('listitem', { name: 'Piano Night' }));
    const line = (label: string) => piano.getByText(label).closest('div')!.textContent;
    expect(piano.getByRole('link', { name: 'Piano Night' })).toHaveAttribute('href', '/dash/event/41');
    expect(piano.getByText('Completed $50.00')).toBeInTheDocument();
    expect(piano.getByText('Refunded $25.00')).toBeInTheDocument();
    expect(line('Dates')).toBe('DatesFeb 27, 2026');
    expect(line('Tickets sold')).toBe('Tickets sold31 refunded');
    expect(line('Gross ticket sales')).toBe('Gross ticket sales$75.00');
    expect(line('Payout')).toBe('Payout$49.87 paid on Mar 2, 2026');
    expect(list.getByRole('listitem', { name: 'Jazz Brunch' })).toHaveTextContent('$89.77 due on Mar 25, 2026');
  });

  it('sums the revenue by month or by week', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    mockApi({ business_payment_query: ok(answer()) });
    const user = userEvent.setup();
    renderApp('/dash/payments');

    const byMonth = within(await screen.findByRole('table', { name: 'Ticket revenue by month' }, slow));
    expect(byMonth.getByRole('row', { name: 'Feb 2026 $50.00' })).toBeInTheDocument();
    expect(byMonth.getByRole('row', { name: 'Mar 2026 $90.00' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'By week' }));
    const byWeek = within(await screen.findByRole('table', { name: 'Ticket revenue by week' }));
    expect(byWeek.getByRole('row', { name: 'Week of Feb 16 $50.00' })).toBeInTheDocument();
    expect(byWeek.getByRole('row', { name: 'Week of Mar 2 $90.00' })).toBeInTheDocument();
  });

  it('says why a due payout was not made, and explains payouts in the business payments help', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    const failed: PayoutRow = { ...pianoPayout, status: 'failed', paid_at: null, failure_message: PAYOUT_NO_ACCOUNT };
    mockApi({
      business_payment_query: ok(
        answer({
          payouts: [failed],
          summaries: [summary(piano, failed, { revenue: 5_000, sold: 3, refunded: 1 })],
        }),
      ),
    });
    const user = userEvent.setup();
    renderApp('/dash/payments');

    const card = within(await screen.findByRole('listitem', { name: 'Piano Night' }, slow));
    expect(card.getByText(PAYOUT_NO_ACCOUNT)).toBeInTheDocument();
    expect(card.getByText('due on Mar 2, 2026')).toBeInTheDocument();
    expect(card.getByText('Not paid yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: BUSINESS_PAYMENTS_HELP_LINK }));
    const help = within(await screen.findByRole('dialog', { name: 'Business payments' }));
    for (const p of BUSINESS_PAYMENTS_HELP.paragraphs) expect(help.getByText(p)).toBeInTheDocument();
    expect(help.getByText(/3 days after your event ends/)).toBeInTheDocument();
  });

  it('says so when no event has sold tickets yet', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    mockApi({
      business_payment_query: ok({ payments: [], ticket_sales: [], summaries: [], payouts: [], revenue_by_day: [] }),
    });
    renderApp('/dash/payments');
    expect(await screen.findByText(NO_PAYMENTS_YET, {}, slow)).toBeInTheDocument();
  });

  it('tells a creator that talent payments arrive with bookings, without asking for business payments', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ is_specialist: true, is_user: false }) });
    // Issue 12: a creator's payments are their booking payments (bookings/components/talent/talent-payments.test.tsx).
    const { calls } = mockApi({
      specialist_payment_query: ok({ payments: [], totals: { gross_booking_fees: 0, paid: 0, upcoming: 0 } }),
    });
    renderApp('/dash/payments');
    expect(await screen.findByText(TALENT_PAYMENTS_LATER, {}, slow)).toBeInTheDocument();
    expect(calls.filter((c) => c.request === 'business_payment_query')).toEqual([]);
    expect(screen.queryByRole('button', { name: BUSINESS_PAYMENTS_HELP_LINK })).not.toBeInTheDocument();
  });
});
