import type { RequestOutput } from '@stagepass/contract/registry';
import { useRequestMutation } from '../../../lib/use-request';
import { useSessionStore } from '../../../store/session-store';

/** The writes whose answer is the member as now stored (spec 000 §7, spec 001 §7). */
export type UserWrite = 'set_username' | 'update_username' | 'member_update' | 'update_profile_image';

/**
 * A write of the member's own account: its answer replaces the session user, so what the top bar and the settings
 * show (name, username, phone, avatar) is the server's at once.
 */
export function useUserMutation<N extends UserWrite>(name: N) {
  return useRequestMutation(name, {
    onSuccess: (answer: RequestOutput<UserWrite>) => useSessionStore.getState().updateUser(answer.user),
  });
}
