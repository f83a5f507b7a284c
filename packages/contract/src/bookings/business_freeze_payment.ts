import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

// Ours, spec 001 §4 'Freeze Payment': a grievance about a booking, filed up to 4 days after the event, puts its
// payment into Dispute and freezes the talent's payout. withdraw: the business drops its grievance and the payout
// is released.
export const business_freeze_payment = defineRequest({
  name: 'business_freeze_payment',
  summary: "File (or withdraw) a grievance that freezes a booking's payout",
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: z.object({
    bid_id: idField,
    description: z.string().trim().max(2000).default(''),
    withdraw: z.boolean().default(false),
  }),
  output: z.object({ state: z.enum(['Pending', 'Charged', 'Dispute', 'Completed', 'Reversed']) }),
});
