import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** spec 000 §2.8: claims an emailed code; the caller shows the answer as a notice (spec 000 §8 kinds 1/2/3). */
export function useClaimCode() {
  return useMutation({
    mutationKey: ['claim_code'],
    mutationFn: (input: RequestInput<'claim_code'>) => rpc('claim_code', input),
  });
}
