import { Button, Container, Text, Title } from '@mantine/core';
import { PAGE_BEING_BUILT } from '../../../lib/constants';
import { useOpenAuthModal } from '../hooks/use-auth-modal';
import { useCurrentUser, useIsLoggedIn } from '../hooks/use-session';

/**
 * The dashboards of spec 000 §2.3. Each greets the member by name; the content of each role's
 * dashboard comes with its own issue. /dash/user-dashboard is also shown to logged-out visitors.
 */
export function DashboardPage() {
  const user = useCurrentUser();
  const loggedIn = useIsLoggedIn();
  const openAuthModal = useOpenAuthModal();

  return (
    <Container size="lg" py="md">
      <Title order={1}>{loggedIn && user?.name ? `Welcome, ${user.name}` : 'Welcome'}</Title>
      <Text mt="md" c="dimmed">
        {PAGE_BEING_BUILT}
      </Text>
      {!loggedIn && (
        <Button mt="lg" onClick={() => openAuthModal('login')}>
          Log In
        </Button>
      )}
    </Container>
  );
}
