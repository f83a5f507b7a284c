import { useRequestMutation } from '../../../lib/use-request';
import { useSessionStore } from '../../../store/session-store';

/**
 * spec 000 §7: member_update with tag name, username, password (curr_password, new_password) or
 * phone. The answer is the member as now stored, which replaces the session user.
 */
export function useMemberUpdate() {
  return useRequestMutation('member_update', {
    onSuccess: ({ user }) => useSessionStore.getState().updateUser(user),
  });
}
