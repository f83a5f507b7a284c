import type { bookingsRequests } from '@stagepass/contract/bookings/index';
import type { AreaHandlers } from '../../rpc/context';
import { bid_book_candidate } from './bid_book_candidate.handler';
import { business_bids_query } from './business_bids_query.handler';
import { business_delete_bid } from './business_delete_bid.handler';
import { business_find_availablity } from './business_find_availablity.handler';
import { business_find_specialists_for_sub_event } from './business_find_specialists_for_sub_event.handler';
import { business_freeze_payment } from './business_freeze_payment.handler';
import { specialist_event_query } from './specialist_event_query.handler';
import { specialist_payment_query } from './specialist_payment_query.handler';
import { specialist_update_bid } from './specialist_update_bid.handler';

/** The booking auction's handlers: one for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const bookingsHandlers: AreaHandlers<typeof bookingsRequests> = {
  business_find_specialists_for_sub_event,
  business_find_availablity,
  bid_book_candidate,
  business_delete_bid,
  specialist_update_bid,
  specialist_event_query,
  specialist_payment_query,
  business_bids_query,
  business_freeze_payment,
};
