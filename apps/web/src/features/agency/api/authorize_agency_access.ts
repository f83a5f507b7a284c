import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';
import { agencyAccessQuery } from './get_agency_access';

/** spec 000 §7: authorize_agency_access(agency_username, pin); the answer is the client's agency now. */
export function useAuthorizeAgencyAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['authorize_agency_access'],
    mutationFn: (input: RequestInput<'authorize_agency_access'>) => rpc('authorize_agency_access', input),
    onSuccess: ({ agency }) => queryClient.setQueryData(agencyAccessQuery().queryKey, { agency }),
  });
}
