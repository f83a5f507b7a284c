import type { talentRequests } from '@stagepass/contract/talent/index';
import type { AreaHandlers } from '../../rpc/context';
import { specialist_trait_query } from './specialist_trait_query.handler';
import { get_business_trait_types } from './get_business_trait_types.handler';
import { get_user_trait_types } from './get_user_trait_types.handler';
import { specialist_update_traits } from './specialist_update_traits.handler';
import { get_featured_celebrities } from './get_featured_celebrities.handler';

/** The talent area's handlers, one for each request of its contract map (rpc/handlers.ts spreads them). */
export const talentHandlers: AreaHandlers<typeof talentRequests> = {
  specialist_trait_query,
  get_business_trait_types,
  get_user_trait_types,
  specialist_update_traits,
  get_featured_celebrities,
};
