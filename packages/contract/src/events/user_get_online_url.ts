import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { eventIdInput } from './fields';

// spec 001 §7 Events: user_get_online_url (event_id), the livestream URL for a holder of a ticket to the event (or its
// business). Anyone else gets null: the link is what the ticket buys.
export const user_get_online_url = defineRequest({
  name: 'user_get_online_url',
  summary: 'The livestream URL of an event you hold a ticket for',
  auth: 'session',
  access: ACCESS.members,
  input: eventIdInput,
  output: z.object({ online_url: z.string().nullable() }),
});
