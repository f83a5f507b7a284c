import { useMutation } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/** spec 000 §4 / §7: deactivates the signed-in account; the server ends all of its sessions. */
export function useDeactivateAccount() {
  return useMutation({
    mutationKey: ['deactivate_account'],
    mutationFn: () => rpc('deactivate_account', {}),
  });
}
