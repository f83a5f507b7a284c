import { queryOptions } from '@tanstack/react-query';
import { rpc } from '../../../lib/rpc';

/** spec 000 §3 / §7: talent traits with their sub-traits; the trait list never changes while a page is open. */
export const specialistTraitsQuery = queryOptions({
  queryKey: ['specialist_trait_query'],
  queryFn: () => rpc('specialist_trait_query', {}),
  staleTime: Infinity,
});
