import type { affiliateRequests } from '@stagepass/contract/affiliate/index';
import type { AreaHandlers } from '../../rpc/context';
import { affiliate_promotion } from './affiliate_promotion.handler';
import { register_as_affiliate } from './register_as_affiliate.handler';
import { affiliate_get_clients } from './affiliate_get_clients.handler';
import { affiliate_event_query } from './affiliate_event_query.handler';

/** The affiliate programme: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const affiliateHandlers: AreaHandlers<typeof affiliateRequests> = {
  affiliate_promotion,
  affiliate_get_clients,
  affiliate_event_query,
  register_as_affiliate,
};
