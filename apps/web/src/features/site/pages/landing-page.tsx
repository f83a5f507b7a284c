import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { HERO_TAGLINE, HERO_TITLE } from '../../../lib/constants';
import { useOpenAuthModal } from '../../accounts/hooks/use-auth-modal';
import type { AuthModalState } from '../../accounts/hooks/use-auth-modal';
import { useCurrentUser, useDashboardPath, useIsLoggedIn } from '../../accounts/hooks/use-session';

/**
 * spec 000 §2.4: the landing hero. The looping video and the sections below it (audience cards,
 * how it works, pricing, FAQ, launch cities) come with the landing issue.
 */
export function LandingPage() {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const dashboard = useDashboardPath();
  const openAuthModal = useOpenAuthModal();
  const navigate = useNavigate();
  const location = useLocation();
  const signInState: AuthModalState = { openSignUpModal: 'login' };

  return (
    <Container size="md" py={80}>
      <Stack align="center" gap="lg" ta="center">
        <Title order={1} fz={{ base: 40, sm: 56 }}>
          {HERO_TITLE}
        </Title>
        <Text size="xl" c="dimmed">
          {HERO_TAGLINE}
        </Text>
        {loggedIn && user ? (
          // spec 000 §2.4: a logged-in user sees avatar, name and 'Let's go' to their dashboard.
          <Stack align="center" gap="sm">
            <Group gap="sm">
              <UserAvatar name={user.name} image={user.image} size="lg" decorative />
              <Text fw={600} size="lg">
                {user.name}
              </Text>
            </Group>
            <Button size="lg" onClick={() => navigate(dashboard)}>
              Let&apos;s go
            </Button>
          </Stack>
        ) : (
          <Stack align="center" gap="sm">
            <Button size="lg" onClick={() => openAuthModal('register')}>
              Get started
            </Button>
            <Text size="sm">
              Already have an account?{' '}
              <Anchor
                component={Link}
                to={{ pathname: location.pathname, search: location.search }}
                state={signInState}
                inherit
              >
                Sign in here
              </Anchor>
            </Text>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
