import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** The confirm step of /auth/delete-account: deletes the account of an emailed delete code. */
export function useDeleteAccount() {
  return useMutation({
    mutationKey: ['delete_account'],
    mutationFn: (input: RequestInput<'delete_account'>) => rpc('delete_account', input),
  });
}
