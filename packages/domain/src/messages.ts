// Messages (spec 001 §3 Message, §4 'New Message' badges, §7 get_messages / set_message / mark_messages_as_read):
// a business and the talent or fans of one of its events write to each other about that event. Who may write to
// whom, the limits of a message, when an unread one is emailed, and the texts both sides share.

/**
 * How a member stands to one event. The business owns it; talent has a bid, booking or schedule request on one of its
 * sub-events; a fan holds a ticket of it (a charged purchase). Anybody else is 'none'.
 */
export type EventParty = 'business' | 'talent' | 'fan' | 'none';

/**
 * spec 001 §7: messages are only between the business of an event and its talent or fans. Two members may write to
 * each other about an event when exactly one of them is its business and the other its talent or a fan (so never fan
 * to talent, business to itself, or an outsider to anyone).
 */
export function mayConverse(a: EventParty, b: EventParty): boolean {
  const other = (p: EventParty) => p === 'talent' || p === 'fan';
  return (a === 'business' && other(b)) || (b === 'business' && other(a));
}

// ---------------------------------------------------------------------------------------------
// The message itself

/** Ours: a message is at most this many characters (after trimming), and never empty. */
export const MESSAGE_MAX = 2000;
export const MESSAGE_REQUIRED = 'Please enter a message.';
export const MESSAGE_TOO_LONG = `Please keep your message to ${MESSAGE_MAX} characters or fewer.`;

/** The error of a message as typed, or null when it can be sent (it is sent trimmed). */
export function messageError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return MESSAGE_REQUIRED;
  if (trimmed.length > MESSAGE_MAX) return MESSAGE_TOO_LONG;
  return null;
}

/** mark_messages_as_read takes at most this many ids at once. */
export const MARK_READ_MAX = 200;
/** A thread answers at most its latest this many messages. */
export const THREAD_LIMIT = 200;
/** An event's conversations list at most this many members (its business sees everyone it may write to). */
export const CONVERSATIONS_LIMIT = 200;
/** The inbox lists at most this many events without a conversation yet, where the caller may start one. */
export const STARTABLE_LIMIT = 50;

// ---------------------------------------------------------------------------------------------
// Texts

/** spec 001 §4: the badge of an event card, and of a conversation, with unread messages. */
export const NEW_MESSAGE = 'New Message';
export const CONVERSATION_NOT_FOUND = 'Conversation not found';
export const MESSAGES_NOT_FOUND = 'Messages not found';
export const CANNOT_MESSAGE_SELF = 'You cannot send a message to yourself.';
export const FRIEND_NEEDS_EVENT = 'Choose the event of the conversation (event_id) too.';

// ---------------------------------------------------------------------------------------------
// The unread-message email

/** spec 001 (issue 13): a message left unread this long is emailed to its recipient, once. */
export const UNREAD_EMAIL_AFTER_MS = 15 * 60 * 1000;

/**
 * The email preference (a type of /dash/emailPreferences, @stagepass/domain/marketing-emails) a member turns off to
 * get no unread-message emails.
 */
export const UNREAD_MESSAGE_EMAIL_TYPE_ID = 6;

/** Whether a message written at `createdAtMs` and still unread at `nowMs` is due its email. */
export function unreadEmailDue(createdAtMs: number, nowMs: number): boolean {
  return nowMs - createdAtMs >= UNREAD_EMAIL_AFTER_MS;
}

/** The subject and opening line of the email about one sender's unread messages on one event. */
export function unreadMessageEmail(senderName: string, eventName: string, count: number) {
  return {
    subject: count === 1 ? `New message from ${senderName}` : `${count} new messages from ${senderName}`,
    intro:
      count === 1
        ? `${senderName} sent you a message about ${eventName} that you have not read yet:`
        : `${senderName} sent you ${count} messages about ${eventName} that you have not read yet:`,
  };
}

/** The path of the inbox, opened on one conversation (the email's button, the notices). */
export function inboxPath(eventId?: number, friendId?: number): string {
  if (eventId === undefined) return '/dash/inbox';
  const q = new URLSearchParams({ event: String(eventId) });
  if (friendId !== undefined) q.set('friend', String(friendId));
  return `/dash/inbox?${q}`;
}
