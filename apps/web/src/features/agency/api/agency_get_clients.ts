import { queryOptions, useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/** spec 000 §7: the agency's clients, and whether it has set the PIN clients authorize it with. */
export const agencyClientsQuery = () =>
  queryOptions({
    queryKey: ['agency_get_clients'],
    queryFn: () => rpc('agency_get_clients', {}),
  });

export function useAgencyClients() {
  return useQuery(agencyClientsQuery());
}
