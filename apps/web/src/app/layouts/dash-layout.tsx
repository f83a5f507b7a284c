import { Anchor, AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { ModalsProvider } from '@mantine/modals';
import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { DashSidebar } from './dash-sidebar';
import '../styles/dash.css';

/** spec 000 §2.3: the logged-in area with its sidebar. Loaded lazily with the first /dash page. */
export default function DashLayout() {
  const [navOpen, nav] = useDisclosure(false);
  const { pathname } = useLocation();

  // spec 000 §2.3: below 1200 px (Mantine's lg) the sidebar is a drawer that closes after each
  // navigation; at and above it the sidebar is always shown, so closing is harmless there.
  useEffect(() => nav.close(), [pathname]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <ModalsProvider>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 260, breakpoint: 'lg', collapsed: { mobile: !navOpen } }}
        padding="md"
      >
        <AppShell.Header>
          <Group h="100%" px="md" gap="sm">
            <Burger
              opened={navOpen}
              onClick={nav.toggle}
              hiddenFrom="lg"
              size="sm"
              aria-label={navOpen ? 'Close sidebar' : 'Open sidebar'}
              aria-expanded={navOpen}
            />
            <Anchor component={Link} to="/" fw={800} size="lg" c="var(--mantine-color-text)" underline="never">
              Stagepass
            </Anchor>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="md" aria-label="Sidebar">
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
