import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';
import { isConnectedQuery } from './is_connected';

/** Settings, Social Login: lets a connected provider sign in to the account, or stops it. */
export function useSetSocialLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['set_social_login'],
    mutationFn: (input: RequestInput<'set_social_login'>) => rpc('set_social_login', input),
    // The answer is the whole list, as is_connected would give it.
    onSuccess: (connections) => queryClient.setQueryData(isConnectedQuery().queryKey, connections),
  });
}
