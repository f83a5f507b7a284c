import { z } from 'zod';
import { FROM_ID_MAX } from '@stagepass/domain/talent-search';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { memberCard } from './cards';

// spec 001 §7 Follow: get_businesses_from_id (business_ids). The public cards of these businesses, in the order
// asked (each once); an id that names no active business is left out. At most 100 ids. Open to everyone.
export const get_businesses_from_id = defineRequest({
  name: 'get_businesses_from_id',
  summary: 'The public cards of businesses, by id',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ business_ids: z.array(idField).max(FROM_ID_MAX) }),
  output: z.object({ businesses: z.array(memberCard) }),
});
