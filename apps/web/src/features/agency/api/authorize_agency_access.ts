import { useQueryClient } from '@tanstack/react-query';
import { requestQuery, useRequestMutation } from '../../../lib/use-request';

/** spec 000 §7: authorize_agency_access(agency_username, pin); the answer is the client's agency now. */
export function useAuthorizeAgencyAccess() {
  const queryClient = useQueryClient();
  return useRequestMutation('authorize_agency_access', {
    onSuccess: ({ agency }) => queryClient.setQueryData(requestQuery('get_agency_access', {}).queryKey, { agency }),
  });
}
