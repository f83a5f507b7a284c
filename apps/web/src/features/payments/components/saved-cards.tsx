import { Alert, Badge, Button, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { CardSource } from '@stagepass/contract/payments/fields';
import { notify } from '../../../components/ui/notify';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import {
  ADD_A_CARD,
  CANCEL,
  CARDS_LOAD_FAILED,
  CARDS_UNAVAILABLE,
  CARD_NOT_SAVED,
  CARD_REMOVED,
  CARD_SAVED,
  DEFAULT_BADGE,
  DEFAULT_CARD_CHANGED,
  EXPIRES,
  LOADING_CARDS,
  MAKE_DEFAULT,
  MAKE_IT_DEFAULT,
  NEW_CARD_FORM,
  NO_SAVED_CARDS,
  REMOVE,
  REMOVE_CARD,
  REMOVE_CARD_CONFIRM,
  REMOVE_CARD_TITLE,
  SAVED_CARDS_LIST,
  SAVE_CARD,
  TRY_AGAIN,
} from '../cards-texts';
import { CardBrandIcon } from './card-brand-icon';
import type { CardEntryHandle } from './card-entry';
import { CardEntry } from './card-entry-form';
import { cardExpiry, cardLabel, maskedCard } from './saved-card-list';

type Provider = 'sandbox' | 'stripe' | 'unavailable';

/**
 * The member's saved cards (spec 001 §3 Payment account sources): each with its brand's icon (§9), last four and
 * expiry, the default marked; make another the default (stripe_source_action Update), remove one after confirming
 * (Delete), or add one with the checkout's card form (Add). A failed call shows the server's message as a notice
 * (spec 000 §8); a card the provider refuses ('Failure') shows its reason by the form.
 */
export function SavedCards() {
  // Silent: a failure to load is shown here, with a way to try again, rather than also as a notice.
  const sources = useRequest('stripe_retrieve_sources', {}, { meta: { silent: true } });
  const change = useRequestMutation('stripe_source_action', { invalidates: ['stripe_retrieve_sources'] });
  const [adding, setAdding] = useState(false);

  if (sources.isPending) return <Skeleton h={60} aria-label={LOADING_CARDS} />;
  if (sources.isError)
    return (
      <Alert color="red" role="alert" title={CARDS_LOAD_FAILED}>
        <Text size="sm">{sources.error.message}</Text>
        <Button variant="light" mt="sm" onClick={() => void sources.refetch()} loading={sources.isFetching}>
          {TRY_AGAIN}
        </Button>
      </Alert>
    );

  const { sources: cards, default_source: defaultSource, provider, publishable_key } = sources.data;
  // The card this change is about, for its button's spinner; every button waits while one is under way.
  const busy = change.isPending ? change.variables.token : null;

  const makeDefault = (card: CardSource) =>
    change.mutate(
      { action: 'Update', token: card.id, default_source: true },
      { onSuccess: () => notify(1, DEFAULT_CARD_CHANGED) },
    );

  const confirmRemove = (card: CardSource) =>
    modals.openConfirmModal({
      title: REMOVE_CARD_TITLE,
      children: <Text size="sm">{REMOVE_CARD_CONFIRM(cardLabel(card))}</Text>,
      labels: { confirm: REMOVE_CARD, cancel: CANCEL },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        change.mutate(
          { action: 'Delete', token: card.id, default_source: false },
          { onSuccess: () => notify(1, CARD_REMOVED) },
        ),
    });

  return (
    <Stack gap="sm">
      {provider === 'unavailable' && <Alert color="gray">{CARDS_UNAVAILABLE}</Alert>}
      {cards.length === 0 ? (
        provider !== 'unavailable' && (
          <Text size="sm" c="dimmed">
            {NO_SAVED_CARDS}
          </Text>
        )
      ) : (
        <Stack component="ul" aria-label={SAVED_CARDS_LIST} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {cards.map((card) => {
            const isDefault = card.id === defaultSource;
            return (
              <Group component="li" key={card.id} aria-label={cardLabel(card)} justify="space-between" gap="sm">
                {/* On a phone the expiry and the Default badge wrap under the number rather than squeezing. */}
                <Group gap="sm">
                  <CardBrandIcon brand={card.brand} />
                  <Text size="sm">{maskedCard(card.last4)}</Text>
                  <Text size="sm" c="dimmed">
                    {EXPIRES(cardExpiry(card))}
                  </Text>
                  {isDefault && (
                    <Badge variant="light" size="sm">
                      {DEFAULT_BADGE}
                    </Badge>
                  )}
                </Group>
                <Group gap="xs">
                  {!isDefault && (
                    <Button
                      variant="subtle"
                      size="xs"
                      onClick={() => makeDefault(card)}
                      disabled={change.isPending}
                      loading={busy === card.id && change.variables?.action === 'Update'}
                    >
                      {MAKE_DEFAULT}
                    </Button>
                  )}
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => confirmRemove(card)}
                    disabled={change.isPending}
                    loading={busy === card.id && change.variables?.action === 'Delete'}
                  >
                    {REMOVE}
                  </Button>
                </Group>
              </Group>
            );
          })}
        </Stack>
      )}
      {provider !== 'unavailable' &&
        (adding ? (
          <AddCardForm
            provider={provider}
            publishableKey={publishable_key}
            onDone={() => setAdding(false)}
            onCancel={() => setAdding(false)}
          />
        ) : (
          <Button variant="light" w="fit-content" onClick={() => setAdding(true)} disabled={change.isPending}>
            {ADD_A_CARD}
          </Button>
        ))}
    </Stack>
  );
}

/**
 * A new card, typed in the checkout's card form (the sandbox's, or Stripe Elements), then saved with
 * stripe_source_action Add. With Stripe the card is set up through a SetupIntent first, as the checkout saves one,
 * so the bank's check (if any) happens in the form.
 */
function AddCardForm({
  provider,
  publishableKey,
  onDone,
  onCancel,
}: {
  provider: Provider;
  publishableKey: string | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const cardRef = useRef<CardEntryHandle>(null);
  const [makeDefault, setMakeDefault] = useState(false);
  const [problem, setProblem] = useState<{ title?: string; message: string } | null>(null);
  const [working, setWorking] = useState(false);
  const setupIntent = useRequestMutation('stripe_setup_intent');
  const add = useRequestMutation('stripe_source_action', { invalidates: ['stripe_retrieve_sources'] });

  const save = async () => {
    const form = cardRef.current;
    if (!form || working) return;
    setProblem(null);
    setWorking(true);
    try {
      const secret = form.setUp ? (await setupIntent.mutateAsync({})).client_secret : null;
      const token = secret && form.setUp ? await form.setUp(secret) : await form.tokenize();
      if (!token.ok) {
        // A named field shows its own message in the form.
        if (!token.field) setProblem({ message: token.message });
        return;
      }
      const answer = await add.mutateAsync({ action: 'Add', token: token.id, default_source: makeDefault });
      if (answer.message === 'Failure') {
        setProblem({ title: CARD_NOT_SAVED, message: answer.reason ?? CARD_NOT_SAVED });
        return;
      }
      notify(1, CARD_SAVED);
      onDone();
    } catch {
      // The server's message is already shown as a notice (app/query-client.ts); the form stays for another try.
    } finally {
      setWorking(false);
    }
  };

  return (
    <form
      aria-label={NEW_CARD_FORM}
      noValidate
      onSubmit={(e: FormEvent<HTMLFormElement>) => {
        e.preventDefault();
        void save();
      }}
    >
      <Stack gap="sm">
        <CardEntry ref={cardRef} provider={provider} publishableKey={publishableKey} disabled={working} />
        <Checkbox
          label={MAKE_IT_DEFAULT}
          checked={makeDefault}
          disabled={working}
          onChange={(e) => setMakeDefault(e.currentTarget.checked)}
        />
        {problem && (
          <Alert color="red" role="alert" title={problem.title}>
            {problem.message}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={working}>
            {SAVE_CARD}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={working}>
            {CANCEL}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
