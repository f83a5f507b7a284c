import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';
import { useSessionStore } from '../../../store/session-store';

/** spec 000 §7: chooses a first username (the account has none yet). */
export function useSetUsername() {
  return useMutation({
    mutationKey: ['set_username'],
    mutationFn: (input: RequestInput<'set_username'>) => rpc('set_username', input),
    onSuccess: ({ user }) => useSessionStore.getState().updateUser(user),
  });
}
