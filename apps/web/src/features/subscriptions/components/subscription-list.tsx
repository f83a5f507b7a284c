import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { SubscriptionRow } from '@stagepass/contract/subscriptions/fields';
import {
  CANCEL_SUBSCRIPTION,
  CANCEL_SUBSCRIPTION_CONFIRM,
  KEEP_SUBSCRIPTION,
  LOADING_SUBSCRIPTIONS,
  NO_SUBSCRIPTIONS,
  periodText,
  planPriceText,
  REACTIVATE,
  SUBSCRIPTION_CANCELLED,
  SUBSCRIPTION_REACTIVATED,
  SUBSCRIPTION_STATE_LABELS,
  SUBSCRIPTIONS_HEADING,
} from '@stagepass/domain/subscriptions';
import { notify } from '../../../components/ui/notify';
import { useRequest, useRequestMutation } from '../../../lib/use-request';

/** Reads a change of a subscription affects: the lists, and the member's access to the tier's assets. */
const AFTER_CHANGE = ['get_subscriptions', 'get_assets', 'user_get_asset'] as const;

const STATE_COLORS: Partial<Record<SubscriptionRow['state'], string>> = {
  Active: 'green',
  Trialing: 'blue',
  Ending: 'yellow',
  PastDue: 'red',
  Unpaid: 'red',
  Dispute: 'orange',
};

export interface SubscriptionCardProps {
  subscription: SubscriptionRow;
  onCancel?: () => void;
  onReactivate?: () => void;
  /** Which of the two is being sent. */
  busy?: 'cancel' | 'reactivate' | null;
}

/** One subscription: product and plan, its state, its price, when it renews or ends; Cancel or Reactivate. */
export function SubscriptionCard({ subscription: s, onCancel, onReactivate, busy = null }: SubscriptionCardProps) {
  const titleId = `subscription-${s.subscription_id}`;
  return (
    <Card component="li" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Stack gap={4}>
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={700} id={titleId} style={{ flex: 1, minWidth: 0 }}>
            {s.product_name} · {s.plan_name}
          </Text>
          {/* The state keeps its whole word; the title wraps beside it. */}
          <Badge color={STATE_COLORS[s.state] ?? 'gray'} variant="light" style={{ flexShrink: 0 }}>
            {SUBSCRIPTION_STATE_LABELS[s.state]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {s.creator_name} · {s.tier_name} · {planPriceText(s.price, s.currency, s.interval)}
        </Text>
        <Text size="sm">{periodText(s)}</Text>
        {(s.can_cancel || s.can_reactivate) && (
          <Group gap="xs" mt={4}>
            {s.can_cancel && onCancel && (
              <Button size="xs" variant="subtle" color="red" onClick={onCancel} loading={busy === 'cancel'}>
                {CANCEL_SUBSCRIPTION}
              </Button>
            )}
            {s.can_reactivate && onReactivate && (
              <Button size="xs" variant="light" onClick={onReactivate} loading={busy === 'reactivate'}>
                {REACTIVATE}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The member's subscriptions (get_subscriptions with purchased), for /dash/purchases: each with its state, plan,
 * next renewal or end, and Cancel (after confirming: Ending until the period ends) or Reactivate. A declined
 * reactivation shows the card's message as an error notice.
 */
export function MySubscriptions() {
  const query = useRequest('get_subscriptions', { purchased: true }, { meta: { silent: true } });
  const cancel = useRequestMutation('cancel_subscription', {
    invalidates: AFTER_CHANGE,
    onSuccess: () => {
      notify(1, SUBSCRIPTION_CANCELLED);
    },
  });
  const reactivate = useRequestMutation('reactivate_subscription', {
    invalidates: AFTER_CHANGE,
    onSuccess: () => {
      notify(1, SUBSCRIPTION_REACTIVATED);
    },
  });

  const confirmCancel = (s: SubscriptionRow) =>
    modals.openConfirmModal({
      title: `${CANCEL_SUBSCRIPTION}: ${s.product_name}`,
      children: <Text size="sm">{CANCEL_SUBSCRIPTION_CONFIRM}</Text>,
      labels: { confirm: CANCEL_SUBSCRIPTION, cancel: KEEP_SUBSCRIPTION },
      confirmProps: { color: 'red' },
      onConfirm: () => cancel.mutate({ subscription_id: s.subscription_id }),
    });

  const busyOf = (id: number) =>
    cancel.isPending && cancel.variables?.subscription_id === id
      ? 'cancel'
      : reactivate.isPending && reactivate.variables?.subscription_id === id
        ? 'reactivate'
        : null;

  const list = query.data?.subscriptions ?? [];
  let body;
  if (query.isPending) body = <Skeleton h={120} aria-label={LOADING_SUBSCRIPTIONS} />;
  else if (query.isError) body = <Alert color="gray">{query.error.message}</Alert>;
  else if (list.length === 0) body = <Text c="dimmed">{NO_SUBSCRIPTIONS}</Text>;
  else
    body = (
      <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {list.map((s) => (
          <SubscriptionCard
            key={s.subscription_id}
            subscription={s}
            onCancel={() => confirmCancel(s)}
            onReactivate={() => reactivate.mutate({ subscription_id: s.subscription_id })}
            busy={busyOf(s.subscription_id)}
          />
        ))}
      </Stack>
    );

  return (
    <Stack gap="xs" component="section" aria-labelledby="subscriptions-heading">
      <Title order={2} size="h3" id="subscriptions-heading">
        {SUBSCRIPTIONS_HEADING}
      </Title>
      {body}
    </Stack>
  );
}
