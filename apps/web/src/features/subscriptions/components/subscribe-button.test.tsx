import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  CONFIRM_SUBSCRIPTION,
  SUBSCRIBE,
  SUBSCRIBED,
  SUBSCRIPTION_PAYMENT_FAILED,
} from '@stagepass/domain/subscriptions';
import { createQueryClient } from '../../../app/query-client';
import { theme } from '../../../app/theme';
import { ToastArea } from '../../../components/ui/toast-area';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { stubCardTokens } from '../../tickets/testing';
import { makeSubscription } from '../testing';
import { SubscribeButton, type SubscribePlan } from './subscribe-button';

const slow = { timeout: 5000 };
const PLAN: SubscribePlan = { plan_id: 4, name: 'Backstage Monthly', price: 999, currency: 'USD', interval: 'month' };
const VISA = { id: 'card_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 } as const;
const NEW = { id: 'card_new', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 } as const;

function renderButton(plan: SubscribePlan = PLAN) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MantineProvider theme={theme} env="test">
        <MemoryRouter>
          <ToastArea />
          <SubscribeButton plan={plan} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const open = async (user: ReturnType<typeof userEvent.setup>, plan = PLAN) => {
  await user.click(screen.getByRole('button', { name: `${SUBSCRIBE}: ${plan.name}` }));
  return within(await screen.findByRole('dialog', { name: `${SUBSCRIBE}: ${plan.name}` }, slow));
};

describe('SubscribeButton (spec 001 §7 create_subscription)', () => {
  it('subscribes with the default saved card and shows the state it is in', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    const { sent } = mockApi({
      stripe_retrieve_sources: ok({
        sources: [VISA],
        default_source: VISA.id,
        provider: 'sandbox',
        publishable_key: null,
      }),
      create_subscription: ok({ subscription: makeSubscription() }),
    });
    const user = userEvent.setup();
    renderButton();
    const dialog = await open(user);
    expect(dialog.getByText('$9.99 / month')).toBeInTheDocument();
    expect(await dialog.findByRole('radio', { name: 'Visa •••• 4242, expires 12/31' }, slow)).toBeChecked();
    await user.click(dialog.getByRole('button', { name: CONFIRM_SUBSCRIPTION }));

    expect(await dialog.findByText('Renews Dec 22, 2026')).toBeInTheDocument();
    expect(dialog.getByText('Active')).toBeInTheDocument();
    expect(screen.getAllByText(SUBSCRIBED).length).toBeGreaterThan(0);
    expect(sent('create_subscription')).toEqual([{ request: 'create_subscription', plan_id: 4, card: VISA.id }]);
  });

  it('saves a new card first, then subscribes with it; a trial shows when it ends', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    const trialing = makeSubscription({
      state: 'Trialing',
      trial_end: '2026-12-06T12:00:00.000Z',
      current_period_end: '2026-12-06T12:00:00.000Z',
    });
    const { sent } = mockApi({
      stripe_retrieve_sources: ok({ sources: [], default_source: null, provider: 'sandbox', publishable_key: null }),
      stripe_source_action: ok({ message: 'Add', reason: null, sources: [NEW], default_source: NEW.id }),
      create_subscription: ok({ subscription: trialing }),
    });
    const tokens = stubCardTokens();
    const user = userEvent.setup();
    const plan = { ...PLAN, trial: 14 };
    renderButton(plan);
    const dialog = await open(user, plan);
    expect(dialog.getByText('Free for 14 days, then $9.99 / month')).toBeInTheDocument();
    await user.type(await dialog.findByRole('textbox', { name: /^Card number/ }, slow), '4242 4242 4242 4242');
    await user.type(dialog.getByRole('textbox', { name: /^Expiry/ }), '1231');
    await user.type(dialog.getByRole('textbox', { name: /^CVC/ }), '123');
    await user.click(dialog.getByRole('button', { name: CONFIRM_SUBSCRIPTION }));

    expect(await dialog.findByText('Trial ends Dec 6, 2026')).toBeInTheDocument();
    expect(tokens.cards).toHaveLength(1);
    expect(sent('stripe_source_action')).toEqual([
      { request: 'stripe_source_action', action: 'Add', token: 'tok_test1', default_source: true },
    ]);
    expect(sent('create_subscription')).toEqual([{ request: 'create_subscription', plan_id: 4, card: NEW.id }]);
  });

  it("shows a declined card's message and keeps the form to try another", async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    mockApi({
      stripe_retrieve_sources: ok({
        sources: [VISA],
        default_source: VISA.id,
        provider: 'sandbox',
        publishable_key: null,
      }),
      create_subscription: fail(402, 'Your card has insufficient funds.', 'card'),
    });
    const user = userEvent.setup();
    renderButton();
    const dialog = await open(user);
    await dialog.findByRole('radio', { name: /Visa/ }, slow);
    await user.click(dialog.getByRole('button', { name: CONFIRM_SUBSCRIPTION }));
    const alert = within(await dialog.findByRole('alert'));
    expect(alert.getByText(SUBSCRIPTION_PAYMENT_FAILED)).toBeInTheDocument();
    expect(alert.getByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: CONFIRM_SUBSCRIPTION })).toBeEnabled();
  });
});
