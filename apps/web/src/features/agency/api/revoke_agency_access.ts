import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';
import { agencyAccessQuery } from './get_agency_access';

/** spec 000 §7: revoke_agency_access; afterwards no agency can act for the client. */
export function useRevokeAgencyAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['revoke_agency_access'],
    mutationFn: () => rpc('revoke_agency_access', {}),
    onSuccess: () => queryClient.setQueryData(agencyAccessQuery().queryKey, { agency: null }),
  });
}
