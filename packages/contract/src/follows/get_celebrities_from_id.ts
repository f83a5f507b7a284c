import { z } from 'zod';
import { FROM_ID_MAX } from '@stagepass/domain/talent-search';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { memberCard } from './cards';

// spec 001 §7 Follow: get_celebrities_from_id (celebs_id). The public cards of these talent, in the order asked
// (each once); an id that names no active talent is left out. At most 100 ids. Open to everyone.
export const get_celebrities_from_id = defineRequest({
  name: 'get_celebrities_from_id',
  summary: 'The public cards of talent, by id',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ celebs_id: z.array(idField).max(FROM_ID_MAX) }),
  output: z.object({ celebrities: z.array(memberCard) }),
});
