import type { postsRequests } from '@stagepass/contract/posts/index';
import type { AreaHandlers } from '../../rpc/context';

/** Posts and comments: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const postsHandlers: AreaHandlers<typeof postsRequests> = {};
