import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

// spec 001 §7 location_delete (location). Refused while a schedule that has not ended uses it; past schedules keep
// pointing at it (it is hidden, not erased).
export const location_delete = defineRequest({
  name: 'location_delete',
  summary: 'Delete one of your locations (not while an upcoming schedule uses it)',
  auth: ['Specialist'],
  access: ACCESS.specialistOwned,
  input: z.object({ location: idField }),
  output: z.object({ location_id: z.number().int() }),
});
