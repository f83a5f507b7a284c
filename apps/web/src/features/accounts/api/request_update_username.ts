import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/**
 * spec 000 §7: request_update_username(new_email) emails a link to the new address; the sign-in
 * email changes when the link is opened (/redirect/updateemail, spec 000 §2.8).
 */
export function useRequestUpdateUsername() {
  return useMutation({
    mutationKey: ['request_update_username'],
    mutationFn: (input: RequestInput<'request_update_username'>) => rpc('request_update_username', input),
  });
}
