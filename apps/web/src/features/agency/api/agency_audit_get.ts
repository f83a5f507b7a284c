import { useInfiniteQuery } from '@tanstack/react-query';
import { AGENCY_AUDIT_PAGE_DEFAULT } from '@stagepass/domain/agency';
import { rpc } from '../../../lib/rpc';

/**
 * Issue 15: the audit log, a page at a time (Show more asks for the page before the last one's next_before). Cached
 * under ['agency_audit_get', { client_id }], so useRequest's invalidation by request name reaches it too.
 */
export function useAgencyAudit(clientId: number | undefined) {
  const input = clientId === undefined ? {} : { client_id: clientId };
  return useInfiniteQuery({
    queryKey: ['agency_audit_get', input] as const,
    queryFn: ({ pageParam }) =>
      rpc('agency_audit_get', {
        ...input,
        limit: AGENCY_AUDIT_PAGE_DEFAULT,
        ...(pageParam === null ? {} : { before: pageParam }),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
  });
}
