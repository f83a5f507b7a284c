import { useRequestMutation } from '../../../lib/use-request';
import { useSessionStore } from '../../../store/session-store';

/** spec 000 §7: changes the member's username; the answer replaces the session user. */
export function useUpdateUsername() {
  return useRequestMutation('update_username', {
    onSuccess: ({ user }) => useSessionStore.getState().updateUser(user),
  });
}
