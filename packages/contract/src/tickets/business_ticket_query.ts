import { z } from 'zod';
import { ONLY_BUSINESS_TICKET } from '@stagepass/domain/tickets';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { businessTicket } from './fields';

// spec 001 §7 Tickets: business_ticket_query (event_id, ticket_id). The tickets of one of the business's events
// with their sales and waitlists, or the one ticket_id names (§5: only a business reads a single ticket).
export const business_ticket_query = defineRequest({
  name: 'business_ticket_query',
  summary: "Your event's tickets, with sales and waitlists",
  auth: ['Business'],
  access: ACCESS.businessOwned,
  roleRefusal: ONLY_BUSINESS_TICKET,
  input: z.object({ event_id: idField, ticket_id: idField.optional() }),
  output: z.object({ tickets: z.array(businessTicket) }),
});
