import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** spec 000 §4: emails a reactivation link (/redirect/reactivate/{code}). */
export function useReactivateAccount() {
  return useMutation({
    mutationKey: ['reactivate_account'],
    mutationFn: (input: RequestInput<'reactivate_account'>) => rpc('reactivate_account', input),
  });
}
