import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { SessionUser } from '@stagepass/contract/accounts/session-user';
import { dashboardPath } from '@stagepass/domain/accounts';
import type { AuthModalState } from '../features/accounts/hooks/use-auth-modal';
import { useSessionStore } from '../store/session-store';

export type RoleCheck = (user: SessionUser) => boolean;

/** spec 000 §2.3 and §6: who may open each role dashboard. */
export const ROLE_CHECKS = {
  // spec 000 §6: 'A user record flagged agency_as_client acts as a creator', whatever else it is.
  creator: (u) => u.is_specialist || u.agency_as_client,
  business: (u) => u.is_business && !u.agency_as_client,
  agency: (u) => u.is_agency && !u.agency_as_client,
  member: () => true,
} satisfies Record<string, RoleCheck>;

/**
 * Lets a logged-in member through when `allow` accepts them. Another role goes to its own
 * dashboard (spec 000 §2.11); a logged-out visitor is offered the sign-in modal on the home page.
 */
export function RequireMember({ allow = ROLE_CHECKS.member }: { allow?: RoleCheck }) {
  const user = useSessionStore((s) => s.user);
  const fanMode = useSessionStore((s) => s.fanMode);
  if (!user?.email) {
    const state: AuthModalState = { openSignUpModal: 'login' };
    return <Navigate to="/" replace state={state} />;
  }
  if (!allow(user)) return <Navigate to={dashboardPath(user, fanMode)} replace />;
  return <Outlet />;
}

/**
 * spec 000 §2.2: /auth/register-page and /auth/confirm-account-page are for logged-out visitors only.
 * Checked on arrival: a registration that completes here signs the member in and then navigates to
 * /dash/welcome itself (spec 000 §2.11), which a redirect to the dashboard must not overtake.
 */
export function LoggedOutOnly() {
  const user = useSessionStore((s) => s.user);
  const fanMode = useSessionStore((s) => s.fanMode);
  const [arrivedLoggedIn] = useState(() => Boolean(user?.email));
  if (arrivedLoggedIn && user?.email) return <Navigate to={dashboardPath(user, fanMode)} replace />;
  return <Outlet />;
}
