import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequestOutput } from '@stagepass/contract/registry';
import { TALENT_PAYMENTS_HELP, TALENT_PAYMENTS_HELP_BUTTON } from '@stagepass/domain/bids';
import { BUSINESS_PAYMENTS_HELP_LINK, TALENT_PAYMENTS_LATER } from '@stagepass/domain/payouts';
import { useSessionStore } from '../../../../store/session-store';
import { makeUser } from '../../../../test/fixtures';
import { mockApi, ok } from '../../../../test/mock-api';
import { renderApp } from '../../../../test/render-app';
import { TZ } from './talent-testing';

const slow = { timeout: 10_000 };
/** The first render loads the lazy page; the machine is shared. */
const LONG = 30_000;
const talent = makeUser({ is_specialist: true, is_user: false, name: 'Tala Talent' });

type Row = RequestOutput<'specialist_payment_query'>['payments'][number];
const row = (over: Partial<Row> & Pick<Row, 'bid_id' | 'event_name' | 'state' | 'amount'>): Row => ({
  event_id: over.bid_id - 450,
  image_url: null,
  // Fri Feb 27 2026, 7–11 PM in Los Angeles (already Feb 28 in UTC).
  start_time: '2026-02-28T03:00:00.000Z',
  end_time: '2026-02-28T07:00:00.000Z',
  country: 'US',
  time_zone: TZ,
  business_name: 'Bayside Venue',
  currency: 'USD',
  payout_due_at: '2026-03-05T08:00:00.000Z',
  paid_at: null,
  ...over,
});

const answer: RequestOutput<'specialist_payment_query'> = {
  payments: [
    row({ bid_id: 500, event_name: 'Jazz Night', state: 'Charged', amount: 25_100 }),
    row({
      bid_id: 505,
      event_name: 'Piano Night',
      state: 'Completed',
      amount: 20_000,
      start_time: '2026-02-10T03:00:00.000Z',
      end_time: '2026-02-10T06:00:00.000Z',
      payout_due_at: '2026-02-15T06:00:00.000Z',
      paid_at: '2026-02-15T06:01:00.000Z',
      business_name: 'Harbor Hall',
    }),
    row({ bid_id: 506, event_name: 'Pier Party', state: 'Reversed', amount: 15_000 }),
    row({ bid_id: 507, event_name: 'Club Night', state: 'Dispute', amount: 18_000 }),
  ],
  totals: { gross_booking_fees: 45_100, paid: 20_000, upcoming: 25_100 },
};

describe('/dash/payments for talent (spec 001 §2, §3 Payment row, §4 Payment states)', () => {
  it(
    'lists the booking payments with their state and payout, and the totals',
    async () => {
      useSessionStore.getState().signIn({ session: 'tok', user: talent });
      const { sent } = mockApi({ specialist_payment_query: ok(answer) });
      renderApp('/dash/payments');

      const table = within(await screen.findByRole('table', { name: 'Booking payments' }, slow));
      const [header, jazz, piano, pier, club] = table.getAllByRole('row');
      expect(header).toHaveTextContent('EventDateBusinessAmountStatePayout');
      // The event's own day at the venue, not the UTC one.
      expect(jazz).toHaveTextContent('Jazz NightFeb 27, 2026Bayside Venue$251.00ChargedDue on Mar 5, 2026');
      expect(within(jazz!).getByRole('link', { name: 'Jazz Night' })).toHaveAttribute('href', '/dash/event/50');
      expect(piano).toHaveTextContent('Piano NightFeb 9, 2026Harbor Hall$200.00CompletedPaid on Feb 14, 2026');
      // spec 001 §4: Reversed is shown as 'Refunded'.
      expect(pier).toHaveTextContent('Pier Party');
      expect(pier).toHaveTextContent('RefundedNo payout');
      expect(pier).not.toHaveTextContent('Reversed');
      expect(club).toHaveTextContent('DisputeFrozen until the grievance is resolved');

      const totals = within(screen.getByRole('table', { name: 'Totals' }));
      expect(totals.getByRole('row', { name: 'Gross booking fees $451.00' })).toBeInTheDocument();
      expect(totals.getByRole('row', { name: 'Paid $200.00' })).toBeInTheDocument();
      expect(totals.getByRole('row', { name: 'Upcoming $251.00' })).toBeInTheDocument();

      expect(sent('specialist_payment_query')).toEqual([{ request: 'specialist_payment_query' }]);
      expect(sent('business_payment_query')).toEqual([]);
      expect(screen.queryByRole('button', { name: BUSINESS_PAYMENTS_HELP_LINK })).not.toBeInTheDocument();
    },
    LONG,
  );

  it(
    'explains talent payments in their help modal',
    async () => {
      useSessionStore.getState().signIn({ session: 'tok', user: talent });
      mockApi({ specialist_payment_query: ok(answer) });
      const user = userEvent.setup();
      renderApp('/dash/payments');

      await user.click(await screen.findByRole('button', { name: TALENT_PAYMENTS_HELP_BUTTON }, slow));
      const help = within(await screen.findByRole('dialog', { name: TALENT_PAYMENTS_HELP.title }));
      for (const p of TALENT_PAYMENTS_HELP.paragraphs) expect(help.getByText(p)).toBeInTheDocument();
      expect(help.getByText(/5 days after the event/)).toBeInTheDocument();
    },
    LONG,
  );

  it(
    'says payments arrive with bookings when there are none yet',
    async () => {
      useSessionStore.getState().signIn({ session: 'tok', user: talent });
      mockApi({
        specialist_payment_query: ok({ payments: [], totals: { gross_booking_fees: 0, paid: 0, upcoming: 0 } }),
      });
      renderApp('/dash/payments');
      expect(await screen.findByText(TALENT_PAYMENTS_LATER, {}, slow)).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    },
    LONG,
  );
});
