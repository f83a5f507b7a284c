import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/**
 * spec 000 §3/§4: signs in with a verified social identity. The caller handles the failures
 * (deactivated, unauthorised provider), so they are not toasted here.
 */
export function useSocialMediaConnect() {
  return useMutation({
    mutationKey: ['social_media_connect'],
    mutationFn: (input: RequestInput<'social_media_connect'>) => rpc('social_media_connect', input),
    meta: { silent: true },
  });
}
