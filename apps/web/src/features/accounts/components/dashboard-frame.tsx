import { Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AREA_COMING_SOON, dashboardGreeting } from '@stagepass/domain/dashboard';
import { hasPage } from '../../../app/route-table';
import { useCurrentUser, useIsLoggedIn } from '../hooks/use-session';

/** One part of the product a dashboard points to (spec 001 §2 screens). */
export interface DashboardArea {
  title: string;
  description: string;
  /** Its screen, linked once the route has a page (app/route-table.ts). */
  to?: string;
  /** Hidden from logged-out visitors (the fan dashboard is also theirs, spec 000 §2.3). */
  membersOnly?: boolean;
}

function AreaCard({ area }: { area: DashboardArea }) {
  const open = area.to && hasPage(area.to) ? area.to : null;
  const headingId = `area-${area.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={headingId}>
            {area.title}
          </Title>
          {!open && (
            <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
              {AREA_COMING_SOON}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
          {area.description}
        </Text>
        {open && (
          <Button component={Link} to={open} variant="light" size="xs" w="fit-content">
            Open {area.title}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

/**
 * The frame every dashboard of spec 000 §2.3 shares: which dashboard this is, a greeting, and the
 * role's areas. Areas whose screens a later issue builds say so instead of showing made-up data.
 */
export function DashboardFrame({
  title,
  areas,
  children,
}: {
  title: string;
  areas: readonly DashboardArea[];
  children?: ReactNode;
}) {
  const user = useCurrentUser();
  const loggedIn = useIsLoggedIn();
  const shown = areas.filter((a) => loggedIn || !a.membersOnly);

  return (
    <Container size="lg" py="md">
      <Stack gap="lg">
        <header>
          <Text size="sm" fw={700} tt="uppercase" c="dimmed">
            {title}
          </Text>
          <Title order={1}>{dashboardGreeting(loggedIn ? user?.name : null)}</Title>
        </header>
        {children}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {shown.map((area) => (
            <AreaCard key={area.title} area={area} />
          ))}
          {loggedIn && (
            <Card component="section" withBorder padding="lg" aria-labelledby="area-account">
              <Stack gap="xs">
                <Title order={2} size="h4" id="area-account">
                  Account
                </Title>
                <Text size="sm" c="dimmed">
                  Your name, username, email, password, phone, social login and marketing emails.
                </Text>
                <Group gap="xs">
                  <Button component={Link} to="/dash/settings" variant="light" size="xs">
                    Settings
                  </Button>
                  <Button component={Link} to="/dash/emailPreferences" variant="light" size="xs">
                    Email preferences
                  </Button>
                </Group>
              </Stack>
            </Card>
          )}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
