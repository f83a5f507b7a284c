import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { ticketIdInput } from './fields';

// The waitlist (beyond the spec): a member joins a sold-out ticket's line. A ticket that comes free is offered to
// the first in line by email, held for them for 24 hours.
export const ticket_waitlist_join = defineRequest({
  name: 'ticket_waitlist_join',
  summary: "Join a sold-out ticket's waitlist",
  auth: 'session',
  access: ACCESS.members,
  input: ticketIdInput.extend({ ev_password: z.string().max(64).optional() }),
  output: z.object({ position: z.number().int() }),
});
