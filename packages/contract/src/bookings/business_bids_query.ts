import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { eventIdInput } from '../events/fields';
import { businessBid, serverNow } from './fields';

// Ours: the bids and bookings on one of the business's events, sorted as spec 001 §4 orders business bid lists
// (Booked, Bid, Request, Reversed, Cancelled, InsufficientFunds, Rejected), with what the sub-events still need.
export const business_bids_query = defineRequest({
  name: 'business_bids_query',
  summary: "The bids and bookings on the business's event",
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: eventIdInput,
  output: z.object({
    bids: z.array(businessBid),
    server_now: serverNow,
    needs_attention: z.array(z.number().int()),
  }),
});
