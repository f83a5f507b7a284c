import { Alert, Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import type { SubscriptionRow } from '@stagepass/contract/subscriptions/fields';
import type { PlanInterval } from '@stagepass/domain/commerce';
import {
  CLOSE,
  CONFIRM_SUBSCRIPTION,
  periodText,
  planPriceText,
  SIGN_IN_TO_SUBSCRIBE,
  SUBSCRIBE,
  SUBSCRIBE_CARD_SAVED_NOTE,
  SUBSCRIBE_NEW_CARD,
  SUBSCRIBE_PAY_WITH,
  SUBSCRIBED,
  SUBSCRIPTION_CARD_NOT_SAVED,
  SUBSCRIPTION_CARD_REQUIRED,
  SUBSCRIPTION_PAYMENT_FAILED,
  SUBSCRIPTION_STATE_LABELS,
  trialText,
} from '@stagepass/domain/subscriptions';
import { notify } from '../../../components/ui/notify';
import type { RpcError } from '../../../lib/rpc';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { useOpenAuthModal } from '../../accounts/hooks/use-auth-modal';
import { useIsLoggedIn } from '../../accounts/hooks/use-session';
import type { CardEntryHandle } from '../../payments/components/card-entry';
import { CardChoice, chosenCard } from '../../payments/components/card-choice';
import { NEW_CARD_CHOICE } from '../../payments/components/saved-card-list';

/** A plan as a subscribe button needs it (the catalogue's plan view has these fields, and more). */
export interface SubscribePlan {
  plan_id: number;
  name: string;
  /** Minor units of `currency`. */
  price: number;
  currency: string;
  interval: PlanInterval;
  /** Trial days, if any. */
  trial?: number | null;
}

export interface SubscribeButtonProps {
  plan: SubscribePlan;
}

/** Reads that change when the member subscribes: their lists, and what their access to assets now is. */
const AFTER_SUBSCRIBING = ['get_subscriptions', 'get_assets', 'user_get_asset', 'get_plans', 'get_products'] as const;

/**
 * Subscribe to a plan (spec 001 §7 create_subscription (plan_id, card)). A subscription is charged again at each
 * renewal, so it is paid with a saved card: one of the member's (the default first), or a new one, saved first
 * (stripe_source_action Add, or Stripe's SetupIntent). Shows the plan's price and trial, then the state the
 * subscription is in (Active, or Trialing with the date its trial ends). A declined card (402) shows the provider's
 * message and keeps the form; a refusal (409: own plan, subscribed already, no longer offered) shows its message.
 * Logged out, it opens the log-in modal.
 */
export function SubscribeButton({ plan }: SubscribeButtonProps) {
  const loggedIn = useIsLoggedIn();
  const openAuthModal = useOpenAuthModal();
  const [opened, setOpened] = useState(false);
  const price = planPriceText(plan.price, plan.currency, plan.interval);
  return (
    <>
      <Button
        onClick={() => (loggedIn ? setOpened(true) : openAuthModal('login'))}
        aria-label={`${SUBSCRIBE}: ${plan.name}`}
        title={loggedIn ? undefined : SIGN_IN_TO_SUBSCRIBE}
      >
        {SUBSCRIBE}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`${SUBSCRIBE}: ${plan.name}`} centered>
        {opened && <SubscribeForm plan={plan} price={price} onClose={() => setOpened(false)} />}
      </Modal>
    </>
  );
}

function SubscribeForm({ plan, price, onClose }: { plan: SubscribePlan; price: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const sources = useRequest('stripe_retrieve_sources', {});
  const setupIntent = useRequestMutation('stripe_setup_intent', { meta: { silent: true } });
  const addCard = useRequestMutation('stripe_source_action', { meta: { silent: true } });
  const create = useRequestMutation('create_subscription', { meta: { silent: true }, invalidates: AFTER_SUBSCRIBING });
  const [chosen, setChosen] = useState<string | null>(null);
  const [alert, setAlert] = useState<{ title?: string; message: string } | null>(null);
  const [working, setWorking] = useState(false);
  const [result, setResult] = useState<SubscriptionRow | null>(null);
  const cardRef = useRef<CardEntryHandle>(null);
  const priceId = useId();

  const saved = sources.data?.sources ?? [];
  const choice = chosenCard(sources.data, chosen);
  const unavailable = sources.data?.provider === 'unavailable';

  /** The new card typed, saved to the member's cards: its id, or null with the reason shown. */
  const saveNewCard = async (): Promise<string | null> => {
    const form = cardRef.current;
    if (!form) return null;
    const secret = form.setUp ? (await setupIntent.mutateAsync({})).client_secret : null;
    const token = secret && form.setUp ? await form.setUp(secret) : await form.tokenize();
    if (!token.ok) {
      if (!token.field) setAlert({ message: token.message });
      return null;
    }
    const before = new Set(saved.map((s) => s.id));
    const answer = await addCard.mutateAsync({ action: 'Add', token: token.id, default_source: saved.length === 0 });
    if (answer.message === 'Failure') {
      setAlert({ title: SUBSCRIPTION_CARD_NOT_SAVED, message: answer.reason ?? SUBSCRIPTION_CARD_REQUIRED });
      return null;
    }
    queryClient.setQueryData(['stripe_retrieve_sources', {}], (old: typeof sources.data) =>
      old ? { ...old, sources: answer.sources, default_source: answer.default_source } : old,
    );
    const card =
      answer.sources.find((s) => !before.has(s.id)) ??
      answer.sources.find((s) => s.brand === token.brand && s.last4 === token.last4);
    // From now on the saved card is the choice: trying again does not save it twice.
    if (card) setChosen(card.id);
    return card?.id ?? null;
  };

  const subscribe = async () => {
    setAlert(null);
    setWorking(true);
    try {
      const card = choice === NEW_CARD_CHOICE ? await saveNewCard() : choice;
      if (!card) return;
      const { subscription } = await create.mutateAsync({ plan_id: plan.plan_id, card });
      setResult(subscription);
      notify(1, SUBSCRIBED);
    } catch (error) {
      const e = error as RpcError;
      setAlert(e.status === 402 ? { title: SUBSCRIPTION_PAYMENT_FAILED, message: e.message } : { message: e.message });
    } finally {
      setWorking(false);
    }
  };

  if (result) {
    return (
      <Stack gap="sm" aria-live="polite">
        <Text fw={700}>{SUBSCRIBED}</Text>
        <Group gap="xs">
          <Badge color={result.has_access ? 'green' : 'gray'} variant="light">
            {SUBSCRIPTION_STATE_LABELS[result.state]}
          </Badge>
          <Text size="sm">{periodText(result)}</Text>
        </Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {CLOSE}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="sm">
      <Text id={priceId} fw={700}>
        {plan.trial ? trialText(plan.trial, price) : price}
      </Text>
      <CardChoice
        sources={sources.data}
        pending={sources.isPending}
        label={SUBSCRIBE_PAY_WITH}
        newCardLabel={SUBSCRIBE_NEW_CARD}
        value={choice}
        onChange={(v) => {
          setChosen(v);
          setAlert(null);
        }}
        disabled={working}
        cardRef={cardRef}
        newCardNote={
          <Text size="xs" c="dimmed">
            {SUBSCRIBE_CARD_SAVED_NOTE}
          </Text>
        }
      />
      {alert && (
        <Alert color="red" role="alert" title={alert.title}>
          {alert.message}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          onClick={() => void subscribe()}
          loading={working}
          disabled={sources.isPending || unavailable}
          aria-describedby={priceId}
        >
          {CONFIRM_SUBSCRIPTION}
        </Button>
      </Group>
    </Stack>
  );
}
