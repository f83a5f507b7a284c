import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';
import { marketingEmailExclusionsQuery } from './marketing_email_exclusions';

/** Replaces the member's marketing email exclusions; the answer is the list as now stored. */
export function useUpdateMarketingEmailExclusions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['update_marketing_email_exclusions'],
    mutationFn: (input: RequestInput<'update_marketing_email_exclusions'>) =>
      rpc('update_marketing_email_exclusions', input),
    onSuccess: ({ exclusions }) => queryClient.setQueryData(marketingEmailExclusionsQuery().queryKey, { exclusions }),
  });
}
