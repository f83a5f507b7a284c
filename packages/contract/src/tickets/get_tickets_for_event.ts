import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { offerToken, privateCode, saleTicket } from './fields';

// spec 001 §7 Tickets: get_tickets_for_event (event_id). Each ticket with its availability text and remaining stock
// (§4, §9). A private ticket appears only with one of its codes; a private event's tickets only with its password.
export const get_tickets_for_event = defineRequest({
  name: 'get_tickets_for_event',
  summary: "An event's tickets, as buyers see them",
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    event_id: idField,
    code: privateCode.optional(),
    ev_password: z.string().max(64).optional(),
    offer_token: offerToken.optional(),
  }),
  output: z.object({
    tickets: z.array(saleTicket),
    currency: z.string(),
    time_zone: z.string(),
    /** The code given was not a code of this event's private tickets (or already used). */
    code_rejected: z.boolean(),
  }),
});
