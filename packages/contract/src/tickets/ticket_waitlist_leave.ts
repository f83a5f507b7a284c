import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { ticketIdInput } from './fields';

// The waitlist (beyond the spec): leave a ticket's line, giving up an offer held for you.
export const ticket_waitlist_leave = defineRequest({
  name: 'ticket_waitlist_leave',
  summary: "Leave a ticket's waitlist",
  auth: 'session',
  access: ACCESS.members,
  input: ticketIdInput,
  output: z.object({ left: z.boolean() }),
});
