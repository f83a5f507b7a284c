import { MantineProvider } from '@mantine/core';
import { Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router';
import { LoadingScreen } from '../../components/ui/loading-screen';
import { ToastArea } from '../../components/ui/toast-area';
import { AuthModalHost } from '../../features/accounts/components/auth-modal-host';
import { useSessionStore } from '../../store/session-store';
import { isRouteHandle } from '../route-handle';
import { cssVariablesResolver, theme } from '../theme';

// Tests get Mantine's test environment: no transitions and no portals.
const mantineEnv = import.meta.env.MODE === 'test' ? 'test' : 'default';

/**
 * Wraps every route: Mantine with the colour scheme (the stored dark-mode flag, or a route that is
 * always dark), the toast area and the sign-up / sign-in modal. Confirm dialogs (ModalsProvider)
 * live in the dashboard layout, which is loaded lazily, to keep them off the first load.
 */
export function RootLayout() {
  const matches = useMatches();
  const routeIsDark = matches.some((m) => isRouteHandle(m.handle) && m.handle.dark === true);
  const darkMode = useSessionStore((s) => s.darkMode);
  const glitchMode = useSessionStore((s) => s.glitchMode);

  useEffect(() => {
    // spec 000 §4: glitch mode's visual effect hangs off this class (app/styles/shell.css).
    document.documentElement.classList.toggle('glitch-mode', glitchMode);
  }, [glitchMode]);

  return (
    // The store, not Mantine's own localStorage key, owns the scheme (spec 000 §3 lists the keys).
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme={routeIsDark || darkMode ? 'dark' : 'light'}
      env={mantineEnv}
    >
      {/* spec 000 §2.2: toasts at the top right, dismissed after 7 seconds (loaded after the page). */}
      <ToastArea />
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      <AuthModalHost />
    </MantineProvider>
  );
}
