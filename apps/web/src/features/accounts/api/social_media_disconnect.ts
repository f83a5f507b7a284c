import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';
import { isConnectedQuery } from './is_connected';

/** Settings, Social Login: removes a connected social account from the member. */
export function useSocialMediaDisconnect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['social_media_disconnect'],
    mutationFn: (input: RequestInput<'social_media_disconnect'>) => rpc('social_media_disconnect', input),
    onSuccess: (connections) => queryClient.setQueryData(isConnectedQuery().queryKey, connections),
  });
}
