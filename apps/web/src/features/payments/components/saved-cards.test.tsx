import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CardSource } from '@stagepass/contract/payments/fields';
import type { SessionUser } from '@stagepass/contract/accounts/session-user';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { renderWithProviders } from '../../events/testing';
import { stubCardTokens } from '../../tickets/testing';
import {
  ADD_A_CARD,
  CARDS_LOAD_FAILED,
  CARD_NOT_SAVED,
  CARD_REMOVED,
  CARD_SAVED,
  DEFAULT_CARD_CHANGED,
  MAKE_DEFAULT,
  MAKE_IT_DEFAULT,
  NEW_CARD_FORM,
  NO_SAVED_CARDS,
  PAYMENT_METHODS_TITLE,
  REMOVE,
  REMOVE_CARD,
  REMOVE_CARD_TITLE,
  SAVED_CARDS_LIST,
  SAVE_CARD,
  TRY_AGAIN,
} from '../cards-texts';
import { SavedCards } from './saved-cards';

const VISA: CardSource = { id: 'card_visa', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031 };
const MC: CardSource = { id: 'card_mc', brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2030 };
const CARD_NOT_FOUND = 'That card was not found. Please choose one of your saved cards.';

type Body = Record<string, unknown>;

/**
 * A fake card provider behind stripe_retrieve_sources and stripe_source_action, keeping the cards between calls as
 * the server does (apps/server/src/features/payments/stripe_source_action.handler.ts), so the page shows what the
 * refetch after each change answers.
 */
function cardServer(start: { sources: CardSource[]; default_source: string | null }) {
  let { sources, default_source } = start;
  const answer = (message: 'Add' | 'Delete' | 'Failure', reason: string | null = null) =>
    ok({ message, reason, sources, default_source });
  return {
    stripe_retrieve_sources: () => ok({ sources, default_source, provider: 'sandbox', publishable_key: null }),
    stripe_source_action: (body: Body) => {
      const token = String(body.token);
      switch (body.action) {
        case 'Update':
          default_source = token;
          return answer('Add');
        case 'Delete':
          sources = sources.filter((s) => s.id !== token);
          if (default_source === token) default_source = sources[0]?.id ?? null;
          return answer('Delete');
        default: {
          if (token === 'tok_test2') return answer('Failure', 'Your card was declined.');
          const card: CardSource = { id: 'card_new', brand: 'visa', last4: '1881', exp_month: 8, exp_year: 2030 };
          sources = [card, ...sources];
          if (body.default_source === true || !default_source) default_source = card.id;
          return answer('Add');
        }
      }
    },
  };
}

function signIn(user: SessionUser = makeUser()) {
  useSessionStore.getState().signIn({ session: 'sess-1', user });
}

const card = (name: RegExp | string) => within(screen.getByRole('listitem', { name }));

describe('SavedCards (spec 001 §3 Payment account sources, §7 stripe_source_action)', () => {
  it('lists each card with its brand icon, last four and expiry, and marks the default', async () => {
    signIn();
    mockApi(cardServer({ sources: [MC, VISA], default_source: VISA.id }));
    renderWithProviders(<SavedCards />);

    const list = await screen.findByRole('list', { name: SAVED_CARDS_LIST });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const visa = card('Visa •••• 4242, expires 12/31');
    expect(visa.getByRole('img', { name: 'Visa' })).toHaveAttribute('data-brand', 'visa');
    expect(visa.getByText('•••• 4242')).toBeInTheDocument();
    expect(visa.getByText('Expires 12/31')).toBeInTheDocument();
    expect(visa.getByText('Default')).toBeInTheDocument();
    expect(visa.queryByRole('button', { name: MAKE_DEFAULT })).not.toBeInTheDocument();

    const mc = card('Mastercard •••• 4444, expires 03/30');
    expect(mc.getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    expect(mc.getByText('Expires 03/30')).toBeInTheDocument();
    expect(mc.queryByText('Default')).not.toBeInTheDocument();
    expect(mc.getByRole('button', { name: MAKE_DEFAULT })).toBeInTheDocument();
  });

  it('makes another card the default with stripe_source_action Update', async () => {
    signIn();
    const { sent } = mockApi(cardServer({ sources: [MC, VISA], default_source: VISA.id }));
    const user = userEvent.setup();
    renderWithProviders(<SavedCards />);

    await screen.findByRole('list', { name: SAVED_CARDS_LIST });
    await user.click(card(/^Mastercard/).getByRole('button', { name: MAKE_DEFAULT }));

    expect(await screen.findByText(DEFAULT_CARD_CHANGED)).toBeInTheDocument();
    expect(sent('stripe_source_action')).toEqual([
      { request: 'stripe_source_action', action: 'Update', token: MC.id, default_source: true },
    ]);
    // The list is read again: the badge has moved.
    await waitFor(() => expect(card(/^Mastercard/).getByText('Default')).toBeInTheDocument());
    expect(card(/^Visa/).queryByText('Default')).not.toBeInTheDocument();
    expect(card(/^Visa/).getByRole('button', { name: MAKE_DEFAULT })).toBeInTheDocument();
    expect(sent('stripe_retrieve_sources')).toHaveLength(2);
  });

  it('removes a card with Delete only after it is confirmed', async () => {
    signIn();
    const { sent } = mockApi(cardServer({ sources: [MC, VISA], default_source: VISA.id }));
    const user = userEvent.setup();
    renderWithProviders(<SavedCards />);

    await screen.findByRole('list', { name: SAVED_CARDS_LIST });
    await user.click(card(/^Mastercard/).getByRole('button', { name: REMOVE }));
    let dialog = within(await screen.findByRole('dialog', { name: REMOVE_CARD_TITLE }));
    expect(dialog.getByText(/Mastercard •••• 4444, expires 03\/30 will no longer be offered/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent('stripe_source_action')).toHaveLength(0);

    await user.click(card(/^Mastercard/).getByRole('button', { name: REMOVE }));
    dialog = within(await screen.findByRole('dialog', { name: REMOVE_CARD_TITLE }));
    await user.click(dialog.getByRole('button', { name: REMOVE_CARD }));

    expect(await screen.findByText(CARD_REMOVED)).toBeInTheDocument();
    expect(sent('stripe_source_action')).toEqual([
      { request: 'stripe_source_action', action: 'Delete', token: MC.id, default_source: false },
    ]);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: /^Mastercard/ })).not.toBeInTheDocument());
    expect(card(/^Visa/).getByText('Default')).toBeInTheDocument();
  });

  it('says so when there are no saved cards', async () => {
    signIn();
    mockApi(cardServer({ sources: [], default_source: null }));
    renderWithProviders(<SavedCards />);

    expect(await screen.findByText(NO_SAVED_CARDS)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: SAVED_CARDS_LIST })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: ADD_A_CARD })).toBeInTheDocument();
  });

  it("shows the server's message when a change fails, and keeps the list", async () => {
    signIn();
    const server = cardServer({ sources: [MC, VISA], default_source: VISA.id });
    mockApi({ ...server, stripe_source_action: fail(404, CARD_NOT_FOUND, 'token') });
    const user = userEvent.setup();
    renderWithProviders(<SavedCards />);

    await screen.findByRole('list', { name: SAVED_CARDS_LIST });
    await user.click(card(/^Mastercard/).getByRole('button', { name: MAKE_DEFAULT }));

    expect(await screen.findByText(CARD_NOT_FOUND)).toBeInTheDocument();
    expect(card(/^Visa/).getByText('Default')).toBeInTheDocument();
    expect(screen.queryByText(DEFAULT_CARD_CHANGED)).not.toBeInTheDocument();
  });

  it("shows the server's message when the cards cannot be read, and reads them again on Try again", async () => {
    signIn();
    const server = cardServer({ sources: [VISA], default_source: VISA.id });
    let reads = 0;
    mockApi({
      stripe_retrieve_sources: () =>
        ++reads === 1 ? fail(400, 'Card payments are down.') : server.stripe_retrieve_sources(),
    });
    const user = userEvent.setup();
    renderWithProviders(<SavedCards />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(CARDS_LOAD_FAILED);
    expect(alert).toHaveTextContent('Card payments are down.');
    await user.click(within(alert).getByRole('button', { name: TRY_AGAIN }));
    expect(await screen.findByRole('listitem', { name: /^Visa/ })).toBeInTheDocument();
  });

  it('adds a card typed in the sandbox card form with Add, or shows why the provider refused it', async () => {
    signIn();
    const { sent } = mockApi(cardServer({ sources: [VISA], default_source: VISA.id }));
    const tokens = stubCardTokens();
    const user = userEvent.setup();
    renderWithProviders(<SavedCards />);

    const typeCard = async (number: string) => {
      await user.click(await screen.findByRole('button', { name: ADD_A_CARD }));
      await user.type(screen.getByRole('textbox', { name: /^Card number/ }), number);
      await user.type(screen.getByRole('textbox', { name: /^Expiry/ }), '0830');
      await user.type(screen.getByRole('textbox', { name: /^CVC/ }), '123');
    };

    await typeCard('4242424242421881');
    await user.click(screen.getByRole('checkbox', { name: MAKE_IT_DEFAULT }));
    await user.click(screen.getByRole('button', { name: SAVE_CARD }));

    expect(await screen.findByText(CARD_SAVED)).toBeInTheDocument();
    expect(tokens.cards[0]).toEqual({ number: '4242424242421881', exp_month: 8, exp_year: 2030, cvc: '123' });
    expect(sent('stripe_source_action')[0]).toEqual({
      request: 'stripe_source_action',
      action: 'Add',
      token: 'tok_test1',
      default_source: true,
    });
    await waitFor(() => expect(card('Visa •••• 1881, expires 08/30').getByText('Default')).toBeInTheDocument());
    // The form closes once the card is saved.
    expect(screen.queryByRole('textbox', { name: /^Card number/ })).not.toBeInTheDocument();

    // The sandbox's second token stands for a card the provider declines: 'Failure', with its reason.
    await typeCard('4000000000000002');
    await user.click(screen.getByRole('button', { name: SAVE_CARD }));
    // The form's own alert (the notice of the first card is an alert too).
    const refused = await within(screen.getByRole('form', { name: NEW_CARD_FORM })).findByRole('alert');
    expect(refused).toHaveTextContent(CARD_NOT_SAVED);
    expect(refused).toHaveTextContent('Your card was declined.');
    expect(screen.getByRole('textbox', { name: /^Card number/ })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('Payment methods on /dash/settings', () => {
  const roles: Array<[string, SessionUser]> = [
    ['a fan', makeUser()],
    ['a business', makeUser({ is_user: false, is_business: true })],
    ['talent', makeUser({ is_user: false, is_specialist: true })],
  ];

  it.each(roles)('is shown to %s, with their saved cards', async (_role, member) => {
    signIn(member);
    mockApi({ is_connected: ok({ providers: [] }), ...cardServer({ sources: [VISA], default_source: VISA.id }) });
    renderApp('/dash/settings');

    const section = within(await screen.findByRole('region', { name: PAYMENT_METHODS_TITLE }, { timeout: 5000 }));
    expect(await section.findByRole('listitem', { name: 'Visa •••• 4242, expires 12/31' })).toBeInTheDocument();
    expect(section.getByRole('button', { name: ADD_A_CARD })).toBeInTheDocument();
  });

  it('is not shown to an agency acting as its client, who may not change the client’s cards', async () => {
    signIn(makeUser({ is_user: false, is_specialist: true, agency_as_client: true }));
    const { sent } = mockApi({
      is_connected: ok({ providers: [] }),
      ...cardServer({ sources: [], default_source: null }),
    });
    renderApp('/dash/settings');

    expect(await screen.findByRole('region', { name: 'Profile' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: PAYMENT_METHODS_TITLE })).not.toBeInTheDocument();
    expect(sent('stripe_retrieve_sources')).toHaveLength(0);
  });
});
