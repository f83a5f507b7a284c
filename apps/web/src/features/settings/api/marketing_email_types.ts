import { queryOptions, useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/** /dash/emailPreferences (spec 000 §2.3): the kinds of marketing email a member may opt out of. */
export const marketingEmailTypesQuery = () =>
  queryOptions({
    queryKey: ['marketing_email_types'],
    queryFn: () => rpc('marketing_email_types', {}),
    // The list changes only with a release.
    staleTime: Infinity,
  });

export function useMarketingEmailTypes() {
  return useQuery(marketingEmailTypesQuery());
}
