import type { paymentsRequests } from '@stagepass/contract/payments/index';
import type { AreaHandlers } from '../../rpc/context';
import { get_fees } from './get_fees.handler';
import { register_stripe_payout_account } from './register_stripe_payout_account.handler';
import { stripe_delete_payout_account } from './stripe_delete_payout_account.handler';
import { stripe_get_account_url } from './stripe_get_account_url.handler';
import { stripe_get_connect_id } from './stripe_get_connect_id.handler';
import { stripe_retrieve_accountLink } from './stripe_retrieve_accountLink.handler';
import { stripe_create_customer } from './stripe_create_customer.handler';
import { stripe_get_customer_id } from './stripe_get_customer_id.handler';
import { stripe_retrieve_sources } from './stripe_retrieve_sources.handler';
import { stripe_source_action } from './stripe_source_action.handler';
import { stripe_setup_intent } from './stripe_setup_intent.handler';
import { business_payment_query } from './business_payment_query.handler';

/** The payments area's handlers, one for each request of its contract map (rpc/handlers.ts spreads them). */
export const paymentsHandlers: AreaHandlers<typeof paymentsRequests> = {
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
};
