import { specialist_trait_query } from './specialist_trait_query';
import { get_business_trait_types } from './get_business_trait_types';
import { get_user_trait_types } from './get_user_trait_types';

/** The talent area's requests by wire name (trait lists). The registry spreads it. */
export const talentRequests = {
  specialist_trait_query,
  get_business_trait_types,
  get_user_trait_types,
} as const;
