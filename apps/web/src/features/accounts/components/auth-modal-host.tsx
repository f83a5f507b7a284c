import { lazy, Suspense, useCallback, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { AUTH_MODAL_PARAM, requestedAuthPanel } from '../hooks/use-auth-modal';
import { useDashboardPath, useIsLoggedIn } from '../hooks/use-session';

// The modal and its form code load only when someone opens it.
const AuthModal = lazy(() => import('./auth-modal').then((m) => ({ default: m.AuthModal })));

/**
 * spec 000 §2.5: the sign-up / sign-in modal opens from route state or the query parameter
 * openSignUpModal=login|register. A logged-in visitor is sent to their dashboard instead.
 */
export function AuthModalHost() {
  const location = useLocation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const dashboard = useDashboardPath();
  const panel = requestedAuthPanel(location.state, location.search);
  // Whether this opening of the modal began logged out. Signing in from the modal then leaves the
  // navigation to the sign-in flow (it may go back to a stored event's page, spec 000 §2.11); only a
  // visitor who was already logged in when the modal was asked for is sent to the dashboard here.
  const [openedLoggedOut, setOpenedLoggedOut] = useState(false);
  if (panel && !loggedIn && !openedLoggedOut) setOpenedLoggedOut(true);
  if (!panel && openedLoggedOut) setOpenedLoggedOut(false);

  const close = useCallback(() => {
    const params = new URLSearchParams(location.search);
    params.delete(AUTH_MODAL_PARAM);
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: null },
    );
  }, [navigate, location.pathname, location.search, location.hash]);

  if (!panel) return null;
  if (loggedIn) return openedLoggedOut ? null : <Navigate to={dashboard} replace />;
  return (
    <Suspense fallback={null}>
      <AuthModal key={panel} initialPanel={panel} onClose={close} />
    </Suspense>
  );
}
