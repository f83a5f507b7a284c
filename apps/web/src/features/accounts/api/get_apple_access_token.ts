import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** spec 000 §7: the platform-vendor sign-in's code exchange. */
export function useGetAppleAccessToken() {
  return useMutation({
    mutationKey: ['get_apple_access_token'],
    mutationFn: (input: RequestInput<'get_apple_access_token'>) => rpc('get_apple_access_token', input),
  });
}
