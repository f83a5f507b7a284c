import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import type { WebhookEndpoint } from '@stagepass/contract/webhooks/fields';
import {
  WEBHOOK_DELETE_CONFIRM,
  WEBHOOK_ENDPOINT_DELETED,
  WEBHOOK_ENDPOINT_DISABLED,
  WEBHOOK_ENDPOINT_ENABLED,
  WEBHOOK_NO_ENDPOINTS,
  WEBHOOK_ROTATE_CONFIRM,
  WEBHOOK_SECRET_ROTATED,
  WEBHOOKS_NOTE,
  WEBHOOKS_TITLE,
  webhookEndpointStatus,
  webhookSetUpByAgencyText,
} from '@stagepass/domain/webhooks';
import { notify } from '../../../components/ui/notify';
import { useRequest, useRequestMutation } from '../../../lib/use-request';
import { SettingsSection } from '../../settings/components/settings-section';
import { WebhookDeliveryLog } from './webhook-delivery-log';
import { SecretOnce, WebhookEndpointForm } from './webhook-endpoint-form';

const statusColor = (e: WebhookEndpoint) => (!e.enabled ? 'red' : e.failing_since ? 'yellow' : 'green');

/** One endpoint: its URL, status and events, its actions, and its delivery log on demand. */
function EndpointCard({ endpoint, onSecret }: { endpoint: WebhookEndpoint; onSecret: (secret: string) => void }) {
  const [open, setOpen] = useState(false);
  const update = useRequestMutation('webhook_endpoint_update', {
    invalidates: ['webhook_endpoints_get', 'webhook_deliveries_get'],
  });
  const rotate = useRequestMutation('webhook_endpoint_rotate_secret', { invalidates: ['webhook_endpoints_get'] });
  const remove = useRequestMutation('webhook_endpoint_delete', { invalidates: ['webhook_endpoints_get'] });
  const id = endpoint.endpoint_id;
  const busy = update.isPending || rotate.isPending || remove.isPending;

  const toggle = () =>
    update.mutate(
      { endpoint_id: id, enabled: !endpoint.enabled },
      { onSuccess: ({ endpoint: e }) => notify(1, e.enabled ? WEBHOOK_ENDPOINT_ENABLED : WEBHOOK_ENDPOINT_DISABLED) },
    );
  const confirm = (message: string, label: string, onConfirm: () => void) =>
    modals.openConfirmModal({
      title: label,
      children: <Text size="sm">{message}</Text>,
      labels: { confirm: label, cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm,
    });

  return (
    <Card component="li" withBorder padding="sm" aria-label={endpoint.url}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
              {endpoint.url}
            </Text>
            {endpoint.description && (
              <Text size="xs" c="dimmed">
                {endpoint.description}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {endpoint.events.join(', ')}
            </Text>
          </Stack>
          <Badge color={statusColor(endpoint)} variant="light" style={{ flexShrink: 0 }}>
            {endpoint.enabled && endpoint.failing_since ? 'Failing' : webhookEndpointStatus(endpoint)}
          </Badge>
        </Group>
        {endpoint.set_up_by_agency !== null && (
          <Text size="xs" c="dimmed">
            {webhookSetUpByAgencyText(endpoint.set_up_by_agency, endpoint.enabled)}
          </Text>
        )}
        <Group gap="xs">
          <Button size="xs" variant="light" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Hide delivery log' : 'Delivery log'}
          </Button>
          <Button size="xs" variant="subtle" onClick={toggle} disabled={busy} loading={update.isPending}>
            {endpoint.enabled ? 'Turn off' : 'Turn on'}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            disabled={busy}
            loading={rotate.isPending}
            onClick={() =>
              confirm(WEBHOOK_ROTATE_CONFIRM, 'New secret', () =>
                rotate.mutate(
                  { endpoint_id: id },
                  {
                    onSuccess: ({ secret }) => {
                      notify(1, WEBHOOK_SECRET_ROTATED);
                      onSecret(secret);
                    },
                  },
                ),
              )
            }
          >
            New secret
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={busy}
            loading={remove.isPending}
            onClick={() =>
              confirm(WEBHOOK_DELETE_CONFIRM, 'Delete endpoint', () =>
                remove.mutate({ endpoint_id: id }, { onSuccess: () => notify(1, WEBHOOK_ENDPOINT_DELETED) }),
              )
            }
          >
            Delete
          </Button>
        </Group>
        {open && <WebhookDeliveryLog endpointId={id} url={endpoint.url} enabled={endpoint.enabled} />}
      </Stack>
    </Card>
  );
}

/**
 * /dash/settings → Webhooks (issue 15), for businesses and talent: add an endpoint (its signing secret shown once),
 * the endpoints with their status (enabled, failing, turned off), and each one's delivery log with Redeliver.
 */
export function WebhooksSection() {
  const endpoints = useRequest('webhook_endpoints_get', {});
  const [secret, setSecret] = useState<string | null>(null);
  const list = endpoints.data?.endpoints ?? [];
  return (
    <SettingsSection title={WEBHOOKS_TITLE} description={WEBHOOKS_NOTE}>
      {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
      {endpoints.isSuccess && list.length === 0 && (
        <Text size="sm" c="dimmed">
          {WEBHOOK_NO_ENDPOINTS}
        </Text>
      )}
      {list.length > 0 && (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Webhook endpoints">
          {list.map((e) => (
            <EndpointCard key={e.endpoint_id} endpoint={e} onSecret={setSecret} />
          ))}
        </Stack>
      )}
      <WebhookEndpointForm onCreated={setSecret} />
    </SettingsSection>
  );
}
