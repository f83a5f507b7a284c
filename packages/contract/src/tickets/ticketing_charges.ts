import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { privateCode, purchaseQuantity, ticketCharges } from './fields';

// spec 001 §7 Tickets: ticketing_charges (ticket_id, quantity). What the buyer pays (§9): the ticket prices, the
// product's ticket percentage and flat fee plus the processor's, and the ticket's taxes, shown before paying. A
// private event's tickets need its password (as on its page).
export const ticketing_charges = defineRequest({
  name: 'ticketing_charges',
  summary: 'What buying these tickets costs, fees and taxes included',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    ticket_id: idField,
    quantity: purchaseQuantity,
    code: privateCode.optional(),
    ev_password: z.string().max(64).optional(),
  }),
  output: ticketCharges,
});
