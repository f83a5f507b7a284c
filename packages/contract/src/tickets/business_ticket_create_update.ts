import { z } from 'zod';
import { ONLY_BUSINESS_TICKET } from '@stagepass/domain/tickets';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { businessTicket, ticketFields } from './fields';

// spec 001 §7 Tickets: business_ticket_create_update. Without ticket_id it adds a ticket to the business's event;
// with it, it updates that ticket. Anyone but a business gets 'Only Business Can Create/Update Ticket' (§8), and a
// quantity below what is sold is refused. Needs an enabled payout account (§6: to sell tickets).
export const business_ticket_create_update = defineRequest({
  name: 'business_ticket_create_update',
  summary: 'Add a ticket to your event, or update one',
  auth: ['Business'],
  access: ACCESS.businessOwned,
  roleRefusal: ONLY_BUSINESS_TICKET,
  input: ticketFields.extend({ event_id: idField, ticket_id: idField.optional() }),
  output: z.object({ ticket: businessTicket }),
});
