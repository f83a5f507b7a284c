import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CREATOR_URL_INVALID, REDIRECTING } from '@stagepass/domain/account-flows';
import { LoadingScreen } from '../../../components/ui/loading-screen';
import { notify } from '../../../components/ui/notify';
import { replaceLocation } from '../../../lib/navigation';
import { RpcError } from '../../../lib/rpc';
import { clearStore } from '../../../store/session-store';
import { useRequest } from '../../../lib/use-request';
import { useDashboardPath, useIsLoggedIn } from '../hooks/use-session';

/**
 * The creators' portal (spec 000 §2.10). VITE_CREATORS_PORTAL_URL sets its origin for builds where
 * creator websites live on their own host. Unset, creators are shown by this app's talent profile,
 * /dash/c/{id or username} (spec 001 §2), so /c/{username} never loops back to itself.
 */
export function creatorPortalUrl(
  username: string,
  base: string = import.meta.env.VITE_CREATORS_PORTAL_URL ?? '',
): string {
  const path = encodeURIComponent(username);
  return base ? `${base.replace(/\/+$/, '')}/c/${path}` : `/dash/c/${path}`;
}

/**
 * /c/{username} (spec 000 §2.10): looks up the member id by username; found, the location is
 * replaced with the creators' portal at /c/{username}. Otherwise 'That creator URL is invalid.' and
 * the dashboard, or logout when nobody is logged in.
 */
export function CreatorRedirectPage() {
  const { username = '' } = useParams();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const dashboard = useDashboardPath();
  // Not found is an answer the page shows itself ('That creator URL is invalid.'), not a toast.
  const lookup = useRequest('get_member_id', { username }, { meta: { silent: true }, retry: false });

  useEffect(() => {
    if (lookup.isSuccess) {
      const url = creatorPortalUrl(username);
      if (url.startsWith('/')) navigate(url, { replace: true });
      else replaceLocation(url);
    } else if (lookup.isError) {
      // Not found (or not a username at all) is the invalid URL; a server that is down is not.
      const unknown = lookup.error instanceof RpcError && (lookup.error.status === 404 || lookup.error.status === 400);
      notify(2, unknown ? CREATOR_URL_INVALID : lookup.error.message);
      if (loggedIn) {
        navigate(dashboard, { replace: true });
      } else {
        // Logging out a visitor who is not logged in only clears what is stored; done here instead of
        // through /auth/logout, whose full page load would drop the notice before it is read.
        clearStore();
        navigate('/', { replace: true });
      }
    }
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lookup.isSuccess, lookup.isError]);

  return <LoadingScreen label={REDIRECTING} />;
}
