import { get_messages } from './get_messages';
import { set_message } from './set_message';
import { mark_messages_as_read } from './mark_messages_as_read';

/**
 * Messages between a business and the talent or fans of its events (spec 001 §7 Notifications and messages). The
 * registry spreads it.
 */
export const messagesRequests = {
  get_messages,
  set_message,
  mark_messages_as_read,
} as const;
