import { assignLocation } from '../../../lib/navigation';
import { useRequestMutation } from '../../../lib/use-request';

/**
 * spec 001 §7: the provider's onboarding page is a full page load of the link the server answers; it returns to
 * /mobile/redirect/stripeconnect/{connect_id}/return (or /refresh). The mutation stays pending while the browser
 * leaves, so the button keeps its loader.
 */

/** stripe_get_account_url: opens the payout account if there is none, then goes to its onboarding. */
export function useStartPayoutOnboarding() {
  return useRequestMutation('stripe_get_account_url', { onSuccess: ({ url }) => assignLocation(url) });
}

/** stripe_retrieve_accountLink: a fresh onboarding link for the existing account. */
export function useContinuePayoutOnboarding() {
  return useRequestMutation('stripe_retrieve_accountLink', { onSuccess: ({ url }) => assignLocation(url) });
}
