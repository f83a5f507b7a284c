import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** spec 000 §4: a valid email gets a confirmation link (/redirect/regemail/{code}). */
export function useRequestRegistration() {
  return useMutation({
    mutationKey: ['request_registration'],
    mutationFn: (input: RequestInput<'request_registration'>) => rpc('request_registration', input),
  });
}
