import { z } from 'zod';
import { MESSAGE_MAX, MESSAGE_REQUIRED, MESSAGE_TOO_LONG } from '@stagepass/domain/messages';

/** A message as set_message takes it: trimmed, never empty, at most MESSAGE_MAX characters. */
export const messageText = z.string().trim().min(1, MESSAGE_REQUIRED).max(MESSAGE_MAX, MESSAGE_TOO_LONG);

/** How the other member of a conversation stands to its event (domain EventParty, less 'none'). */
export const friendRole = z.enum(['business', 'talent', 'fan']);

/**
 * spec 001 §3 Message (friend_id, event_id, message), as the caller reads it: friend_id is the other member of the
 * conversation, `mine` whether the caller wrote it, read_at when its recipient read it (ISO instant, or null).
 */
export const message = z.object({
  message_id: z.number().int(),
  event_id: z.number().int(),
  friend_id: z.number().int(),
  sender_id: z.number().int(),
  recipient_id: z.number().int(),
  mine: z.boolean(),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
});
export type Message = z.infer<typeof message>;

/**
 * The caller and one other member on one event. unread: the friend's messages the caller has not read. can_reply:
 * whether set_message would take a message to them now (the friend still is the event's business, talent or a
 * ticket holder). Without messages yet, last_message and last_at are null.
 */
export const conversation = z.object({
  friend_id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  role: friendRole,
  unread: z.number().int(),
  last_message: z.string().nullable(),
  last_at: z.string().nullable(),
  can_reply: z.boolean(),
});
export type Conversation = z.infer<typeof conversation>;

/** spec 001 §2 /inbox: one event's group of conversations, with its unread count (the sum of theirs). */
export const inboxEvent = z.object({
  event_id: z.number().int(),
  event_name: z.string(),
  image_url: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  time_zone: z.string(),
  business_id: z.number().int(),
  business_name: z.string(),
  unread: z.number().int(),
  /** The latest message of the group (ISO instant), or null. */
  last_at: z.string().nullable(),
  conversations: z.array(conversation),
});
export type InboxEvent = z.infer<typeof inboxEvent>;
