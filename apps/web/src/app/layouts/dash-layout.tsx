import { Anchor, AppShell, Box, Burger, Button, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { SIDEBAR_COLLAPSE_BELOW_PX, sidebarCollapsesAfterNavigation } from '@stagepass/domain/limits';
import { LOG_IN, SIGN_UP } from '@stagepass/domain/site';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { useOpenAuthModal } from '../../features/accounts/hooks/use-auth-modal';
import { useIsLoggedIn } from '../../features/accounts/hooks/use-session';
import { MessageStream } from '../../features/messages/components/message-stream';
import { DashSidebar } from './dash-sidebar';
import '../styles/dash.css';

// spec 001 §7 search_celebrities_regexp: the header's search box, loaded after the layout.
const HeaderSearch = lazy(() =>
  import('../../features/follows/components/header-search').then((m) => ({ default: m.HeaderSearch })),
);

// Mantine's AppShell puts the navbar in its collapsible (drawer) mode below this width: the same
// 1200 px as spec 000 §2.3, written as the media query AppShell itself uses (max-width: w - 0.1px).
const COLLAPSIBLE_QUERY = `(max-width: ${(SIDEBAR_COLLAPSE_BELOW_PX - 0.1) / 16}em)`;

/**
 * spec 000 §2.4: a logged-out visitor on a dashboard page (an event, a profile, a post) gets the top bar's Log In and
 * Sign Up, which open the sign-in modal over the page they are on.
 */
function LoggedOutButtons({ compact }: { compact: boolean }) {
  const openAuthModal = useOpenAuthModal();
  const size = compact ? 'xs' : 'sm';
  return (
    <Group gap="xs" wrap="nowrap" ml="auto" style={{ flexShrink: 0 }}>
      <Button variant="default" size={size} onClick={() => openAuthModal('login')}>
        {LOG_IN}
      </Button>
      <Button size={size} onClick={() => openAuthModal('register')}>
        {SIGN_UP}
      </Button>
    </Group>
  );
}

/** spec 000 §2.3: the logged-in area with its sidebar. Loaded lazily with the first /dash page. */
export default function DashLayout() {
  const [navOpen, nav] = useDisclosure(false);
  const collapsible = useMediaQuery(COLLAPSIBLE_QUERY) ?? false;
  const { pathname } = useLocation();
  const loggedIn = useIsLoggedIn();

  // spec 000 §2.3: 'Below 1200 px the sidebar collapses after navigation.' At and above it the
  // sidebar is always shown.
  useEffect(() => {
    if (sidebarCollapsesAfterNavigation(window.innerWidth)) nav.close();
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  const hiddenOffCanvas = collapsible && !navOpen;

  return (
    <ModalsProvider>
      {/* Issue 13: one live message stream for every dashboard page (unread badges, the inbox). */}
      <MessageStream />
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 260, breakpoint: SIDEBAR_COLLAPSE_BELOW_PX, collapsed: { mobile: !navOpen } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" gap="sm" wrap="nowrap">
            {collapsible && (
              <Burger
                opened={navOpen}
                onClick={nav.toggle}
                size="sm"
                aria-label={navOpen ? 'Close sidebar' : 'Open sidebar'}
                aria-expanded={navOpen}
                aria-controls="dash-sidebar"
              />
            )}
            <Anchor
              component={Link}
              to="/"
              fw={800}
              size="lg"
              c="var(--mantine-color-text)"
              underline="never"
              style={{ flexShrink: 0 }}
            >
              Stagepass
            </Anchor>
            {/* A phone has no room for the search box beside Log In and Sign Up: logged out, it has the buttons. */}
            <Box
              visibleFrom={loggedIn ? undefined : 'xs'}
              miw={0}
              style={{ flex: 1, display: 'flex', justifyContent: 'flex-end' }}
            >
              <Suspense fallback={null}>
                <HeaderSearch />
              </Suspense>
            </Box>
            {!loggedIn && <LoggedOutButtons compact={collapsible} />}
          </Group>
        </AppShell.Header>
        {/* Off screen while collapsed: inert keeps its links out of the tab order and the a11y tree. */}
        <AppShell.Navbar p="md" id="dash-sidebar" aria-label="Sidebar" inert={hiddenOffCanvas}>
          <DashSidebar />
        </AppShell.Navbar>
        <AppShell.Main>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </AppShell.Main>
      </AppShell>
    </ModalsProvider>
  );
}
