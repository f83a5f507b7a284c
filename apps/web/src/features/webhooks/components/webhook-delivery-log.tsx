import { Badge, Button, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import type { WebhookDelivery } from '@stagepass/contract/webhooks/fields';
import { recordTimeText } from '@stagepass/domain/events';
import { WEBHOOK_NO_DELIVERIES, WEBHOOK_REDELIVERY_QUEUED } from '@stagepass/domain/webhooks';
import { notify } from '../../../components/ui/notify';
import { browserTimeZone } from '../../../lib/browser-time-zone';
import { useRequest, useRequestMutation } from '../../../lib/use-request';

const STATUS_COLOR: Record<WebhookDelivery['status'], string> = {
  pending: 'yellow',
  succeeded: 'green',
  failed: 'red',
};
const STATUS_TEXT: Record<WebhookDelivery['status'], string> = {
  pending: 'Retrying',
  succeeded: 'Delivered',
  failed: 'Failed',
};

const when = (iso: string | null) => (iso ? recordTimeText(iso, browserTimeZone()) : '—');

/** What the log says of a pending delivery: not tried yet, or failed and when it is tried again. */
function statusOf(d: WebhookDelivery) {
  if (d.status === 'pending' && d.attempts === 0) return 'Queued';
  return STATUS_TEXT[d.status];
}

/**
 * An endpoint's delivery log (webhook_deliveries_get), newest first, a page at a time: each event with its status,
 * the endpoint's last status code or error, the attempts and when the next is due, and Redeliver.
 */
export function WebhookDeliveryLog({
  endpointId,
  url,
  enabled,
}: {
  endpointId: number;
  url: string;
  enabled: boolean;
}) {
  const [page, setPage] = useState(1);
  const log = useRequest('webhook_deliveries_get', { endpoint_id: endpointId, page });
  const redeliver = useRequestMutation('webhook_redeliver', { invalidates: ['webhook_deliveries_get'] });

  if (log.isPending) return <Skeleton h={60} aria-label="Loading deliveries" />;
  if (log.isError) return null;
  const { deliveries, total, page_size } = log.data;
  if (deliveries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {WEBHOOK_NO_DELIVERIES}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={640}>
        <Table aria-label={`Deliveries to ${url}`} verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Response</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Sent</Table.Th>
              <Table.Th>Next attempt</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deliveries.map((d) => (
              <Table.Tr key={d.delivery_id} aria-label={`${d.event_type} ${d.event_id}`}>
                <Table.Td>
                  <Text size="sm">{d.event_type}</Text>
                  <Text size="xs" c="dimmed">
                    {d.event_id}
                    {d.redelivery_of !== null && ' · redelivery'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge color={STATUS_COLOR[d.status]} variant="light">
                    {statusOf(d)}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{d.last_status_code === null ? '—' : `HTTP ${d.last_status_code}`}</Text>
                  {d.last_error && (
                    <Text size="xs" c="dimmed">
                      {d.last_error}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{d.attempts}</Table.Td>
                <Table.Td>{when(d.delivered_at ?? d.created_at)}</Table.Td>
                <Table.Td>{when(d.next_attempt_at)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="subtle"
                    disabled={!enabled || redeliver.isPending}
                    loading={redeliver.isPending && redeliver.variables.delivery_id === d.delivery_id}
                    onClick={() =>
                      redeliver.mutate(
                        { delivery_id: d.delivery_id },
                        {
                          onSuccess: () => {
                            setPage(1);
                            notify(1, WEBHOOK_REDELIVERY_QUEUED);
                          },
                        },
                      )
                    }
                  >
                    Redeliver
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {total > page_size && (
        <Group justify="flex-end">
          <Pagination
            size="sm"
            total={Math.ceil(total / page_size)}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        </Group>
      )}
    </Stack>
  );
}
