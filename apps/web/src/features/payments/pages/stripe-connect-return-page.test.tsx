import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@stagepass/contract/accounts/session-user';
import { OPEN_IN_MOBILE_APP } from '@stagepass/domain/account-flows';
import { assignLocation } from '../../../lib/navigation';
import type * as Navigation from '../../../lib/navigation';
import { useSessionStore } from '../../../store/session-store';
import { jsonResponse, makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import {
  CONTINUE_ONBOARDING,
  CREATE_AN_EVENT,
  PAYOUT_CHECK_FAILED,
  PAYOUT_MORE_DETAILS,
  PAYOUT_NOT_READY,
  PAYOUT_READY,
  SET_UP_PAYOUTS,
} from '../payout-texts';

vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  assignLocation: vi.fn(),
}));

vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 5000 };
const business = makeUser({ username: 'bayside', name: 'Bayside Venue', is_business: true, is_user: false });
const talent = makeUser({ username: 'tala', name: 'Tala Talent', is_specialist: true, is_user: false });
const ONBOARDING = 'https://connect.stripe.com/setup/e/acct_1/fresh';

function signIn(user: SessionUser) {
  useSessionStore.getState().signIn({ session: 'sess-1', user });
}
const appLinks = () => vi.mocked(assignLocation).mock.calls.filter(([url]) => url.startsWith('stagepass://'));

beforeEach(() => {
  vi.mocked(assignLocation).mockClear();
});

describe('the payout onboarding return on the web (spec 001 §7, spec 000 §2.9)', () => {
  it('registers the account named in the return URL and shows it ready, with Create an event for a business', async () => {
    signIn(business);
    const { sent } = mockApi({
      register_stripe_payout_account: ok({ connect_id: 'acct_1', enabled: true, restricted: false }),
    });
    renderApp('/mobile/redirect/stripeconnect/acct_1/return');

    expect(await screen.findByRole('heading', { name: PAYOUT_READY }, slow)).toBeInTheDocument();
    expect(sent('register_stripe_payout_account')).toEqual([
      { request: 'register_stripe_payout_account', auth_code: 'acct_1' },
    ]);
    expect(screen.getByRole('link', { name: CREATE_AN_EVENT })).toHaveAttribute('href', '/dash/createEvent');
    expect(screen.queryByRole('button', { name: CONTINUE_ONBOARDING })).not.toBeInTheDocument();
    // The web finishes here: the mobile app is not opened.
    expect(appLinks()).toEqual([]);
    expect(screen.queryByRole('link', { name: OPEN_IN_MOBILE_APP })).not.toBeInTheDocument();
  });

  it('offers talent no Create an event', async () => {
    signIn(talent);
    mockApi({ register_stripe_payout_account: ok({ connect_id: 'acct_1', enabled: true, restricted: false }) });
    renderApp('/mobile/redirect/stripeconnect/acct_1/return');
    expect(await screen.findByRole('heading', { name: PAYOUT_READY }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: CREATE_AN_EVENT })).not.toBeInTheDocument();
  });

  it('asks to continue onboarding while the account is not enabled, with a fresh link', async () => {
    signIn(business);
    const { sent } = mockApi({
      register_stripe_payout_account: ok({ connect_id: 'acct_1', enabled: false, restricted: true }),
      stripe_retrieve_accountLink: ok({ url: ONBOARDING }),
    });
    const user = userEvent.setup();
    renderApp('/mobile/redirect/stripeconnect/acct_1/return');

    expect(await screen.findByRole('heading', { name: PAYOUT_NOT_READY }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: CREATE_AN_EVENT })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CONTINUE_ONBOARDING }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(ONBOARDING));
    expect(sent('stripe_retrieve_accountLink')).toHaveLength(1);
  });

  it('shows an enabled but restricted account as ready, asking for the missing details', async () => {
    signIn(business);
    mockApi({ register_stripe_payout_account: ok({ connect_id: 'acct_1', enabled: true, restricted: true }) });
    renderApp('/mobile/redirect/stripeconnect/acct_1/return');
    expect(await screen.findByRole('heading', { name: PAYOUT_READY }, slow)).toBeInTheDocument();
    expect(screen.getByText(PAYOUT_MORE_DETAILS)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CONTINUE_ONBOARDING })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: CREATE_AN_EVENT })).toBeInTheDocument();
  });

  it('on /refresh, sends the browser straight to a fresh onboarding link', async () => {
    signIn(business);
    const { sent } = mockApi({ stripe_retrieve_accountLink: ok({ url: ONBOARDING }) });
    renderApp('/mobile/redirect/stripeconnect/acct_1/refresh');
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(ONBOARDING), slow);
    expect(sent('stripe_retrieve_accountLink')).toEqual([{ request: 'stripe_retrieve_accountLink' }]);
    expect(appLinks()).toEqual([]);
  });

  it("shows the server's message when the account is not the member's, and offers to start again", async () => {
    signIn(business);
    const message = 'That payout account was not found. Please set up payouts again.';
    mockApi({
      register_stripe_payout_account: jsonResponse(404, { message, code: 'NOT_FOUND' }),
      stripe_get_account_url: ok({ url: ONBOARDING, connect_id: 'acct_2' }),
    });
    const user = userEvent.setup();
    renderApp('/mobile/redirect/stripeconnect/acct_someone/return');

    expect(await screen.findByText(message, {}, slow)).toBeInTheDocument();
    expect(screen.getByText(PAYOUT_CHECK_FAILED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SET_UP_PAYOUTS }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(ONBOARDING));
  });

  it('hands a fan (and anyone signed out) to the mobile app, as before', async () => {
    signIn(makeUser());
    const { calls } = mockApi({});
    renderApp('/mobile/redirect/stripeconnect/acct_1/return');
    expect(await screen.findByRole('link', { name: OPEN_IN_MOBILE_APP }, slow)).toHaveAttribute(
      'href',
      'stagepass://stripeconnect/return',
    );
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('stagepass://stripeconnect/return'));
    expect(calls.filter((c) => String(c.request).includes('stripe'))).toEqual([]);
  });
});
