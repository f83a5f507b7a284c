import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { message, messageText } from './fields';

// spec 001 §7 Notifications and messages: set_message (friend_id, event_id, message). The business of the event writes
// to one of its talent or ticket holders, or they write to the business; nobody else (fan to talent included): an
// event or friend outside that answers 404, and yourself 400. The message is trimmed, 1 to MESSAGE_MAX characters,
// stored and shown as text. It reaches the friend's open inbox at once (GET /api/messages/stream) and, left unread
// for 15 minutes, their email.
export const set_message = defineRequest({
  name: 'set_message',
  summary: 'Send a message about an event to its business, or to its talent or a ticket holder',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: z.object({ friend_id: idField, event_id: idField, message: messageText }),
  output: z.object({ message }),
});
