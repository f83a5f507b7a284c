import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { bidDollars, businessBid } from './fields';

// spec 001 §7 bid_book_candidate; §4 'Booking a specialist creates a bid, or updates it when a bid id is given.'
// price: the bid's maximum in whole dollars (§5), at least the schedule's rate (prv_rate on a private event).
// type BOOK_NOW (ours: the early booking of §4) books the given live bid at once at the Book Now price.
export const bid_book_candidate = defineRequest({
  name: 'bid_book_candidate',
  summary: 'Bid on a talent for a time block, change the bid, or Book Now',
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: z.object({
    sb_event_id: idField,
    sp_id: idField,
    sp_trait_id: idField,
    price: bidDollars,
    bid_id: idField.optional(),
    type: z.enum(['BID', 'BOOK_NOW']).default('BID'),
  }),
  output: z.object({ bid: businessBid }),
});
