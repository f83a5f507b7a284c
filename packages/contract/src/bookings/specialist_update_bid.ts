import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { talentBid } from './fields';

// spec 001 §7 specialist_update_bid (approve_bid, bid_id); §4: with Approve Bids on, the talent approves or rejects a
// bid request first. Approved, it joins the auction (Bid); rejected, it is Rejected.
export const specialist_update_bid = defineRequest({
  name: 'specialist_update_bid',
  summary: 'Approve or reject a bid request',
  auth: ['Specialist'],
  access: ACCESS.specialistOwned,
  input: z.object({
    bid_id: idField,
    approve_bid: z
      .union([z.boolean(), z.enum(['1', '0']), z.literal(1), z.literal(0)])
      .transform((v) => v === true || v === '1' || v === 1),
  }),
  output: z.object({ bid: talentBid }),
});
