import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** spec 000 §7: reset_password(new_password) with the code of the rstpwd link. */
export function useResetPassword() {
  return useMutation({
    mutationKey: ['reset_password'],
    mutationFn: (input: RequestInput<'reset_password'>) => rpc('reset_password', input),
  });
}
