import { specialist_trait_query } from './specialist_trait_query';
import { get_business_trait_types } from './get_business_trait_types';
import { get_user_trait_types } from './get_user_trait_types';
import { specialist_update_traits } from './specialist_update_traits';
import { get_featured_celebrities } from './get_featured_celebrities';

/** The talent area's requests by wire name (trait lists, and the traits a talent performs). The registry spreads it. */
export const talentRequests = {
  specialist_trait_query,
  get_business_trait_types,
  get_user_trait_types,
  specialist_update_traits,
  get_featured_celebrities,
} as const;
