import { affiliate_promotion } from './affiliate_promotion';
import { register_as_affiliate } from './register_as_affiliate';
import { affiliate_get_clients } from './affiliate_get_clients';
import { affiliate_event_query } from './affiliate_event_query';

/**
 * The affiliate programme (spec 001 §7 Affiliate). The registry spreads it.
 */
export const affiliateRequests = {
  affiliate_promotion,
  affiliate_get_clients,
  affiliate_event_query,
  register_as_affiliate,
} as const;
