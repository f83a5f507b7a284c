import { Alert, Button, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { RequestInput } from '@stagepass/contract/registry';
import type { PurchaseRow, SaleTicket } from '@stagepass/contract/tickets/fields';
import {
  AUTHENTICATION_NOT_CONFIRMED,
  BUY_TICKETS,
  CARD_COMPANY,
  FREE_TICKET_COMPANY,
  FREE_TICKET_METHOD,
  GET_FREE_TICKETS,
  PAYMENT_METHOD_REQUIRED,
} from '@stagepass/domain/tickets';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import type { RpcError } from '../../../lib/rpc';
import { useIsLoggedIn } from '../../accounts/hooks/use-session';
import { useOpenAuthModal } from '../../accounts/hooks/use-auth-modal';
import { useCardAuthentication } from '../../payments/components/card-authentication';
import { CardChoice, chosenCard } from '../../payments/components/card-choice';
import type { CardEntryHandle } from '../../payments/components/card-entry';
import { NEW_CARD_CHOICE } from '../../payments/components/saved-card-list';
import { newIdempotencyKey } from '../lib/idempotency-key';
import { CARD_NOT_SAVED } from '../../payments/cards-texts';
import {
  FEES_LOADING,
  LOG_IN,
  NEW_CARD,
  PAYMENT_FAILED,
  PAY_WITH,
  SAVE_THIS_CARD,
  SIGN_IN_TO_BUY,
} from '../ticket-texts';
import { ChargesTable } from './charges-table';

export interface TicketCheckoutProps {
  eventId: number;
  ticket: SaleTicket;
  quantity: number;
  /** The private code that unlocked the ticket, for a private one. */
  code?: string;
  /** The waitlist offer's token, for a ticket held for the buyer. */
  offerToken?: string;
  /** A private event's password, as its page was opened with. */
  password?: string;
  onPurchased: (purchase: PurchaseRow) => void;
}

/** One purchase attempt: its Idempotency-Key, and the card it pays with once known (a retry reuses both). */
interface Attempt {
  signature: string;
  key: string;
  method?: { id: string; isToken: boolean };
}

/** Whether an error is final (the server answered), or the attempt may be retried with the same key. */
const isFinal = (error: RpcError) => error.status >= 400 && error.status < 500;

/**
 * What buying `quantity` of `ticket` costs (ticketing_charges: subtotal, fees, each tax, total), shown before
 * paying; then the card (a saved one, the default first, or a new one, saved first when asked) and Buy. A free
 * ticket goes through the product (spec 001 §5: 'Stagepass', 'FreeTicket'). A declined card (402) shows the
 * provider's message and keeps the form; a changed price (409) reloads the tickets and says so. A card whose bank
 * asks for 3-D Secure is confirmed with the bank (card-authentication.tsx), then the same request is sent again with
 * the same Idempotency-Key for the outcome.
 */
export function TicketCheckout(props: TicketCheckoutProps) {
  const { eventId, ticket, quantity, code, offerToken, password, onPurchased } = props;
  const withPassword = password ? { ev_password: password } : {};
  const loggedIn = useIsLoggedIn();
  const openAuthModal = useOpenAuthModal();
  const queryClient = useQueryClient();
  const free = ticket.price === 0;
  const charges = useRequest(
    'ticketing_charges',
    { ticket_id: ticket.ticket_id, quantity, ...(code ? { code } : {}), ...withPassword },
    { placeholderData: (previous) => previous },
  );
  const sources = useRequest('stripe_retrieve_sources', {}, { enabled: loggedIn && !free });
  const setupIntent = useRequestMutation('stripe_setup_intent');
  const [chosen, setChosen] = useState<string | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const [alert, setAlert] = useState<{ title: string; message: string; color: string } | null>(null);
  const [working, setWorking] = useState(false);
  const cardRef = useRef<CardEntryHandle>(null);
  const attempt = useRef<Attempt | null>(null);

  const bank = useCardAuthentication(sources.data?.provider, sources.data?.publishable_key ?? null);
  const saved = sources.data?.sources ?? [];
  const choice = chosenCard(sources.data, chosen);

  const addCard = useRequestMutation('stripe_source_action', { meta: { silent: true } });
  const purchase = useRequestMutation('user_purchase_tickets', {
    meta: { silent: true },
    headers: (): Record<string, string> => (attempt.current ? { 'Idempotency-Key': attempt.current.key } : {}),
    invalidates: ['get_tickets_for_event', 'user_get_purchased_tickets', 'user_get_online_url'],
  });

  const fail = (error: RpcError) => {
    if (isFinal(error)) attempt.current = null;
    if (error.code === 'PRICE_CHANGED') {
      void queryClient.invalidateQueries({ queryKey: ['get_tickets_for_event'] });
      void queryClient.invalidateQueries({ queryKey: ['ticketing_charges'] });
      setAlert({ title: '', message: error.message, color: 'yellow' });
    } else if (error.status === 402) {
      setAlert({ title: PAYMENT_FAILED, message: error.message, color: 'red' });
    } else {
      setAlert({ title: '', message: error.message, color: 'red' });
    }
  };

  /** The card this attempt pays with: the chosen saved card, or the new card as a token (saved first if asked). */
  const paymentMethod = async (): Promise<Attempt['method'] | null> => {
    if (choice !== NEW_CARD_CHOICE) return { id: choice, isToken: false };
    const form = cardRef.current;
    // Saving with Stripe goes through a SetupIntent (the bank's check, if any, happens in the form); else a token.
    const setUp = saveCard && form?.setUp ? (await setupIntent.mutateAsync({})).client_secret : null;
    const token = setUp && form?.setUp ? await form.setUp(setUp) : await form?.tokenize();
    if (!token) return null;
    if (!token.ok) {
      if (!token.field) setAlert({ title: '', message: token.message, color: 'red' });
      return null;
    }
    if (!saveCard) return { id: token.id, isToken: true };
    const before = new Set(saved.map((s) => s.id));
    const answer = await addCard.mutateAsync({ action: 'Add', token: token.id, default_source: false });
    if (answer.message === 'Failure') {
      setAlert({ title: CARD_NOT_SAVED, message: answer.reason ?? PAYMENT_METHOD_REQUIRED, color: 'red' });
      return null;
    }
    const card =
      answer.sources.find((s) => !before.has(s.id)) ??
      answer.sources.find((s) => s.brand === token.brand && s.last4 === token.last4);
    queryClient.setQueryData(['stripe_retrieve_sources', {}], (old: typeof sources.data) =>
      old ? { ...old, sources: answer.sources, default_source: answer.default_source } : old,
    );
    if (!card) return null;
    // From now on the saved card is the choice: a retry after a decline does not save it twice.
    setChosen(card.id);
    setSaveCard(false);
    return { id: card.id, isToken: false };
  };

  const buy = async () => {
    setAlert(null);
    const signature = `${ticket.ticket_id}:${quantity}:${ticket.price}:${free ? 'free' : choice}`;
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    const current = attempt.current;
    setWorking(true);
    try {
      if (!free && !current.method) {
        const method = await paymentMethod();
        if (!method) {
          attempt.current = null;
          return;
        }
        current.method = method;
        // Saving the card made it the choice: the attempt goes on under its new signature.
        current.signature = `${ticket.ticket_id}:${quantity}:${ticket.price}:${method.isToken ? NEW_CARD_CHOICE : method.id}`;
      }
      const input: RequestInput<'user_purchase_tickets'> = {
        event_id: eventId,
        ticket_id: ticket.ticket_id,
        quantity,
        price: ticket.price,
        payment_company: free ? FREE_TICKET_COMPANY : CARD_COMPANY,
        payment_method: free ? FREE_TICKET_METHOD : current.method!.id,
        is_token: free ? 0 : current.method!.isToken ? 1 : 0,
        ...(code && ticket.private ? { code } : {}),
        ...(offerToken && ticket.offer_expires_at ? { offer_token: offerToken } : {}),
        ...withPassword,
      };
      let purchased = await purchase.mutateAsync(input);
      if (purchased.authentication) {
        await bank.authenticate(purchased.authentication.client_secret);
        purchased = await purchase.mutateAsync(input);
        // Still waiting (the challenge was not answered): Buy again asks under the same key.
        if (purchased.authentication) {
          setAlert({ title: '', message: AUTHENTICATION_NOT_CONFIRMED, color: 'yellow' });
          return;
        }
      }
      attempt.current = null;
      onPurchased(purchased.purchase);
    } catch (error) {
      fail(error as RpcError);
    } finally {
      setWorking(false);
    }
  };

  const label = free ? GET_FREE_TICKETS : BUY_TICKETS;
  const unavailable = !free && sources.data?.provider === 'unavailable';

  return (
    <Stack gap="sm" component="section" aria-label={`Checkout: ${ticket.name}`}>
      {bank.challenge}
      {charges.data ? (
        <ChargesTable charges={charges.data} label={`Price of ${quantity} × ${ticket.name}`} />
      ) : (
        <Skeleton h={96} aria-label={FEES_LOADING} />
      )}

      {!loggedIn ? (
        <Alert color="blue" title={SIGN_IN_TO_BUY}>
          <Button mt="xs" size="xs" onClick={() => openAuthModal('login')}>
            {LOG_IN}
          </Button>
        </Alert>
      ) : (
        <>
          {!free && (
            <CardChoice
              sources={sources.data}
              pending={sources.isPending}
              label={PAY_WITH}
              newCardLabel={NEW_CARD}
              value={choice}
              onChange={(v) => {
                setChosen(v);
                setAlert(null);
              }}
              disabled={working}
              cardRef={cardRef}
              newCardNote={
                <Checkbox
                  label={SAVE_THIS_CARD}
                  checked={saveCard}
                  disabled={working}
                  onChange={(e) => setSaveCard(e.currentTarget.checked)}
                />
              }
            />
          )}
          {alert && (
            <Alert color={alert.color} role="alert" title={alert.title || undefined}>
              {alert.message}
            </Alert>
          )}
          <Group>
            <Button
              onClick={() => void buy()}
              loading={working}
              disabled={!charges.data || unavailable || (!free && sources.isPending)}
            >
              {label}
            </Button>
            {charges.data && (
              <Text size="sm" c="dimmed">
                {quantity} × {ticket.name}
              </Text>
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
