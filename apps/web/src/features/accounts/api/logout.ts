import { useMutation } from '@tanstack/react-query';
import { openServerRoot } from '../../../lib/navigation';
import { rpc } from '../../../lib/rpc';
import { clearStore, useSessionStore } from '../../../store/session-store';

/**
 * spec 000 §4: 'Logout clears the stored user and store on success or on request error.'
 * spec 000 §2.11: 'Logout opens the server root in the same window.'
 */
export function useLogout() {
  return useMutation({
    mutationKey: ['logout'],
    // Without a stored session there is nothing to end on the server (e.g. after a 401). An agency acting
    // as a client ends its own session, which ends the client session with it.
    mutationFn: () => {
      const { session, agencyUser } = useSessionStore.getState();
      const ending = agencyUser?.session ?? session;
      return ending ? rpc('logout', {}, { session: ending }) : Promise.resolve({ success: true as const });
    },
    // The error is not shown: the visitor is leaving, and the page is about to reload.
    meta: { silent: true },
    onSettled: () => {
      clearStore();
      openServerRoot();
    },
  });
}
