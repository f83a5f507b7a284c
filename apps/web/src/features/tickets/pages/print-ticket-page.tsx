import { PrintedQr } from '../../../components/ui/qr-card';
import { Alert, Anchor, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ONLINE_EVENT } from '@stagepass/domain/events';
import { PRINT_TICKETS, PURCHASE_NOT_FOUND, REFUNDED } from '@stagepass/domain/tickets';
import { useRequest } from '../../../lib/use-request';
import { eventSpanText } from '../../events/components/event-details';
import { parseId } from '../../events/lib/event-links';
import { PrintSheet } from '../components/print-sheet';
import { PURCHASES_PATH } from '../lib/ticket-links';
import { BUYER, PASS_OF, PASS_QR, PURCHASE_ID } from '../ticket-texts';

/**
 * /dash/print-ticket-page/{purchaseId} (spec 001 §2; every logged-in role): the purchase's passes, one per admitted
 * person and one per printed page, each with the QR of its code (spec 001 §9: 250 px, error correction H) that the
 * event manager app scans at the door.
 */
export function PrintTicketPage() {
  const purchaseId = parseId(useParams().purchaseId);
  const query = useRequest(
    'user_get_ticket_receipt',
    { purchase_id: purchaseId ?? 0 },
    { enabled: purchaseId !== null, meta: { silent: true } },
  );
  const r = query.data;

  let body;
  if (purchaseId === null || query.isError) {
    body = (
      <Alert color="gray" title={PURCHASE_NOT_FOUND}>
        <Anchor component={Link} to={PURCHASES_PATH}>
          Back to your purchases
        </Anchor>
      </Alert>
    );
  } else if (!r) {
    body = <Skeleton h={360} aria-label="Loading the tickets" />;
  } else if (r.status === 'Refunded' || r.passes.length === 0) {
    body = (
      <Alert color="gray" title={r.status === 'Refunded' ? REFUNDED : PURCHASE_NOT_FOUND}>
        <Anchor component={Link} to={PURCHASES_PATH}>
          Back to your purchases
        </Anchor>
      </Alert>
    );
  } else {
    const n = r.passes.length;
    body = (
      <PrintSheet
        toolbar={
          <Anchor component={Link} to={PURCHASES_PATH} size="sm">
            Back to your purchases
          </Anchor>
        }
      >
        {r.passes.map((pass, i) => (
          <article key={pass.code} className="print-ticket" aria-label={PASS_OF(i + 1, n)}>
            <Group align="flex-start" justify="space-between" gap="lg">
              <Stack gap={4} style={{ flex: '1 1 260px' }}>
                <Text size="xs" c="dimmed" tt="uppercase">
                  {PASS_OF(i + 1, n)}
                </Text>
                <Title order={2} size="h3">
                  {r.event_name}
                </Title>
                <Text>{eventSpanText(r)}</Text>
                <Text>{r.online_only ? ONLINE_EVENT : r.address}</Text>
                <Text fw={700} mt="sm">
                  {r.ticket_name}
                </Text>
                <Text size="sm">
                  {BUYER}: {r.buyer_name}
                </Text>
                <Text size="sm">
                  {PURCHASE_ID}: #{r.purchase_id}
                </Text>
                <Text size="sm" ff="monospace">
                  {pass.code}
                </Text>
              </Stack>
              <PrintedQr value={pass.code} className="print-ticket-qr" label={PASS_QR(i + 1)} />
            </Group>
          </article>
        ))}
      </PrintSheet>
    );
  }

  return (
    <Container size="md" py="md">
      <Stack>
        <Title order={1} className="no-print">
          {PRINT_TICKETS}
        </Title>
        {body}
      </Stack>
    </Container>
  );
}
