import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** spec 000 §2.7: creates the account of a social sign-in that found none. */
export function useSocialMediaRegister() {
  return useMutation({
    mutationKey: ['social_media_register'],
    mutationFn: (input: RequestInput<'social_media_register'>) => rpc('social_media_register', input),
  });
}
