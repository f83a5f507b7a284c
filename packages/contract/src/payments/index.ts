import { get_fees } from './get_fees';
import { register_stripe_payout_account } from './register_stripe_payout_account';
import { stripe_delete_payout_account } from './stripe_delete_payout_account';
import { stripe_get_account_url } from './stripe_get_account_url';
import { stripe_get_connect_id } from './stripe_get_connect_id';
import { stripe_retrieve_accountLink } from './stripe_retrieve_accountLink';
import { stripe_create_customer } from './stripe_create_customer';
import { stripe_get_customer_id } from './stripe_get_customer_id';
import { stripe_retrieve_sources } from './stripe_retrieve_sources';
import { stripe_source_action } from './stripe_source_action';
import { stripe_setup_intent } from './stripe_setup_intent';
import { business_payment_query } from './business_payment_query';

/** The payments area's requests by wire name (fees, payout accounts, card customers and their cards). The registry spreads it. */
export const paymentsRequests = {
  get_fees,
  stripe_get_account_url,
  stripe_retrieve_accountLink,
  stripe_get_connect_id,
  register_stripe_payout_account,
  stripe_delete_payout_account,
  stripe_create_customer,
  stripe_get_customer_id,
  stripe_retrieve_sources,
  stripe_source_action,
  stripe_setup_intent,
  business_payment_query,
} as const;
