import { queryOptions, useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/** The agency the signed-in talent or business authorized, or null. */
export const agencyAccessQuery = () =>
  queryOptions({
    queryKey: ['get_agency_access'],
    queryFn: () => rpc('get_agency_access', {}),
  });

export function useAgencyAccess() {
  return useQuery(agencyAccessQuery());
}
