import { useQueryClient } from '@tanstack/react-query';
import { requestQuery, useRequestMutation } from '../../../lib/use-request';

/** Settings, Social Login: lets a connected provider sign in to the account, or stops it. */
export function useSetSocialLogin() {
  const queryClient = useQueryClient();
  return useRequestMutation('set_social_login', {
    // The answer is the whole list, as is_connected would give it.
    onSuccess: (connections) => queryClient.setQueryData(requestQuery('is_connected', {}).queryKey, connections),
  });
}
