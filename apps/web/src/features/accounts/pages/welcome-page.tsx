import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import {
  GO_TO_DASHBOARD,
  WELCOME_NEXT,
  WELCOME_TITLE,
  adAttributionMessage,
  readAdId,
  welcomeGreeting,
} from '@stagepass/domain/dashboard';
import { useCurrentUser, useDashboardPath } from '../hooks/use-session';

/**
 * /dash/welcome (spec 000 §2.11): where a member lands after registration, with
 * ?ad_success={ad id} when they came from an advertisement.
 */
export function WelcomePage() {
  const user = useCurrentUser();
  const dashboard = useDashboardPath();
  const [params] = useSearchParams();
  const adId = readAdId(params.get('ad_success'));

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{WELCOME_TITLE}</Title>
        <Text size="lg">{welcomeGreeting(user?.name)}</Text>
        {adId && (
          <Alert color="grape" variant="light" title="Ad attribution">
            {adAttributionMessage(adId)}
          </Alert>
        )}
        <Text>{WELCOME_NEXT}</Text>
        <Button component={Link} to={dashboard} w="fit-content">
          {GO_TO_DASHBOARD}
        </Button>
      </Stack>
    </Container>
  );
}
