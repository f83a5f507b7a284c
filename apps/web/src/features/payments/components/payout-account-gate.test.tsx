import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PAYOUT_ACCOUNT_REQUIRED } from '@stagepass/domain/events';
import { createQueryClient } from '../../../app/query-client';
import { theme } from '../../../app/theme';
import { ToastArea } from '../../../components/ui/toast-area';
import { assignLocation } from '../../../lib/navigation';
import type * as Navigation from '../../../lib/navigation';
import { useSessionStore } from '../../../store/session-store';
import { jsonResponse, makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { CHECKING_PAYOUT_ACCOUNT, PAYOUT_CHECK_FAILED, SET_UP_PAYOUTS, TRY_AGAIN } from '../payout-texts';
import { PayoutAccountGate } from './payout-account-gate';

// jsdom cannot load the provider's page; record the full-page navigation instead.
vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  assignLocation: vi.fn(),
}));

const ONBOARDING = 'http://127.0.0.1:3000/dev/connect/onboard/tok';

function renderGate() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider theme={theme} env="test">
        <ToastArea />
        <PayoutAccountGate>
          <h1>Create Event</h1>
        </PayoutAccountGate>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.mocked(assignLocation).mockClear();
  useSessionStore.getState().signIn({ session: 'sess-1', user: makeUser({ is_business: true, is_user: false }) });
});

describe('PayoutAccountGate (spec 001 §6: a payout account is needed to create events)', () => {
  it('shows a loader while checking, then what it guards once the account is enabled', async () => {
    let answer: (r: Response) => void = () => {};
    const { sent } = mockApi({
      stripe_get_connect_id: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderGate();
    expect(await screen.findByLabelText(CHECKING_PAYOUT_ACCOUNT)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create Event' })).not.toBeInTheDocument();

    answer(ok({ connect_id: 'acct_1', enabled: true, restricted: false }));
    expect(await screen.findByRole('heading', { name: 'Create Event' })).toBeInTheDocument();
    expect(screen.queryByText(PAYOUT_ACCOUNT_REQUIRED)).not.toBeInTheDocument();
    expect(sent('stripe_get_connect_id')).toHaveLength(1);
  });

  it.each([
    ['no account', { connect_id: null, enabled: false, restricted: false }],
    ['an account still in onboarding', { connect_id: 'acct_1', enabled: false, restricted: true }],
  ])('with %s, explains why and sends the browser to onboarding', async (_case, account) => {
    const { sent } = mockApi({
      stripe_get_connect_id: ok(account),
      stripe_get_account_url: ok({ url: ONBOARDING, connect_id: 'acct_1' }),
    });
    const user = userEvent.setup();
    renderGate();

    expect(await screen.findByText(PAYOUT_ACCOUNT_REQUIRED)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Payout account needed' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create Event' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SET_UP_PAYOUTS }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(ONBOARDING));
    expect(sent('stripe_get_account_url')).toEqual([{ request: 'stripe_get_account_url' }]);
  });

  it("shows the server's message when set-up fails, and stays", async () => {
    mockApi({
      stripe_get_connect_id: ok({ connect_id: null, enabled: false, restricted: false }),
      stripe_get_account_url: jsonResponse(503, {
        message: 'Payouts are not available right now. Please try again later.',
        code: 'SERVICE_UNAVAILABLE',
      }),
    });
    const user = userEvent.setup();
    renderGate();
    await user.click(await screen.findByRole('button', { name: SET_UP_PAYOUTS }));
    expect(await screen.findByText('Payouts are not available right now. Please try again later.')).toBeInTheDocument();
    expect(assignLocation).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: SET_UP_PAYOUTS })).toBeEnabled();
  });

  it('offers to try again when the account cannot be read', async () => {
    let calls = 0;
    mockApi({
      stripe_get_connect_id: () =>
        ++calls === 1
          ? jsonResponse(400, { message: 'Something is off.', code: 'INVALID_INPUT' })
          : ok({ connect_id: 'acct_1', enabled: true, restricted: false }),
    });
    const user = userEvent.setup();
    renderGate();
    expect(await screen.findByText(PAYOUT_CHECK_FAILED)).toBeInTheDocument();
    // The notice says what the server said.
    expect(screen.getByText('Something is off.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: TRY_AGAIN }));
    expect(await screen.findByRole('heading', { name: 'Create Event' })).toBeInTheDocument();
  });
});
