import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';

const pct = z.number().min(0).max(100);
const cents = z.number().int().min(0);

// spec 001 §3 Fees, served to anyone (the pricing page is public). Percent numbers (2.9 = 2.9 %),
// amounts in integer cents; see @stagepass/domain/fees for the rules that use them.
export const get_fees = defineRequest({
  name: 'get_fees',
  summary: "The product's and the card processor's fees",
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({}),
  output: z.object({
    booking_pct: pct,
    booking_handling_fee_cents: cents,
    ticket_pct: pct,
    ticket_flat_fee_cents: cents,
    processor_pct: pct,
    processor_flat_fee_cents: cents,
    processor_monthly_pct: pct,
    subscription_pct: pct,
    currency: z.string().length(3),
  }),
});
