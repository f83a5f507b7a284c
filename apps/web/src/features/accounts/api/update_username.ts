import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';
import { useSessionStore } from '../../../store/session-store';

/** spec 000 §7: changes the member's username. */
export function useUpdateUsername() {
  return useMutation({
    mutationKey: ['update_username'],
    mutationFn: (input: RequestInput<'update_username'>) => rpc('update_username', input),
    onSuccess: ({ user }) => useSessionStore.getState().updateUser(user),
  });
}
