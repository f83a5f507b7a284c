import { queryOptions } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/** spec 000 §3 / §7: the kinds of business (business traits). */
export const businessTraitTypesQuery = queryOptions({
  queryKey: ['get_business_trait_types'],
  queryFn: () => rpc('get_business_trait_types', {}),
  staleTime: Infinity,
});
