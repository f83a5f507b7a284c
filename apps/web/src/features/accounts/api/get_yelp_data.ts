import { useMutation } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';

/** spec 000 §4: the business-review lookup for a verified phone. */
export function useGetYelpData() {
  return useMutation({
    mutationKey: ['get_yelp_data'],
    mutationFn: (input: RequestInput<'get_yelp_data'>) => rpc('get_yelp_data', input),
  });
}
