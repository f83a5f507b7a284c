import { useRequestMutation } from '../../../lib/use-request';
import { useSessionStore } from '../../../store/session-store';

/** spec 000 §7: chooses a first username (the account has none yet); the answer replaces the session user. */
export function useSetUsername() {
  return useRequestMutation('set_username', {
    onSuccess: ({ user }) => useSessionStore.getState().updateUser(user),
  });
}
