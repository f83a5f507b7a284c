import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { DASHBOARD } from '@stagepass/domain/accounts';
import { openServerRoot } from '../../../lib/navigation';
import { useRequestMutation } from '../../../lib/use-request';
import { clearStore, useSessionStore } from '../../../store/session-store';

/**
 * spec 000 §4, §2.11: ending the client session (Change Client). agency_logout_user ends it on the server;
 * the saved agency user is restored and the agency returns to /dash/agency-dashboard. It returns whatever
 * the server says: a client session that already ended (the client revoked access) has nothing left to end.
 * Without a saved agency there is nothing to return to, and the member is logged out (spec 000 §4).
 */
export function useAgencyLogoutUser() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useRequestMutation('agency_logout_user', {
    meta: { silent: true },
    onSettled: async () => {
      const store = useSessionStore.getState();
      store.returnToAgency();
      // rpc may have restored the agency already, on a 401.
      const user = useSessionStore.getState().user;
      if (!user?.is_agency || user.agency_as_client) {
        clearStore();
        openServerRoot();
        return;
      }
      queryClient.clear();
      await navigate(DASHBOARD.agency);
    },
  });
}
