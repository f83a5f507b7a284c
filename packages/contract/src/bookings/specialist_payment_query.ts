import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

// spec 001 §7 specialist_payment_query (event_id): the talent's booking payments (§3 Payment row), with the payout
// date and state; all events without event_id.
export const specialist_payment_query = defineRequest({
  name: 'specialist_payment_query',
  summary: "The talent's booking payments and payouts",
  auth: ['Specialist'],
  access: ACCESS.specialist,
  input: z.object({ event_id: idField.optional() }),
  output: z.object({
    payments: z.array(
      z.object({
        bid_id: z.number().int(),
        event_id: z.number().int(),
        event_name: z.string(),
        image_url: z.string().nullable(),
        start_time: z.string(),
        end_time: z.string(),
        country: z.string(),
        time_zone: z.string(),
        business_name: z.string(),
        amount: z.number().int(),
        currency: z.string(),
        state: z.enum(['Pending', 'Charged', 'Dispute', 'Completed', 'Reversed']),
        payout_due_at: z.string(),
        paid_at: z.string().nullable(),
      }),
    ),
    totals: z.object({ gross_booking_fees: z.number().int(), paid: z.number().int(), upcoming: z.number().int() }),
  }),
});
