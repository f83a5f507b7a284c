import { DASHBOARD, dashboardPath } from '@stagepass/domain/accounts';
import { selectIsLoggedIn, useSessionStore } from '../../../store/session-store';

export function useCurrentUser() {
  return useSessionStore((s) => s.user);
}

/** spec 000 §6: logged in = a stored user with an email. */
export function useIsLoggedIn(): boolean {
  return useSessionStore(selectIsLoggedIn);
}

/**
 * spec 000 §2.11: this member's dashboard for their role and fan mode. A logged-out visitor's is
 * /dash/user-dashboard (spec 000 §2.3: 'shown to fan and logged-out').
 */
export function useDashboardPath(): string {
  const user = useSessionStore((s) => s.user);
  const fanMode = useSessionStore((s) => s.fanMode);
  return user?.email ? dashboardPath(user, fanMode) : DASHBOARD.user;
}
