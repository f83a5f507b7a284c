import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LOGGED_OUT_PARAM } from '../../../lib/navigation';
import { useScreenWidth } from './use-screen-width';

/** True while the URL carries the flag logout sets on the server root (lib/navigation openServerRoot). */
export function useJustLoggedOut(): boolean {
  const { search } = useLocation();
  return new URLSearchParams(search).has(LOGGED_OUT_PARAM);
}

/**
 * spec 000 §2.4: 'After logout the landing shows "Logging Out" while the screen size is unset.'
 *
 * Logout reloads the app at `/?loggedOut=1`: the reload wipes memory, so a store flag would not
 * survive it and the URL carries the flag instead. This returns true from that load until the
 * screen has been measured, then drops the parameter (keeping any other, such as
 * openSignUpModal), so a reload or a shared link shows the plain landing page.
 */
export function useLoggingOut(): boolean {
  const justLoggedOut = useJustLoggedOut();
  const width = useScreenWidth();
  const location = useLocation();
  const navigate = useNavigate();
  const measured = width !== null;

  useEffect(() => {
    if (!justLoggedOut || !measured) return;
    const params = new URLSearchParams(location.search);
    params.delete(LOGGED_OUT_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [justLoggedOut, measured, navigate, location]);

  return justLoggedOut && !measured;
}
