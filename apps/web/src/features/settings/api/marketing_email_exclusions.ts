import { queryOptions, useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/** The marketing email type ids the signed-in member opted out of. */
export const marketingEmailExclusionsQuery = () =>
  queryOptions({
    queryKey: ['marketing_email_exclusions'],
    queryFn: () => rpc('marketing_email_exclusions', {}),
  });

export function useMarketingEmailExclusions() {
  return useQuery(marketingEmailExclusionsQuery());
}
