import { agency_query } from './agency_query';
import { business_query } from './business_query';
import { member_query } from './member_query';
import { specialist_query } from './specialist_query';
import { update_network_followers } from './update_network_followers';
import { user_query } from './user_query';

/** Profiles (spec 001 §7 Profile and misc; §2 /c, /b and /shared-user-profile). The registry spreads it. */
export const profilesRequests = {
  member_query,
  user_query,
  business_query,
  specialist_query,
  agency_query,
  update_network_followers,
} as const;
