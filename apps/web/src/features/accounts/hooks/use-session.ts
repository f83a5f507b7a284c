import { dashboardPath } from '@stagepass/domain/accounts';
import { selectIsLoggedIn, useSessionStore } from '../../../store/session-store';

export function useCurrentUser() {
  return useSessionStore((s) => s.user);
}

/** spec 000 §6: logged in = a stored user with an email. */
export function useIsLoggedIn(): boolean {
  return useSessionStore(selectIsLoggedIn);
}

/** spec 000 §2.11: where this visitor's dashboard is, given their role and fan mode. */
export function useDashboardPath(): string {
  const user = useSessionStore((s) => s.user);
  const fanMode = useSessionStore((s) => s.fanMode);
  return dashboardPath(user, fanMode);
}
