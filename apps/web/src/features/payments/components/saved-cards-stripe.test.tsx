// Adding a card when the server's card provider is Stripe: Stripe Elements (loaded only then) saves it through a
// SetupIntent, as the checkout does, and the PaymentMethod it saved is added with stripe_source_action Add.
// Stripe.js itself is replaced: the test has no network.

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderWithProviders } from '../../events/testing';
import { ADD_A_CARD, CARD_SAVED, SAVE_CARD } from '../cards-texts';
import { SavedCards } from './saved-cards';

const stripe = vi.hoisted(() => ({
  loadStripe: vi.fn(async (_key: string) => ({})),
  createPaymentMethod: vi.fn(),
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

describe('SavedCards with Stripe Elements', () => {
  it('sets the card up through a SetupIntent, then adds the PaymentMethod it saved', async () => {
    useSessionStore.getState().signIn({ session: 'sess-1', user: makeUser() });
    const saved = { id: 'pm_saved', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 };
    let sources: (typeof saved)[] = [];
    const { sent } = mockApi({
      stripe_retrieve_sources: () =>
        ok({ sources, default_source: sources[0]?.id ?? null, provider: 'stripe', publishable_key: 'pk_test_1' }),
      stripe_setup_intent: ok({ client_secret: 'seti_1_secret_abc' }),
      stripe_source_action: () => {
        sources = [saved];
        return ok({ message: 'Add', reason: null, sources, default_source: saved.id });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<SavedCards />);

    await user.click(await screen.findByRole('button', { name: ADD_A_CARD }));
    expect(await screen.findByTestId('stripe-card-element', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Card number/ })).not.toBeInTheDocument();
    expect(stripe.loadStripe).toHaveBeenCalledWith('pk_test_1');
    await user.click(screen.getByRole('button', { name: SAVE_CARD }));

    expect(await screen.findByText(CARD_SAVED)).toBeInTheDocument();
    expect(stripe.confirmCardSetup).toHaveBeenCalledWith('seti_1_secret_abc', {
      payment_method: { card: { element: 'card' } },
    });
    expect(stripe.createPaymentMethod).not.toHaveBeenCalled();
    expect(sent('stripe_source_action')).toEqual([
      { request: 'stripe_source_action', action: 'Add', token: 'pm_saved', default_source: false },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: 'Visa •••• 4242, expires 12/31' })).toBeInTheDocument(),
    );
  });
});
