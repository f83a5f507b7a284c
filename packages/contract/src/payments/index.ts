import { get_fees } from './get_fees';
import { register_stripe_payout_account } from './register_stripe_payout_account';
import { stripe_delete_payout_account } from './stripe_delete_payout_account';
import { stripe_get_account_url } from './stripe_get_account_url';
import { stripe_get_connect_id } from './stripe_get_connect_id';
import { stripe_retrieve_accountLink } from './stripe_retrieve_accountLink';

/** The payments area's requests by wire name (fees, payout accounts). The registry spreads it. */
export const paymentsRequests = {
  get_fees,
  stripe_get_account_url,
  stripe_retrieve_accountLink,
  stripe_get_connect_id,
  register_stripe_payout_account,
  stripe_delete_payout_account,
} as const;
