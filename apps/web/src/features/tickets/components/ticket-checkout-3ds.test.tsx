// 3-D Secure in the checkout: the server answers the purchase Pending with a client secret; the cardholder answers
// their bank (the sandbox's Complete / Fail modal, or Stripe.js handleNextAction), and the page sends the same
// request again under the same Idempotency-Key for the outcome.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AUTHENTICATION_COMPLETE,
  AUTHENTICATION_FAIL,
  AUTHENTICATION_NOT_CONFIRMED,
  AUTHENTICATION_TITLE,
  BUY_TICKETS,
  PURCHASE_DONE,
} from '@stagepass/domain/tickets';
import { useSessionStore } from '../../../store/session-store';
import { jsonResponse, makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { SANDBOX_AUTHENTICATE_URL } from '../../payments/components/card-authentication';
import { checkoutAnswers, makePurchase, makeSaleTicket } from '../testing';

const stripe = vi.hoisted(() => ({
  handleNextAction: vi.fn(async (_options: { clientSecret: string }) => ({ paymentIntent: { status: 'succeeded' } })),
}));
vi.mock('@stripe/stripe-js/pure', () => ({
  loadStripe: vi.fn(async () => ({ handleNextAction: stripe.handleNextAction })),
}));

const slow = { timeout: 5000 };
const VISA_3DS = { id: 'card_3ds', brand: 'visa', last4: '3184', exp_month: 12, exp_year: 2031 };
const SECRET = 'ch_abc_secret';
const BANK_REFUSAL =
  'We are unable to authenticate your payment method. Please choose a different payment method and try again.';

type Answer = NonNullable<Parameters<typeof mockApi>[0]['user_purchase_tickets']>;

/** The event page with one ticket and a saved card whose bank asks; `purchase` answers user_purchase_tickets. */
function page(purchase: Answer, provider: 'sandbox' | 'stripe' = 'sandbox') {
  useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ user_id: 5 }) });
  const api = mockApi({
    ...checkoutAnswers(makeSaleTicket(), { sources: [VISA_3DS], provider }),
    user_purchase_tickets: purchase,
  });
  // The sandbox's bank challenge, beside /api.
  const challenges: Record<string, unknown>[] = [];
  const fn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url) !== SANDBOX_AUTHENTICATE_URL) return api.fn(url, init);
    challenges.push(JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>);
    return jsonResponse(200, { status: 'succeeded' });
  });
  vi.stubGlobal('fetch', fn);
  return { ...api, challenges };
}

/** Pending with the client secret the first time; then what `then` answers. */
function waitsThen(then: () => Response) {
  let n = 0;
  return () =>
    ++n === 1
      ? ok({ purchase: makePurchase({ status: 'Pending' }), authentication: { client_secret: SECRET } })
      : then();
}

const keysOf = (fn: ReturnType<typeof mockApi>['fn']) =>
  fn.mock.calls
    .filter(([, init]) => JSON.parse(String(init?.body ?? '{}')).request === 'user_purchase_tickets')
    .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);

async function buyOne() {
  const user = userEvent.setup();
  renderApp('/dash/event/41');
  const ga = within(await screen.findByRole('article', { name: 'General Admission' }, slow));
  await user.selectOptions(ga.getByRole('combobox', { name: /^Quantity/ }), '1');
  await screen.findByRole('radio', { name: /^Visa •••• 3184/ }, slow);
  await user.click(screen.getByRole('button', { name: BUY_TICKETS }));
  return user;
}

describe('3-D Secure in the ticket checkout', () => {
  it('sandbox: the bank’s challenge opens, Complete confirms, and the same request finishes the purchase', async () => {
    const { sent, fn, challenges } = page(waitsThen(() => ok({ purchase: makePurchase({ purchase_id: 78 }) })));
    const user = await buyOne();
    const modal = await screen.findByRole('dialog', { name: AUTHENTICATION_TITLE }, slow);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: AUTHENTICATION_COMPLETE }));

    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(PURCHASE_DONE);
    expect(challenges).toEqual([{ client_secret: SECRET, outcome: 'complete' }]);
    expect(sent('user_purchase_tickets')).toHaveLength(2);
    expect(sent('user_purchase_tickets')[1]).toEqual(sent('user_purchase_tickets')[0]);
    const [first, second] = keysOf(fn);
    expect(second).toBe(first);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: AUTHENTICATION_TITLE })).not.toBeInTheDocument());
  });

  it('sandbox: Fail sends the refusal to the bank, and the page shows why nothing was bought', async () => {
    const { challenges } = page(waitsThen(() => fail(402, BANK_REFUSAL, 'payment_method')));
    const user = await buyOne();
    const modal = await screen.findByRole('dialog', { name: AUTHENTICATION_TITLE }, slow);
    await user.click(within(modal).getByRole('button', { name: AUTHENTICATION_FAIL }));
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(BANK_REFUSAL);
    expect(challenges).toEqual([{ client_secret: SECRET, outcome: 'fail' }]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: BUY_TICKETS })).toBeEnabled();
  });

  it('says so when the payment still waits, and Buy asks again under the same key', async () => {
    const pending = () =>
      ok({ purchase: makePurchase({ status: 'Pending' }), authentication: { client_secret: SECRET } });
    let n = 0;
    const { fn } = page(() => (++n <= 2 ? pending() : ok({ purchase: makePurchase() })));
    const user = await buyOne();
    await user.click(
      within(await screen.findByRole('dialog', {}, slow)).getByRole('button', { name: AUTHENTICATION_COMPLETE }),
    );
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent(AUTHENTICATION_NOT_CONFIRMED);
    await user.click(screen.getByRole('button', { name: BUY_TICKETS }));
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(PURCHASE_DONE);
    expect(new Set(keysOf(fn)).size).toBe(1);
  });

  it('Stripe: Stripe.js handleNextAction confirms with the client secret, then the same request finishes', async () => {
    const { sent, challenges } = page(
      waitsThen(() => ok({ purchase: makePurchase() })),
      'stripe',
    );
    await buyOne();
    expect(await screen.findByRole('status', {}, slow)).toHaveTextContent(PURCHASE_DONE);
    expect(stripe.handleNextAction).toHaveBeenCalledWith({ clientSecret: SECRET });
    expect(sent('user_purchase_tickets')).toHaveLength(2);
    expect(challenges).toEqual([]);
    expect(screen.queryByRole('dialog', { name: AUTHENTICATION_TITLE })).not.toBeInTheDocument();
  });
});
