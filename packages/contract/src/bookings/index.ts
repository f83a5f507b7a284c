import { bid_book_candidate } from './bid_book_candidate';
import { business_bids_query } from './business_bids_query';
import { business_delete_bid } from './business_delete_bid';
import { business_find_availablity } from './business_find_availablity';
import { business_find_specialists_for_sub_event } from './business_find_specialists_for_sub_event';
import { business_freeze_payment } from './business_freeze_payment';
import { specialist_event_query } from './specialist_event_query';
import { specialist_payment_query } from './specialist_payment_query';
import { specialist_update_bid } from './specialist_update_bid';

/**
 * The booking auction's requests (spec 001 §7 Events: finding talent, bids, Book Now; the talent's events; booking
 * payments and grievances). The registry spreads it.
 */
export const bookingsRequests = {
  business_find_specialists_for_sub_event,
  business_find_availablity,
  bid_book_candidate,
  business_delete_bid,
  specialist_update_bid,
  specialist_event_query,
  specialist_payment_query,
  business_bids_query,
  business_freeze_payment,
} as const;
