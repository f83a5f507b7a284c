import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** spec 000 §4: forgot password emails a reset link (/redirect/rstpwd/{code}). */
export function useRequestResetPassword() {
  return useMutation({
    mutationKey: ['request_reset_password'],
    mutationFn: (input: RequestInput<'request_reset_password'>) => rpc('request_reset_password', input),
  });
}
