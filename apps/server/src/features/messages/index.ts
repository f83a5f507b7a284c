import type { messagesRequests } from '@stagepass/contract/messages/index';
import type { AreaHandlers } from '../../rpc/context';

/** Messages between a business and the talent or fans of its events: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const messagesHandlers: AreaHandlers<typeof messagesRequests> = {};
