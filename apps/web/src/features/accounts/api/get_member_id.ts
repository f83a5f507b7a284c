import { queryOptions } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/**
 * spec 000 §2.10: the member id behind a creator URL. Not found is an answer, not an error the
 * visitor should see as a toast: the page says 'That creator URL is invalid.' itself.
 */
export function memberIdQuery(username: string) {
  return queryOptions({
    queryKey: ['get_member_id', username],
    queryFn: () => rpc('get_member_id', { username }),
    meta: { silent: true },
    retry: false,
  });
}
