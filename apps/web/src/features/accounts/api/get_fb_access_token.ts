import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** spec 000 §7: get_fb_access_token(code, action): the general social network's code exchange. */
export function useGetFbAccessToken() {
  return useMutation({
    mutationKey: ['get_fb_access_token'],
    mutationFn: (input: RequestInput<'get_fb_access_token'>) => rpc('get_fb_access_token', input),
  });
}
