import { z } from 'zod';
import { FRIEND_NEEDS_EVENT } from '@stagepass/domain/messages';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { inboxEvent, message } from './fields';

// spec 001 §7 Notifications and messages: get_messages (event_id); §2 /inbox. Messages are between the business of an
// event and its talent (a bid, booking or schedule request on one of its sub-events) or fans (a ticket of it).
// Without event_id: the caller's conversations across events, grouped per event (latest first) with unread counts,
// and `startable`, events where the caller may write but has no conversation yet. With event_id: that event's group,
// listing everyone the caller may write to there (a business: its talent and ticket holders), and the thread with
// friend_id (talent and fans: with the business when friend_id is left out), oldest first, its latest THREAD_LIMIT.
// Reading does not mark read (mark_messages_as_read does). An event the caller has no part in, or a friend_id with
// no conversation there, answers 404. friend_id needs event_id.
export const get_messages = defineRequest({
  name: 'get_messages',
  summary: 'Your conversations per event, or one event and a thread of it',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: z
    .object({ event_id: idField.optional(), friend_id: idField.optional() })
    .refine((v) => v.friend_id === undefined || v.event_id !== undefined, {
      message: FRIEND_NEEDS_EVENT,
      path: ['friend_id'],
    }),
  output: z.object({
    events: z.array(inboxEvent),
    startable: z.array(inboxEvent),
    /** The thread (with event_id), else null. */
    messages: z.array(message).nullable(),
    /** The caller's unread messages across every event. */
    unread: z.number().int(),
  }),
});
