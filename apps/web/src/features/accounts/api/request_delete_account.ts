import { useMutation } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/** spec 000 §7: emails the member a link to /auth/delete-account (spec 000 §2.8 'delete'). */
export function useRequestDeleteAccount() {
  return useMutation({
    mutationKey: ['request_delete_account'],
    mutationFn: () => rpc('request_delete_account', {}),
  });
}
