import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import {
  BIDDING_HELP,
  BIDDING_HELP_BUTTON,
  SCHEDULING_HELP,
  SCHEDULING_HELPERS_HELP,
  TALENT_PAYMENTS_HELP,
} from '@stagepass/domain/bids';
import type { Fees } from '@stagepass/domain/fees';
import { createQueryClient } from '../../../../app/query-client';
import { theme } from '../../../../app/theme';
import { fail, mockApi, ok } from '../../../../test/mock-api';
import { BiddingHelpButton } from './bidding-help-modal';
import { SchedulingHelpButton, SchedulingHelpersHelpButton } from './scheduling-help-modal';
import { TalentPaymentsHelpButton } from './talent-payments-help-modal';

const slow = { timeout: 5000 };

const FEES: Fees = {
  booking_pct: 10,
  booking_handling_fee_cents: 100,
  ticket_pct: 5,
  ticket_flat_fee_cents: 50,
  processor_pct: 2.9,
  processor_flat_fee_cents: 30,
  processor_monthly_pct: 0.25,
  subscription_pct: 10,
  currency: 'USD',
};

function renderWith(ui: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider theme={theme} env="test">
        {ui}
      </MantineProvider>
    </QueryClientProvider>,
  );
}

async function openDialog(buttonName: string | RegExp, title: string) {
  await userEvent.click(screen.getByRole('button', { name: buttonName }));
  return within(await screen.findByRole('dialog', { name: title }));
}

describe('BiddingHelpModal (spec 001 §2: tabs Overview, Bid Status, Grievances and Fees)', () => {
  it('opens from the ? button on the Overview tab', slow, async () => {
    const { sent } = mockApi({ get_fees: ok(FEES) });
    renderWith(<BiddingHelpButton />);
    const dialog = await openDialog('Bidding help', BIDDING_HELP.title);
    expect(dialog.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Bid Status',
      'Grievances',
      'Fees',
    ]);
    expect(dialog.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    for (const p of BIDDING_HELP.overview) expect(dialog.getByText(p)).toBeInTheDocument();
    // The fees are asked for only when their tab is shown.
    expect(sent('get_fees')).toHaveLength(0);
  });

  it('Bid Status names Awaiting Approval, Leading, Lost, Won and Insufficient Funds', slow, async () => {
    mockApi({});
    renderWith(<BiddingHelpButton label={BIDDING_HELP_BUTTON} />);
    const dialog = await openDialog(BIDDING_HELP_BUTTON, BIDDING_HELP.title);
    await userEvent.click(dialog.getByRole('tab', { name: 'Bid Status' }));
    for (const name of ['Awaiting Approval', 'Leading', 'Lost', 'Won', 'Insufficient Funds']) {
      expect(dialog.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(dialog.getByText(/charged the winning price and the bid shows as Booked/)).toBeInTheDocument();
  });

  it('Grievances explains Freeze Payment up to 4 days after the event', slow, async () => {
    mockApi({});
    renderWith(<BiddingHelpButton />);
    const dialog = await openDialog('Bidding help', BIDDING_HELP.title);
    await userEvent.click(dialog.getByRole('tab', { name: 'Grievances' }));
    expect(dialog.getByText(/use Freeze Payment on the booking up to 4 days after the event/)).toBeInTheDocument();
    expect(dialog.getByText(/into Dispute: the talent’s payout is held/)).toBeInTheDocument();
  });

  it('Fees shows the served booking and processor fees and the listing price', slow, async () => {
    const { sent } = mockApi({ get_fees: ok(FEES) });
    renderWith(<BiddingHelpButton />);
    const dialog = await openDialog('Bidding help', BIDDING_HELP.title);
    await userEvent.click(dialog.getByRole('tab', { name: 'Fees' }));
    expect(await dialog.findByText('10% of the rate + $1.00 handling fee per booking')).toBeInTheDocument();
    expect(dialog.getByText('2.9% of the rate + $0.30 per charge')).toBeInTheDocument();
    expect(dialog.getByText(/A \$200\.00 rate is listed at \$227\.10\./)).toBeInTheDocument();
    expect(sent('get_fees')).toHaveLength(1);
  });

  it('Fees offers a retry when the fees cannot be loaded', slow, async () => {
    // A 4xx, which the query client does not retry, keeps the test quick.
    mockApi({ get_fees: fail(400, 'Fees are unavailable') });
    renderWith(<BiddingHelpButton />);
    const dialog = await openDialog('Bidding help', BIDDING_HELP.title);
    await userEvent.click(dialog.getByRole('tab', { name: 'Fees' }));
    expect(await dialog.findByText(BIDDING_HELP.feesLoadFailed)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('TalentPaymentsHelpModal', () => {
  it('explains payouts 5 days after the event, grievances and the payment states', slow, async () => {
    renderWith(<TalentPaymentsHelpButton />);
    const dialog = await openDialog('Talent payments help', TALENT_PAYMENTS_HELP.title);
    expect(dialog.getByText(/paid to your payout account 5 days after the event/)).toBeInTheDocument();
    expect(dialog.getByText(/goes into Dispute and its payout is frozen/)).toBeInTheDocument();
    for (const name of ['Pending', 'Charged', 'Dispute', 'Completed', 'Refunded']) {
      expect(dialog.getByRole('heading', { name })).toBeInTheDocument();
    }
  });
});

describe('SchedulingHelpModal and SchedulingHelpersHelpModal', () => {
  it('explains every schedule setting', slow, async () => {
    renderWith(<SchedulingHelpButton />);
    const dialog = await openDialog('Scheduling help', SCHEDULING_HELP.title);
    for (const name of [
      'Schedules',
      'Lockout',
      'Buffer time',
      'Max events',
      'Rates',
      'Book Now',
      'Private rates',
      'Approve bids',
    ]) {
      expect(dialog.getByRole('heading', { name })).toBeInTheDocument();
    }
    expect(dialog.getByText(/All your schedules on one day share that closing time/)).toBeInTheDocument();
  });

  it('explains templates, applying them to dates and the calendar feed', slow, async () => {
    renderWith(<SchedulingHelpersHelpButton label="Helpers" />);
    const dialog = await openDialog('Helpers', SCHEDULING_HELPERS_HELP.title);
    for (const s of SCHEDULING_HELPERS_HELP.sections) {
      expect(dialog.getByRole('heading', { name: s.heading })).toBeInTheDocument();
      expect(dialog.getByText(s.text)).toBeInTheDocument();
    }
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: SCHEDULING_HELPERS_HELP.title })).not.toBeInTheDocument();
  });
});
