import { Anchor, Burger, Button, Container, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { UserAvatar } from '../../../components/ui/user-avatar';
import { useOpenAuthModal } from '../../accounts/hooks/use-auth-modal';
import { useCurrentUser, useDashboardPath, useIsLoggedIn } from '../../accounts/hooks/use-session';
import classes from './top-bar.module.css';

/** spec 000 §2.4: the audience links of the top navigation bar. */
export const SITE_LINKS = [
  { label: 'Talent & Creators', to: '/auth/creatorLanding' },
  { label: 'Fans', to: '/auth/fanLanding' },
  { label: 'Businesses', to: '/auth/businessLanding' },
  { label: 'Pricing', to: '/auth/pricing' },
] as const;

function NavLinks() {
  return SITE_LINKS.map((l) => (
    <Anchor key={l.to} component={Link} to={l.to} c="var(--mantine-color-text)" fw={500}>
      {l.label}
    </Anchor>
  ));
}

function AccountArea() {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const dashboard = useDashboardPath();
  const openAuthModal = useOpenAuthModal();

  if (loggedIn && user) {
    // spec 000 §2.4: avatar and name link to the dashboard; the name falls back to 'Log In'.
    return (
      <UnstyledButton component={Link} to={dashboard}>
        <Group gap="xs" wrap="nowrap">
          <UserAvatar name={user.name} image={user.image} size="sm" decorative />
          <Text fw={600} truncate maw={160}>
            {user.name || 'Log In'}
          </Text>
        </Group>
      </UnstyledButton>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      <Button variant="default" onClick={() => openAuthModal('login')}>
        Log In
      </Button>
      <Button onClick={() => openAuthModal('register')}>Sign Up</Button>
    </Group>
  );
}

/** spec 000 §2.4: the top navigation bar every visitor sees on the landing and /auth pages. */
export function TopBar() {
  const [menuOpen, menu] = useDisclosure(false);
  const [scroll] = useWindowScroll();
  const { pathname } = useLocation();

  // The mobile menu closes once a link has been followed.
  useEffect(() => menu.close(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <header className={classes.bar} data-scrolled={scroll.y > 8 || undefined}>
      <Container size="lg">
        <Group className={classes.inner} justify="space-between" wrap="nowrap">
          <Group gap="lg" wrap="nowrap">
            <Anchor component={Link} to="/" className={classes.brand} c="var(--mantine-color-text)" underline="never">
              Stagepass
            </Anchor>
            <Group component="nav" aria-label="Main" gap="lg" visibleFrom="md">
              <NavLinks />
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <AccountArea />
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
            />
          </Group>
        </Group>
        {/* spec 000 §2.4: collapsible mobile menu on medium-or-smaller screens. */}
        {menuOpen && (
          <Stack component="nav" aria-label="Mobile" gap="sm" hiddenFrom="md" className={classes.mobileMenu}>
            <NavLinks />
          </Stack>
        )}
      </Container>
    </header>
  );
}
