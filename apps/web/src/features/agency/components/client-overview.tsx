import { Badge, Card, Group, List, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { ClientOverview as Overview, ClientUpcoming } from '@stagepass/contract/agency/agency_dashboard_query';
import {
  CLIENT_OVERVIEW_NOTE,
  CLIENT_OVERVIEW_TITLE,
  LATEST_DIGEST_TITLE,
  NEEDS_ATTENTION_TITLE,
  NO_DIGEST_YET,
  NOTHING_NEEDS_ATTENTION,
  NOTHING_UPCOMING,
  UPCOMING_TITLE,
  clientKindLabel,
} from '@stagepass/domain/agency';
import { eventDateText, eventTimeText } from '@stagepass/domain/events';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useRequest } from '../../../lib/use-request';

function UpcomingItem({ item }: { item: ClientUpcoming }) {
  const when = `${eventDateText(item.start_time, item.time_zone)}, ${eventTimeText(item.start_time, item.time_zone)}`;
  return (
    <List.Item>
      <Group gap={6} wrap="wrap">
        <Badge size="xs" variant="light" color={item.kind === 'booking' ? 'grape' : 'blue'}>
          {item.kind === 'booking' ? 'Booking' : 'Event'}
        </Badge>
        <Text size="sm" fw={600} span>
          {item.event_name}
        </Text>
        {item.draft && (
          <Badge size="xs" variant="outline" color="gray">
            Draft
          </Badge>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {when}
        {item.business_name ? ` · ${item.business_name}` : ''}
      </Text>
    </List.Item>
  );
}

/** One titled list of a client's card, named '{title}: {client}', or what it says when empty. */
function ClientList({
  title,
  empty,
  client,
  spacing,
  children,
}: {
  title: string;
  empty: string;
  client: string;
  spacing: number;
  children: ReactNode[];
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={700}>
        {title}
      </Text>
      {children.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <List size="sm" spacing={spacing} aria-label={`${title}: ${client}`}>
          {children}
        </List>
      )}
    </Stack>
  );
}

function ClientCard({ overview }: { overview: Overview }) {
  const { client, upcoming, attention } = overview;
  const headingId = useId();
  return (
    <Card component="article" withBorder padding="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          <UserAvatar name={client.name} image={client.image} decorative />
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={headingId}>
              {client.name}
            </Title>
            <Badge variant="light" size="sm" w="fit-content">
              {clientKindLabel(client)}
            </Badge>
          </Stack>
        </Group>
        <ClientList title={NEEDS_ATTENTION_TITLE} empty={NOTHING_NEEDS_ATTENTION} client={client.name} spacing={2}>
          {attention.map((a) => (
            <List.Item key={a.kind}>
              <Text size="sm" c="orange" fw={600} span>
                {a.text}
              </Text>
            </List.Item>
          ))}
        </ClientList>
        <ClientList title={UPCOMING_TITLE} empty={NOTHING_UPCOMING} client={client.name} spacing={4}>
          {upcoming.map((item) => (
            <UpcomingItem key={`${item.kind}-${item.event_id}-${item.start_time}`} item={item} />
          ))}
        </ClientList>
      </Stack>
    </Card>
  );
}

/**
 * /dash/agency-dashboard (issue 15): 'shows each client's upcoming bookings and events, and what needs attention',
 * and the latest daily summary (spec 001 §1 'agencies get summary notifications'). One request for all clients
 * (agency_dashboard_query). The agency switches into a client from the client list to act on it.
 */
export function ClientOverview() {
  const dashboard = useRequest('agency_dashboard_query', {});
  const headingId = useId();
  const clients = dashboard.data?.clients ?? [];
  const digest = dashboard.data?.digest;

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {CLIENT_OVERVIEW_TITLE}
        </Title>
        <Text size="sm" c="dimmed">
          {CLIENT_OVERVIEW_NOTE}
        </Text>
        {dashboard.isPending && <Loader size="sm" aria-label="Loading your clients" />}
        {clients.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {clients.map((c) => (
              <ClientCard key={c.client.id} overview={c} />
            ))}
          </SimpleGrid>
        )}
        {dashboard.isSuccess && (
          <Card withBorder padding="md" component="section" aria-label={LATEST_DIGEST_TITLE}>
            <Stack gap={4}>
              <Text size="sm" fw={700}>
                {digest ? `${LATEST_DIGEST_TITLE}: ${digest.title}` : LATEST_DIGEST_TITLE}
              </Text>
              {digest ? (
                <List size="sm" spacing={2}>
                  {digest.lines.map((line) => (
                    <List.Item key={line}>{line}</List.Item>
                  ))}
                </List>
              ) : (
                <Text size="sm" c="dimmed">
                  {NO_DIGEST_YET}
                </Text>
              )}
            </Stack>
          </Card>
        )}
      </Stack>
    </Card>
  );
}
