import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** spec 000 §7: the professional network's code exchange (business and agency verification). */
export function useGetLinkedinAccessToken() {
  return useMutation({
    mutationKey: ['get_linkedin_access_token'],
    mutationFn: (input: RequestInput<'get_linkedin_access_token'>) => rpc('get_linkedin_access_token', input),
  });
}
