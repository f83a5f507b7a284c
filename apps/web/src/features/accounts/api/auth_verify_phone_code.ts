import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** spec 000 §7: checks a phone verification code. */
export function useAuthVerifyPhoneCode() {
  return useMutation({
    mutationKey: ['auth_verify_phone_code'],
    mutationFn: (input: RequestInput<'auth_verify_phone_code'>) => rpc('auth_verify_phone_code', input),
  });
}
