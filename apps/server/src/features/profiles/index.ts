import type { profilesRequests } from '@stagepass/contract/profiles/index';
import type { AreaHandlers } from '../../rpc/context';
import { agency_query } from './agency_query.handler';
import { business_query } from './business_query.handler';
import { member_query } from './member_query.handler';
import { specialist_query } from './specialist_query.handler';
import { update_network_followers } from './update_network_followers.handler';
import { user_query } from './user_query.handler';

/** Profiles: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const profilesHandlers: AreaHandlers<typeof profilesRequests> = {
  member_query,
  user_query,
  business_query,
  specialist_query,
  agency_query,
  update_network_followers,
};
