import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, sentBody } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// What get_fees answers (packages/contract/src/payments/get_fees.ts); deliberately not the
// server's defaults, so the page cannot pass by showing numbers of its own.
const FEES = {
  booking_pct: 12,
  booking_handling_fee_cents: 150,
  ticket_pct: 4.5,
  ticket_flat_fee_cents: 79,
  processor_pct: 2.9,
  processor_flat_fee_cents: 30,
  processor_monthly_pct: 0.25,
  subscription_pct: 8,
  currency: 'USD',
};

const slow = { timeout: 5000 };

function feeCard(title: string) {
  return within(screen.getByRole('region', { name: title }));
}

describe('/auth/pricing (spec 000 §2.2, spec 001 §9)', () => {
  it('shows the fees the server sends, as percentages and money', async () => {
    const fetchMock = mockFetch(jsonResponse(200, { data: FEES }));
    renderApp('/auth/pricing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pricing' }, slow)).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Talent bookings' }, slow);

    expect(sentBody(fetchMock)).toEqual({ request: 'get_fees' });
    expect(feeCard('Talent bookings').getByText('12% + $1.50 per booking')).toBeInTheDocument();
    expect(feeCard('Tickets').getByText('4.5% + $0.79 per ticket')).toBeInTheDocument();
    expect(feeCard('Subscriptions').getByText('8% per subscription payment')).toBeInTheDocument();
    expect(feeCard('Card processing').getByText('2.9% + $0.30 per charge')).toBeInTheDocument();
    expect(feeCard('Card processing').getByText(/0\.25% of monthly payout volume/)).toBeInTheDocument();
  });

  it('works the fees through the examples with the shared fee rules', async () => {
    mockFetch(jsonResponse(200, { data: FEES }));
    renderApp('/auth/pricing');
    await screen.findByRole('region', { name: 'Talent bookings' }, slow);
    // $200 + 14.9 % ($29.80) + $1.50 + $0.30 = $231.60 (spec 001 §9 listing price).
    expect(feeCard('Talent bookings').getByText(/listed to businesses at \$231\.60/)).toBeInTheDocument();
    // $20 + 7.4 % ($1.48) + $0.79 + $0.30 = $22.57 (spec 001 §9 ticket buyer price).
    expect(feeCard('Tickets').getByText(/costs the buyer \$22\.57/)).toBeInTheDocument();
  });

  it('shows the Standard plan table', async () => {
    mockFetch(jsonResponse(200, { data: FEES }));
    renderApp('/auth/pricing');
    const table = within(await screen.findByRole('table', { name: 'Standard plan' }, slow));
    expect(table.getAllByRole('rowheader').map((c) => c.textContent)).toEqual([
      'Unlimited ticket types',
      'Public events',
      'Private events',
    ]);
    expect(table.getAllByText('Included')).toHaveLength(3);
  });

  it("shows the server's message and offers a retry when the fees cannot be loaded", async () => {
    mockFetch(jsonResponse(503, { message: 'Fees are unavailable right now.', code: 'UNAVAILABLE' }));
    renderApp('/auth/pricing');
    expect(await screen.findByText('Fees are unavailable right now.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('The current fees could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
