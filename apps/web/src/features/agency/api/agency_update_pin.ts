import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RequestInput } from '@stagepass/contract/registry';
import { rpc } from '../../../lib/rpc';
import { agencyClientsQuery } from './agency_get_clients';

/** spec 000 §7: agency_update_pin(pin); the clients query says whether a PIN is set. */
export function useAgencyUpdatePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['agency_update_pin'],
    mutationFn: (input: RequestInput<'agency_update_pin'>) => rpc('agency_update_pin', input),
    onSuccess: () => queryClient.invalidateQueries(agencyClientsQuery()),
  });
}
