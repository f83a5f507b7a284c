import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_AUTO_DISMISS_MS } from '@stagepass/domain/limits';
import { loadToastArea, toastsAsked } from './notify';

// The toast area (Mantine Notifications, with its transitions, portal and swipe handling: about 15 KB gzipped) is
// not needed to show a page, nor on a page that never shows a toast: it loads when the first toast is asked for
// (notify()), or as soon as the visitor first presses or types, which is what toasts follow. A toast asked for
// before it has loaded waits in Mantine's store and shows when the area mounts.
const Notifications = lazy(() => loadToastArea().then((m) => ({ default: m.Notifications })));

if (typeof window !== 'undefined') {
  const early = () => {
    void loadToastArea();
    window.removeEventListener('pointerdown', early, true);
    window.removeEventListener('keydown', early, true);
  };
  window.addEventListener('pointerdown', early, true);
  window.addEventListener('keydown', early, true);
}

/** spec 000 §2.2: toasts at the top right, dismissed after 7 seconds. */
export function ToastArea() {
  // False while prerendering and hydrating (the server's snapshot), then whether a toast was asked for.
  const wanted = useSyncExternalStore(toastsAsked.subscribe, toastsAsked.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={TOAST_AUTO_DISMISS_MS} />
    </Suspense>
  );
}
