import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

/** At most this many traits per talent. */
export const TALENT_TRAITS_MAX = 10;

// Ours (spec 001 §6: a specialist keeps 'traits with sub-trait ids'): what the talent performs, the traits and
// sub-traits of specialist_trait_query. Businesses find talent for a time block by them. Without trait_ids it only
// reads them.
export const specialist_update_traits = defineRequest({
  name: 'specialist_update_traits',
  summary: 'Read or replace the traits you perform',
  auth: ['Specialist'],
  access: ACCESS.specialist,
  input: z.object({ trait_ids: z.array(idField).max(TALENT_TRAITS_MAX).optional() }),
  output: z.object({ trait_ids: z.array(z.number().int()) }),
});
