import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

// spec 001 §7 Tickets: business_get_private_ticket_codes (ticket_id, offset, limit), §9: paged by offset and limit,
// the size chosen by the caller. One code per unit of a private ticket; a used code has paid for a purchase.
export const business_get_private_ticket_codes = defineRequest({
  name: 'business_get_private_ticket_codes',
  summary: "A private ticket's codes, a page at a time",
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: z.object({
    ticket_id: idField,
    offset: z.number().int().min(0).max(1_000_000).default(0),
    limit: z.number().int().min(1).max(500).default(50),
  }),
  output: z.object({
    codes: z.array(z.object({ code: z.string(), used: z.boolean() })),
    total: z.number().int(),
    ticket_name: z.string(),
    event_id: z.number().int(),
  }),
});
