import { notifications } from '@mantine/notifications';

/** spec 000 §2.2 / §8: notice colours by kind: 1 success, 2 error, 3 info. */
export type NoticeKind = 1 | 2 | 3;

const COLOR: Record<NoticeKind, string> = { 1: 'green', 2: 'red', 3: 'blue' };

/**
 * Whether a toast was ever asked for: the toast area (toast-area.tsx) loads its code only then, so a page that shows
 * none never loads it.
 */
let asked = false;
const listeners = new Set<() => void>();
export const toastsAsked = {
  get: () => asked,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/**
 * Loads the toast area's code (toast-area.tsx mounts it once a toast was asked for). A page that leaves the app right
 * after a toast (a logout's full page load) waits for it, so the toast is seen however slow the network.
 */
export const loadToastArea = () => import('./toast-container');

/** Shows a toast at the top right; it dismisses itself after 7 s (set on <Notifications/>). */
export function notify(kind: NoticeKind, message: string): string {
  if (!asked) {
    asked = true;
    for (const listener of listeners) listener();
  }
  return notifications.show({
    color: COLOR[kind],
    message,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
  });
}
