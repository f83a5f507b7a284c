import { z } from 'zod';
import { MARK_READ_MAX } from '@stagepass/domain/messages';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

// spec 001 §7 Notifications and messages: mark_messages_as_read (message_ids). Marks read the messages named that were
// sent to the caller; the caller's own sent ones are left as they are, and ids of other members' (or missing)
// messages are ignored: when none is the caller's, 404. Marking a read one again changes nothing. Answers the ids it
// marked now and the caller's unread count after it.
export const mark_messages_as_read = defineRequest({
  name: 'mark_messages_as_read',
  summary: 'Mark messages sent to you as read',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: z.object({
    message_ids: z.array(idField).min(1, 'Name at least one message').max(MARK_READ_MAX),
  }),
  output: z.object({ message_ids: z.array(z.number().int()), unread: z.number().int() }),
});
