import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/**
 * spec 000 §4/§7: sign in with email and password. Nothing is stored here: the sign-in flow
 * (hooks/use-sign-in-flow.tsx) stores the session only once the terms are accepted, and shows the
 * failure itself (a red toast, or the 'Reactivate Account?' dialog for a deactivated account).
 */
export function useLogin() {
  return useMutation({
    mutationKey: ['login'],
    mutationFn: (input: RequestInput<'login'>) => rpc('login', input),
    meta: { silent: true },
  });
}
