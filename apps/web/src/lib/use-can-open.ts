import { useCallback } from 'react';
import { routeAccess } from '../app/route-guards';
import { hasPage, routeAt } from '../app/route-table';
import { useSessionStore } from '../store/session-store';

/**
 * Whether the viewer may open a screen: it has a page and its route's 'Who' (app/route-table.ts) admits them, as
 * the route guard decides. An empty state offers a next step only when this says yes, so a visitor on someone's
 * profile, or a member of another role, is not sent to a screen that would turn them away.
 */
export function useCanOpen(): (to: string) => boolean {
  const user = useSessionStore((s) => s.user);
  const fanMode = useSessionStore((s) => s.fanMode);
  return useCallback(
    (to: string) => {
      const pathname = to.split(/[?#]/)[0]!;
      const entry = routeAt(pathname);
      if (!entry || !hasPage(pathname)) return false;
      if (entry.who === 'loggedOutOnly') return !user?.email;
      return routeAccess(entry.who, user, fanMode).kind === 'open';
    },
    [user, fanMode],
  );
}

/** The action to a screen, or null when the viewer may not open it (see useCanOpen). */
export function useOpenableAction(label: string, to: string): { label: string; to: string } | null {
  const canOpen = useCanOpen();
  return canOpen(to) ? { label, to } : null;
}
