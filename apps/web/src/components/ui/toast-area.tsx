import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_AUTO_DISMISS_MS } from '@stagepass/domain/limits';

// The toast area (Mantine Notifications, with its transitions and swipe handling) is not needed to
// show a page, so it loads once the page has: off the first load, and off the prerendered markup.
// A toast asked for before then (notify()) waits in Mantine's store and shows when the area mounts.
const Notifications = lazy(() => import('./toast-container').then((m) => ({ default: m.Notifications })));

function subscribeToLoad(onChange: () => void): () => void {
  window.addEventListener('load', onChange);
  return () => window.removeEventListener('load', onChange);
}

/** False while prerendering and hydrating (the server's snapshot), then whether the page has loaded. */
function useWindowLoaded(): boolean {
  return useSyncExternalStore(
    subscribeToLoad,
    () => document.readyState === 'complete',
    () => false,
  );
}

/** spec 000 §2.2: toasts at the top right, dismissed after 7 seconds. */
export function ToastArea() {
  const loaded = useWindowLoaded();
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={TOAST_AUTO_DISMISS_MS} />
    </Suspense>
  );
}
