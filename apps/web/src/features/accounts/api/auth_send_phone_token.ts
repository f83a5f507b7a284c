import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** spec 000 §7: sends a phone verification code by text or call. */
export function useAuthSendPhoneToken() {
  return useMutation({
    mutationKey: ['auth_send_phone_token'],
    mutationFn: (input: RequestInput<'auth_send_phone_token'>) => rpc('auth_send_phone_token', input),
  });
}
