import type { messagesRequests } from '@stagepass/contract/messages/index';
import type { AreaHandlers } from '../../rpc/context';
import { get_messages } from './get_messages.handler';
import { mark_messages_as_read } from './mark_messages_as_read.handler';
import { set_message } from './set_message.handler';

/** Messages between a business and the talent or fans of its events: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const messagesHandlers: AreaHandlers<typeof messagesRequests> = {
  get_messages,
  set_message,
  mark_messages_as_read,
};
