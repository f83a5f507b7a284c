import { Anchor, Box, Burger, Button, Container, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure, useWindowScroll } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LOG_IN, NAV_LINKS, SIGN_UP } from '@stagepass/domain/site';
import { LazyUserAvatar } from '../../../components/ui/lazy-user-avatar';
import { useOpenAuthModal } from '../../accounts/hooks/use-auth-modal';
import { useCurrentUser, useDashboardPath, useIsLoggedIn } from '../../accounts/hooks/use-session';
import classes from './top-bar.module.css';

const MOBILE_MENU_ID = 'site-mobile-menu';

function NavLinks({ className }: { className?: string }) {
  return NAV_LINKS.map((l) => (
    <Anchor key={l.to} component={NavLink} to={l.to} className={`${classes.navLink} ${className ?? ''}`}>
      {l.label}
    </Anchor>
  ));
}

/** spec 000 §2.4: Log In / Sign Up, or avatar and name linking to the member's dashboard. */
function AccountArea({ stacked = false }: { stacked?: boolean }) {
  const loggedIn = useIsLoggedIn();
  const user = useCurrentUser();
  const dashboard = useDashboardPath();
  const openAuthModal = useOpenAuthModal();

  if (loggedIn && user) {
    // spec 000 §2.4: the name falls back to 'Log In'; a broken picture to the default avatar.
    return (
      <UnstyledButton component={Link} to={dashboard}>
        <Group gap="xs" wrap="nowrap">
          <LazyUserAvatar name={user.name} image={user.image} size="sm" decorative />
          <Text fw={600} truncate maw={160}>
            {user.name || LOG_IN}
          </Text>
        </Group>
      </UnstyledButton>
    );
  }
  // spec 000 §2.4: the buttons open the sign-in modal through route state.
  const buttons = (
    <>
      <Button variant="default" onClick={() => openAuthModal('login')} fullWidth={stacked}>
        {LOG_IN}
      </Button>
      <Button onClick={() => openAuthModal('register')} fullWidth={stacked}>
        {SIGN_UP}
      </Button>
    </>
  );
  return stacked ? (
    <Stack gap="xs">{buttons}</Stack>
  ) : (
    <Group gap="xs" wrap="nowrap">
      {buttons}
    </Group>
  );
}

/**
 * spec 000 §2.4: the top navigation bar every visitor sees on the landing and /auth pages. It
 * turns solid and compact on scroll and on medium-or-smaller screens (top-bar.module.css), where
 * the links fold into a menu behind the burger.
 */
export function TopBar() {
  const [menuOpen, menu] = useDisclosure(false);
  const [scroll] = useWindowScroll();
  const { pathname } = useLocation();

  // The menu closes once a link has been followed.
  useEffect(() => menu.close(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <header className={classes.bar} data-scrolled={scroll.y > 8 || undefined}>
      <Container size="lg">
        <Group className={classes.inner} justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <Anchor component={Link} to="/" className={classes.brand} c="var(--mantine-color-text)" underline="never">
              Stagepass
            </Anchor>
            <Group component="nav" aria-label="Main" gap="lg" visibleFrom="md">
              <NavLinks />
            </Group>
          </Group>
          <Group gap="sm" wrap="nowrap">
            {/* On phones the account buttons move into the menu, where there is room for them. */}
            <Group visibleFrom="xs" wrap="nowrap">
              <AccountArea />
            </Group>
            <Burger
              opened={menuOpen}
              onClick={menu.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={menuOpen ? 'Close menu' : 'Open menu'}
              aria-expanded={menuOpen}
              aria-controls={MOBILE_MENU_ID}
            />
          </Group>
        </Group>
        {/* spec 000 §2.4: the collapsible mobile menu, with the same links and account actions. */}
        {/* A plain toggle rather than Mantine's animated Collapse: its height animation is ~3 KB of
            first-load JavaScript on every public page. */}
        <Box hiddenFrom="md" id={MOBILE_MENU_ID} hidden={!menuOpen}>
          <Stack component="nav" aria-label="Mobile" gap={0} className={classes.mobileMenu}>
            <NavLinks className={classes.mobileLink} />
            <div className={classes.mobileAccount}>
              <AccountArea stacked />
            </div>
          </Stack>
        </Box>
      </Container>
    </header>
  );
}
