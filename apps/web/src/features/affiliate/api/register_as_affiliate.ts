import { useRequestMutation } from '../../../lib/use-request';
import { useSessionStore } from '../../../store/session-store';

/**
 * register_as_affiliate: the new code goes on the session user at once, so the 'Affiliate' menu item shows
 * (spec 000 §6: it needs an affiliate_code on the profile), and the affiliate's reads load.
 */
export function useRegisterAsAffiliate() {
  return useRequestMutation('register_as_affiliate', {
    invalidates: ['affiliate_get_clients', 'affiliate_event_query'],
    onSuccess: ({ affiliate_code }) => useSessionStore.getState().updateUser({ affiliate_code }),
  });
}
