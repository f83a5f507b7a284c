import type { followsRequests } from '@stagepass/contract/follows/index';
import type { AreaHandlers } from '../../rpc/context';
import { follow_celebrity } from './follow_celebrity.handler';
import { user_query_following } from './user_query_following.handler';
import { search_celebrities_regexp } from './search_celebrities_regexp.handler';
import { get_businesses_from_id } from './get_businesses_from_id.handler';
import { get_celebrities_from_id } from './get_celebrities_from_id.handler';

/** Following talent and businesses: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const followsHandlers: AreaHandlers<typeof followsRequests> = {
  follow_celebrity,
  user_query_following,
  search_celebrities_regexp,
  get_businesses_from_id,
  get_celebrities_from_id,
};
