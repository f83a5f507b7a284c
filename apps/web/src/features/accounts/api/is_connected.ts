import { queryOptions, useQuery } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/** spec 000 §7: the member's connected social accounts and their Social Login switches. */
export const isConnectedQuery = () =>
  queryOptions({
    queryKey: ['is_connected'],
    queryFn: () => rpc('is_connected', {}),
  });

export function useIsConnected() {
  return useQuery(isConnectedQuery());
}
