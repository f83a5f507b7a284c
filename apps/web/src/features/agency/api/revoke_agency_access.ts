import { useQueryClient } from '@tanstack/react-query';
import { requestQuery, useRequestMutation } from '../../../lib/use-request';

/** spec 000 §7: revoke_agency_access; afterwards no agency can act for the client. */
export function useRevokeAgencyAccess() {
  const queryClient = useQueryClient();
  return useRequestMutation('revoke_agency_access', {
    onSuccess: () => queryClient.setQueryData(requestQuery('get_agency_access', {}).queryKey, { agency: null }),
  });
}
