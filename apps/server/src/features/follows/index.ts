import type { followsRequests } from '@stagepass/contract/follows/index';
import type { AreaHandlers } from '../../rpc/context';
import { follow_celebrity } from './follow_celebrity.handler';
import { user_query_following } from './user_query_following.handler';

/** Following talent and businesses: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const followsHandlers: AreaHandlers<typeof followsRequests> = {
  follow_celebrity,
  user_query_following,
};
