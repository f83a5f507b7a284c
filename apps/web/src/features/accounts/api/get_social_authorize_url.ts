import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** The provider's authorize page for a social button (spec 000 §2.5, §7). */
export function useGetSocialAuthorizeUrl() {
  return useMutation({
    mutationKey: ['get_social_authorize_url'],
    mutationFn: (input: RequestInput<'get_social_authorize_url'>) => rpc('get_social_authorize_url', input),
  });
}
