import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RequestOutput } from '@stagepass/contract/registry';
import {
  ACCEPT_AFFILIATE_TERMS_LABEL,
  AFFILIATE_ACTING_REFUSED,
  AFFILIATE_GUIDELINES_TITLE,
  AFFILIATE_TERMS_TITLE,
  JOIN_AFFILIATE_BUTTON,
  READ_AFFILIATE_TERMS,
} from '@stagepass/domain/affiliate';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

const slow = { timeout: 5000 };
const talent = makeUser({ is_specialist: true, is_user: false, name: 'Tala Talent' });

const promotion: RequestOutput<'affiliate_promotion'> = {
  promotion: {
    bus_booking_pct: 0.1,
    spc_booking_pct: 0.05,
    ticket_pct: 0.03,
    start_date: '2026-01-01',
    end_date: '2026-12-31',
    payout_period: 1,
  },
};

const clients: RequestOutput<'affiliate_get_clients'> = {
  affiliate_code: 'TALA7KQ2',
  clients: [
    {
      member_id: 7,
      name: 'Bayside Venue',
      username: 'bayside',
      image: null,
      role: 'BUSINESS',
      joined_at: '2026-10-02T18:00:00.000Z',
      earned_cents: 1_190,
      currency: 'USD',
    },
  ],
};

const events: RequestOutput<'affiliate_event_query'> = {
  earnings: [
    {
      earning_id: 3,
      source: 'ticket',
      client_id: 7,
      client_name: 'Bayside Venue',
      event_name: 'Piano Night',
      base_cents: 37_650,
      pct: 0.03,
      share_cents: 1_130,
      currency: 'USD',
      earned_at: '2026-11-25T07:00:00.000Z',
      payout_id: 12,
    },
  ],
  payouts: [
    {
      payout_id: 12,
      month: '2026-11-01',
      gross_cents: 1_190,
      fee_cents: 3,
      amount_cents: 1_187,
      currency: 'USD',
      status: 'paid',
      earnings: 2,
      paid_at: '2026-12-01T12:00:00.000Z',
      failure_message: null,
    },
  ],
  totals: { earned_cents: 1_190, pending_cents: 0, paid_cents: 1_187, currency: 'USD' },
};

describe('/dash/affiliate before joining (spec 001 §6, §7 register_as_affiliate)', () => {
  it('lets a talent read the terms, accept them and join; the code and the Affiliate menu appear', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: talent });
    const { sent } = mockApi({
      affiliate_promotion: ok(promotion),
      register_as_affiliate: ok({
        affiliate_code: 'TALA7KQ2',
        terms_accepted_at: '2026-11-22T12:00:00Z',
        joined: true,
      }),
      affiliate_get_clients: ok(clients),
      affiliate_event_query: ok(events),
    });
    const user = userEvent.setup();
    renderApp('/dash/affiliate');

    expect(await screen.findByRole('heading', { level: 1, name: 'Affiliate' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: AFFILIATE_GUIDELINES_TITLE })).toBeInTheDocument();
    expect(await screen.findByText('3% of the ticket sales of businesses you refer')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Affiliate' })).not.toBeInTheDocument();

    // The terms modal: the spec's programme terms (§9).
    await user.click(screen.getAllByRole('button', { name: READ_AFFILIATE_TERMS })[0]!);
    const terms = within(await screen.findByRole('dialog', { name: AFFILIATE_TERMS_TITLE }));
    expect(terms.getByText('Last updated: June 17, 2025')).toBeInTheDocument();
    expect(terms.getByText(/limited to 50 US dollars/)).toBeInTheDocument();
    expect(terms.getByText(/arbitration in California under California law/)).toBeInTheDocument();
    expect(terms.getByText(/18 years of age or older/)).toBeInTheDocument();
    await user.click(terms.getByRole('button', { name: 'Close' }));

    const join = screen.getByRole('button', { name: JOIN_AFFILIATE_BUTTON });
    expect(join).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: ACCEPT_AFFILIATE_TERMS_LABEL }));
    await user.click(join);

    expect(await screen.findByTestId('affiliate-code', {}, slow)).toHaveTextContent('TALA7KQ2');
    expect(sent('register_as_affiliate')).toEqual([{ request: 'register_as_affiliate', accept_terms: true }]);
    expect(useSessionStore.getState().user?.affiliate_code).toBe('TALA7KQ2');
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Affiliate' }).length).toBeGreaterThan(0));
  });

  it('sends a fan to their own dashboard, and tells an agency acting for a talent that it is the holder’s', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ name: 'Frankie Fan' }) });
    mockApi({ affiliate_promotion: ok(promotion) });
    const { router } = renderApp('/dash/affiliate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/user-dashboard'), slow);

    useSessionStore.getState().signIn({
      session: 'tok2',
      user: makeUser({ is_specialist: true, is_user: false, agency_as_client: true, affiliate_code: 'TALA7KQ2' }),
    });
    const { sent } = mockApi({ affiliate_promotion: ok(promotion) });
    renderApp('/dash/affiliate');
    expect(await screen.findByText(AFFILIATE_ACTING_REFUSED, {}, slow)).toBeInTheDocument();
    expect(sent('affiliate_get_clients')).toEqual([]);
    expect(screen.queryByRole('button', { name: JOIN_AFFILIATE_BUTTON })).not.toBeInTheDocument();
  });
});

describe('/dash/affiliate for an affiliate (spec 001 §7 affiliate_get_clients, affiliate_event_query)', () => {
  it('shows the code, totals, payouts less fees, earnings per sale with their rate, and the referrals', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: { ...talent, affiliate_code: 'TALA7KQ2' } });
    mockApi({
      affiliate_promotion: ok(promotion),
      affiliate_get_clients: ok(clients),
      affiliate_event_query: ok(events),
    });
    renderApp('/dash/affiliate');

    expect(await screen.findByTestId('affiliate-code', {}, slow)).toHaveTextContent('TALA7KQ2');
    const payouts = within(await screen.findByRole('table', { name: 'Payouts' }, slow));
    const [, november] = payouts.getAllByRole('row');
    expect(november).toHaveTextContent('November 2026');
    expect(november).toHaveTextContent('$11.90');
    expect(november).toHaveTextContent('−$0.03');
    expect(november).toHaveTextContent('$11.87');
    expect(november).toHaveTextContent('Paid');

    const [, sale] = within(screen.getByRole('table', { name: 'Earnings' })).getAllByRole('row');
    expect(sale).toHaveTextContent('Bayside Venue');
    expect(sale).toHaveTextContent('Ticket sales · Piano Night');
    expect(sale).toHaveTextContent('$376.50');
    expect(sale).toHaveTextContent('3%');
    expect(sale).toHaveTextContent('$11.30');

    const [, client] = within(screen.getByRole('table', { name: 'Referrals' })).getAllByRole('row');
    expect(client).toHaveTextContent('Bayside Venue');
    expect(client).toHaveTextContent('Business');
    expect(client).toHaveTextContent('$11.90');
    expect(screen.getByText('Paid out').nextSibling).toHaveTextContent('$11.87');
  });
});
