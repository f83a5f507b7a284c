import { useQueryClient } from '@tanstack/react-query';
import { requestQuery, useRequestMutation } from '../../../lib/use-request';

/** Replaces the member's marketing email exclusions; the answer is the list as now stored. */
export function useUpdateMarketingEmailExclusions() {
  const queryClient = useQueryClient();
  return useRequestMutation('update_marketing_email_exclusions', {
    onSuccess: ({ exclusions }) =>
      queryClient.setQueryData(requestQuery('marketing_email_exclusions', {}).queryKey, { exclusions }),
  });
}
