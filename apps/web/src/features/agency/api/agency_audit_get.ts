import { AGENCY_AUDIT_PAGE_DEFAULT } from '@stagepass/domain/agency';
import { useRequestPages } from '../../../lib/use-request';

/**
 * Issue 15: the audit log, a page at a time (Show more asks for the page before the last one's next_before).
 * Invalidating agency_audit_get by name refetches it.
 */
export function useAgencyAudit(clientId: number | undefined) {
  const input = { ...(clientId === undefined ? {} : { client_id: clientId }), limit: AGENCY_AUDIT_PAGE_DEFAULT };
  return useRequestPages('agency_audit_get', input, {
    page: (before) => (before === null ? {} : { before }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_before,
  });
}
