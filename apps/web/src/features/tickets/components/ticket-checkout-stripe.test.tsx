// The checkout when the server's card provider is Stripe: Stripe Elements (loaded only then) makes a PaymentMethod
// that pays as a one-time token. Stripe.js itself is replaced: the test has no network.

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUY_TICKETS, PURCHASE_DONE } from '@stagepass/domain/tickets';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { checkoutAnswers, makePurchase, makeSaleTicket } from '../testing';

const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(async (_key: string) => ({})),
  createPaymentMethod: vi.fn(async (_data: unknown) => ({
    paymentMethod: { id: 'pm_123', card: { brand: 'mastercard', last4: '4444' } },
  })),
  confirmCardSetup: vi.fn(async (_secret: string, _data: unknown) => ({
    setupIntent: { id: 'seti_1', payment_method: { id: 'pm_saved', card: { brand: 'visa', last4: '4242' } } },
  })),
}));

vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe: stripe.loadStripe }));
vi.mock('@stripe/react-stripe-js', () => ({
  Elements: ({ children }: { children: unknown }) => children,
  CardElement: () => <div data-testid="stripe-card-element" />,
  useStripe: () => ({ createPaymentMethod: stripe.createPaymentMethod, confirmCardSetup: stripe.confirmCardSetup }),
  useElements: () => ({ getElement: () => ({ element: 'card' }) }),
}));

const slow = { timeout: 5000 };
const GA = makeSaleTicket();

/** The event page with one ticket, cards kept by Stripe, and what the server answers beyond that. */
function stripePage(more: Parameters<typeof mockApi>[0] = {}) {
  useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
  return mockApi({
    ...checkoutAnswers(GA, { sources: [], provider: 'stripe' }),
    user_purchase_tickets: ok({ purchase: makePurchase() }),
    ...more,
  });
}

describe('checkout with Stripe Elements', () => {
  it('shows Stripe’s card field instead of the sandbox form and pays with the PaymentMethod it makes', async () => {
    const { sent } = stripePage();
    const user = userEvent.setup();
    renderApp('/dash/event/41');

    const ga = within(await screen.findByRole('article', { name: 'General Admission' }, slow));
    await user.selectOptions(ga.getByRole('combobox', { name: /^Quantity/ }), '1');
    expect(await screen.findByTestId('stripe-card-element', {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Card number/ })).not.toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_1');

    await user.click(screen.getByRole('button', { name: BUY_TICKETS }));
    expect(await screen.findByRole('status')).toHaveTextContent(PURCHASE_DONE);
    expect(stripe.createPaymentMethod).toHaveBeenCalledWith({ type: 'card', card: { element: 'card' } });
    await waitFor(() => expect(sent('user_purchase_tickets')).toHaveLength(1));
    expect(sent('user_purchase_tickets')[0]).toMatchObject({
      payment_company: 'Stripe',
      payment_method: 'pm_123',
      is_token: 1,
    });
  });

  it('saves the card through a SetupIntent (confirmCardSetup), then pays with the saved card', async () => {
    const saved = { id: 'pm_saved', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 };
    const { sent } = stripePage({
      stripe_setup_intent: ok({ client_secret: 'seti_1_secret_abc' }),
      stripe_source_action: ok({ sources: [saved], default_source: 'pm_saved', message: 'Add', reason: null }),
    });
    const user = userEvent.setup();
    renderApp('/dash/event/41');
    const ga = within(await screen.findByRole('article', { name: 'General Admission' }, slow));
    await user.selectOptions(ga.getByRole('combobox', { name: /^Quantity/ }), '1');
    await screen.findByTestId('stripe-card-element', {}, slow);
    await user.click(screen.getByRole('checkbox', { name: 'Save this card' }));
    await user.click(screen.getByRole('button', { name: BUY_TICKETS }));
    expect(await screen.findByRole('status')).toHaveTextContent(PURCHASE_DONE);
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_abc', {
      payment_method: { card: { element: 'card' } },
    });
    expect(sent('stripe_source_action')[0]).toMatchObject({ action: 'Add', token: 'pm_saved' });
    expect(sent('user_purchase_tickets')[0]).toMatchObject({ payment_method: 'pm_saved', is_token: 0 });
  });
});
