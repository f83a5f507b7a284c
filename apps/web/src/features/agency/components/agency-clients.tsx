import { Alert, Anchor, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AgencyClient } from '@stagepass/contract/agency/fields';
import {
  CLIENTS_NOTE,
  CLIENTS_TITLE,
  NO_CLIENTS,
  SET_PIN_FIRST,
  SWITCH_TO_CLIENT,
  clientKindLabel,
  switchToClientLabel,
} from '@stagepass/domain/agency';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useAgencySwitchUser } from '../api/agency_switch_user';
import { useRequest } from '../../../lib/use-request';

function ClientRow({
  client,
  onSwitch,
  switching,
}: {
  client: AgencyClient;
  onSwitch: () => void;
  switching: boolean;
}) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <UserAvatar name={client.name} image={client.image} decorative />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={600} truncate>
            {client.name}
          </Text>
          <Group gap="xs">
            {client.username && (
              <Text size="sm" c="dimmed">
                @{client.username}
              </Text>
            )}
            <Badge variant="light" size="sm">
              {clientKindLabel(client)}
            </Badge>
          </Group>
        </Stack>
      </Group>
      <Button
        variant="light"
        size="xs"
        onClick={onSwitch}
        loading={switching}
        aria-label={switchToClientLabel(client.name)}
      >
        {SWITCH_TO_CLIENT}
      </Button>
    </Group>
  );
}

/**
 * /dash/agency-dashboard (spec 000 §4, spec 001 §4): the agency's clients, each with a switch into it.
 * Switching saves the agency and opens the client's dashboard (api/agency_switch_user).
 */
export function AgencyClients() {
  const clients = useRequest('agency_get_clients', {});
  const switchUser = useAgencySwitchUser();

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby="agency-clients">
      <Stack gap="sm">
        <Title order={2} size="h4" id="agency-clients">
          {CLIENTS_TITLE}
        </Title>
        <Text size="sm" c="dimmed">
          {CLIENTS_NOTE}
        </Text>
        {clients.isPending && <Loader size="sm" aria-label="Loading clients" />}
        {clients.data && !clients.data.pin_set && (
          <Alert color="yellow" variant="light">
            {SET_PIN_FIRST}{' '}
            {/* In the alert's own (readable) colour, underlined: the primary colour is too faint on its tint. */}
            <Anchor component={Link} to="/dash/settings" size="sm" c="inherit" underline="always" fw={700}>
              Settings
            </Anchor>
          </Alert>
        )}
        {clients.data && clients.data.clients.length === 0 && <Text size="sm">{NO_CLIENTS}</Text>}
        {clients.data && clients.data.clients.length > 0 && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={CLIENTS_TITLE}>
            {clients.data.clients.map((client) => (
              <ClientRow
                key={client.id}
                client={client}
                switching={switchUser.isPending && switchUser.variables?.sp_id === client.id}
                onSwitch={() => {
                  if (!switchUser.isPending) switchUser.mutate({ sp_id: client.id });
                }}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
