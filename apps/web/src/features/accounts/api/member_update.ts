import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';
import { useSessionStore } from '../../../store/session-store';

/**
 * spec 000 §7: member_update with tag name, username, password (curr_password, new_password) or
 * phone. The answer is the member as now stored, which replaces the session user.
 */
export function useMemberUpdate() {
  return useMutation({
    mutationKey: ['member_update'],
    mutationFn: (input: RequestInput<'member_update'>) => rpc('member_update', input),
    onSuccess: ({ user }) => useSessionStore.getState().updateUser(user),
  });
}
