import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { dashboardPath } from '@stagepass/domain/accounts';
import { useRequestMutation } from '../../../lib/use-request';
import { useSessionStore } from '../../../store/session-store';

/**
 * spec 000 §4, §2.11: agency_switch_user(sp_id). The agency's session and user are saved, the client's
 * stored, and the agency lands on the client's dashboard (/dash/celeb-dashboard: it acts as a creator, §6).
 */
export function useAgencySwitchUser() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useRequestMutation('agency_switch_user', {
    onSuccess: async (client) => {
      useSessionStore.getState().actAsClient(client);
      // Nothing cached for the agency is the client's.
      queryClient.clear();
      await navigate(dashboardPath(useSessionStore.getState().user, false));
    },
  });
}
