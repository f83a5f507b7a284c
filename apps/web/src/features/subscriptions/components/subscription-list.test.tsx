import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SubscriptionRow } from '@stagepass/contract/subscriptions/fields';
import {
  CANCEL_SUBSCRIPTION,
  CANCEL_SUBSCRIPTION_CONFIRM,
  KEEP_SUBSCRIPTION,
  NO_PURCHASED_ASSETS,
  NO_SUBSCRIPTIONS,
  REACTIVATE,
  SUBSCRIPTION_CANCELLED,
  SUBSCRIPTION_REACTIVATED,
} from '@stagepass/domain/subscriptions';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { makeSubscription } from '../testing';

const slow = { timeout: 5000 };

const ending = (s: SubscriptionRow): SubscriptionRow => ({
  ...s,
  state: 'Ending',
  can_cancel: false,
  can_reactivate: true,
  canceled_at: '2026-11-23T12:00:00.000Z',
});

/** The purchases page with no tickets or assets, and the subscriptions the server holds (changed by the calls). */
function serve(initial: SubscriptionRow[]) {
  let list = initial;
  const replace = (row: SubscriptionRow) => {
    list = list.map((s) => (s.subscription_id === row.subscription_id ? row : s));
    return ok({ subscription: row });
  };
  return mockApi({
    user_get_purchased_tickets: ok({ purchases: [] }),
    get_assets: ok({ assets: [] }),
    get_subscriptions: () => ok({ subscriptions: list }),
    cancel_subscription: (body) => replace(ending(list.find((s) => s.subscription_id === body.subscription_id)!)),
    reactivate_subscription: (body) => replace(makeSubscription({ subscription_id: body.subscription_id as number })),
  });
}

describe('the subscriptions on /dash/purchases (spec 001 §4, §7)', () => {
  it('shows each subscription with its plan, state and renewal; Cancel, after confirming, shows it Ending', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    const { sent } = serve([
      makeSubscription(),
      makeSubscription({
        subscription_id: 32,
        product_name: 'Film Club',
        plan_name: 'Yearly',
        interval: 'year',
        price: 9900,
        state: 'PastDue',
        current_period_end: '2026-11-22T12:00:00.000Z',
        next_retry_at: '2026-11-23T12:00:00.000Z',
      }),
    ]);
    const user = userEvent.setup();
    renderApp('/dash/purchases');

    const card = within(await screen.findByRole('listitem', { name: 'Studio Sessions · Backstage Monthly' }, slow));
    expect(card.getByText('Active')).toBeInTheDocument();
    expect(card.getByText('Cleo Creator · Backstage · $9.99 / month')).toBeInTheDocument();
    expect(card.getByText('Renews Dec 22, 2026')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: REACTIVATE })).not.toBeInTheDocument();
    const film = within(screen.getByRole('listitem', { name: 'Film Club · Yearly' }));
    expect(film.getByText('Past due')).toBeInTheDocument();
    expect(film.getByText('Payment failed. We will try again on Nov 23, 2026.')).toBeInTheDocument();
    expect(await screen.findByText(NO_PURCHASED_ASSETS)).toBeInTheDocument();

    // Keeping it sends nothing.
    await user.click(card.getByRole('button', { name: CANCEL_SUBSCRIPTION }));
    let dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(CANCEL_SUBSCRIPTION_CONFIRM)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: KEEP_SUBSCRIPTION }));
    expect(sent('cancel_subscription')).toHaveLength(0);

    await user.click(card.getByRole('button', { name: CANCEL_SUBSCRIPTION }));
    dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: CANCEL_SUBSCRIPTION }));
    expect(await screen.findByText(SUBSCRIPTION_CANCELLED)).toBeInTheDocument();
    expect(sent('cancel_subscription')).toEqual([{ request: 'cancel_subscription', subscription_id: 31 }]);
    const after = within(screen.getByRole('listitem', { name: 'Studio Sessions · Backstage Monthly' }));
    expect(await after.findByText('Ending')).toBeInTheDocument();
    expect(after.getByText('Ends Dec 22, 2026')).toBeInTheDocument();
    expect(after.queryByRole('button', { name: CANCEL_SUBSCRIPTION })).not.toBeInTheDocument();

    // Reactivate takes it back.
    await user.click(after.getByRole('button', { name: REACTIVATE }));
    expect(await screen.findByText(SUBSCRIPTION_REACTIVATED)).toBeInTheDocument();
    expect(await after.findByText('Renews Dec 22, 2026')).toBeInTheDocument();
    expect(sent('reactivate_subscription')).toEqual([{ request: 'reactivate_subscription', subscription_id: 31 }]);
  });

  it('says when there are none', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    mockApi({
      user_get_purchased_tickets: ok({ purchases: [] }),
      get_assets: ok({ assets: [] }),
      get_subscriptions: ok({ subscriptions: [] }),
    });
    renderApp('/dash/purchases');
    expect(await screen.findByText(NO_SUBSCRIPTIONS, {}, slow)).toBeInTheDocument();
  });

  it('shows a declined reactivation as an error notice, and the subscription as it was', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    const unpaid = makeSubscription({ state: 'Unpaid', has_access: false, can_cancel: false, can_reactivate: true });
    mockApi({
      user_get_purchased_tickets: ok({ purchases: [] }),
      get_assets: ok({ assets: [] }),
      get_subscriptions: ok({ subscriptions: [unpaid] }),
      reactivate_subscription: fail(402, 'Your card has insufficient funds.', 'card'),
    });
    const user = userEvent.setup();
    renderApp('/dash/purchases');
    const card = within(await screen.findByRole('listitem', { name: 'Studio Sessions · Backstage Monthly' }, slow));
    expect(card.getByText('Unpaid: the renewal could not be charged.')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: REACTIVATE }));
    expect(await screen.findByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(card.getByText('Unpaid')).toBeInTheDocument();
  });
});
