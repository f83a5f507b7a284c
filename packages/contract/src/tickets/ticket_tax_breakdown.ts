import { z } from 'zod';
import { TAX_YEAR_MAX, TAX_YEAR_MIN } from '@stagepass/domain/tax';
import { ACCESS, defineRequest } from '../define';
import { taxAmounts } from './tax-fields';

// spec 001 §7 Tickets: ticket_tax_breakdown (for_year optional); §3 Tax: a monthly list then a quarterly list, each
// entry mapping state to tax type to amount. Our rules: the sales tax of the business's own events, as charged on each
// purchase, in the state of the event when sold; a sale counts in the month it was made and a refund is taken off in
// the month it was made (so a period already filed never changes), both in the event's time zone. The year defaults
// to the current one (UTC). Refused with 409 until the business accepted the latest tax terms.
export const ticket_tax_breakdown = defineRequest({
  name: 'ticket_tax_breakdown',
  summary:
    "Your events' sales tax by month (Jan to Dec) then by quarter (Q1 to Q4): state → tax type → amount in cents. " +
    "Sales count in their month and refunds come off in theirs, in the event's time zone. Needs the latest tax terms.",
  auth: ['Business'],
  access: ACCESS.business,
  input: z.object({ for_year: z.number().int().min(TAX_YEAR_MIN).max(TAX_YEAR_MAX).optional() }),
  output: z.object({
    year: z.number().int(),
    /** The server's date (YYYY-MM-DD, UTC): export file names carry it. */
    today: z.string(),
    /** The currency of each state's amounts. */
    currencies: z.record(z.string(), z.string()),
    monthly: z.array(taxAmounts).length(12),
    quarterly: z.array(taxAmounts).length(4),
  }),
});
