// Mantine's global layer first: every component's stylesheet comes after it (build/mantine-styles.ts).
import './app/styles/mantine-base.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { requestedAuthPanel } from './features/accounts/hooks/use-auth-modal';
import { LOGGED_OUT_PARAM, setNavigator } from './lib/navigation';
import { onSessionEnded } from './lib/rpc';
import './app/styles/shell.css';

const queryClient = createQueryClient();
const router = createAppRouter();
// rpc's 401 handling navigates without a page load.
setNavigator((to) => void router.navigate(to));
// The cache holds the member's data; the next member (the agency back from a client) must not see it.
onSessionEnded(() => queryClient.clear());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

/**
 * Whether this load's first render differs from the prerendered page: right after logout the landing
 * page shows 'Logging Out' first (spec 000 §2.4), and the sign-in modal opens from the query or the
 * route state (§2.5). Such a load renders afresh rather than hydrating markup it would not match.
 */
function firstRenderDiffers(): boolean {
  const routeState = (history.state as { usr?: unknown } | null)?.usr;
  return (
    new URLSearchParams(location.search).has(LOGGED_OUT_PARAM) ||
    requestedAuthPanel(routeState, location.search) !== null
  );
}

// The public pages arrive prerendered (scripts/prerender.mjs): React takes over that markup instead of
// painting it again.
const prerendered = root.firstElementChild !== null;
if (prerendered && !firstRenderDiffers()) {
  // As a transition, the hydration yields to the browser every few milliseconds instead of holding the main
  // thread for the whole tree: the page stays responsive while React takes it over.
  startTransition(() => {
    hydrateRoot(root, app);
  });
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
