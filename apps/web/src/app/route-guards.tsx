import { useState } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { SessionUser } from '@stagepass/contract/accounts/session-user';
import { actsAsCreator, dashboardPath, isUser } from '@stagepass/domain/accounts';
import type { AuthModalState } from '../features/accounts/hooks/use-auth-modal';
import { useSessionStore } from '../store/session-store';
import type { RouteRole, Who } from './route-table';

export type RoleCheck = (user: SessionUser, fanMode: boolean) => boolean;

/**
 * spec 000 §2.3, §6 and spec 001 §2: whether a logged-in member counts as each role of a route's
 * 'Who'. Access follows the account; fan mode only adds the fan's routes (spec 001 §6: it 'lets
 * business, specialist and agency users view the fan dashboard'), so a business in fan mode still
 * opens its own pages by link.
 */
export const ROLE_CHECKS = {
  // spec 000 §6: 'A user record flagged agency_as_client acts as a creator'; issue 15: acting for a business client,
  // it acts as that business (domain actsAsCreator).
  creator: (u) => actsAsCreator(u),
  business: (u) => u.is_business,
  agency: (u) => u.is_agency && !u.agency_as_client,
  // spec 000 §6: fan items are 'for fan accounts or anyone in fan mode'.
  fan: (u, fanMode) => fanMode || (isUser(u) && !u.agency_as_client),
  loggedOut: () => false,
} satisfies Record<RouteRole, RoleCheck>;

/** Where a visitor opening a route goes: the page, their dashboard, or home with the sign-in modal. */
export type RouteAccess = { kind: 'open' } | { kind: 'dashboard'; to: string } | { kind: 'sign-in' };

/** The guard's rule for a route's `who` (route-table.ts), apart from 'loggedOutOnly' (see LoggedOutOnly). */
export function routeAccess(who: Who, user: SessionUser | null | undefined, fanMode: boolean): RouteAccess {
  if (who === 'everyone' || who === 'loggedOutOnly') return { kind: 'open' };
  // spec 000 §6: 'Logged-in status means a stored user with an email.'
  if (!user?.email) return who.includes('loggedOut') ? { kind: 'open' } : { kind: 'sign-in' };
  if (who.some((role) => ROLE_CHECKS[role](user, fanMode))) return { kind: 'open' };
  // spec 000 §2.11: another role goes to its own dashboard.
  return { kind: 'dashboard', to: dashboardPath(user, fanMode) };
}

const signInModal: AuthModalState = { openSignUpModal: 'login' };

/**
 * Lets the visitor through when the route's `who` admits them. A member of another role goes to
 * their own dashboard (spec 000 §2.11); a logged-out visitor is offered the sign-in modal on the
 * home page.
 */
export function RequireRole({ who }: { who: Who }) {
  const user = useSessionStore((s) => s.user);
  const fanMode = useSessionStore((s) => s.fanMode);
  if (who === 'loggedOutOnly') return <LoggedOutOnly />;
  const access = routeAccess(who, user, fanMode);
  if (access.kind === 'sign-in') return <Navigate to="/" replace state={signInModal} />;
  if (access.kind === 'dashboard') return <Navigate to={access.to} replace />;
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
