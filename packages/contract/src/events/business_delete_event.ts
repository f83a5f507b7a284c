import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { eventIdInput } from './fields';

// spec 001 §7 Events: business_delete_event (event_id). An event that sold tickets is refused (§4).
export const business_delete_event = defineRequest({
  name: 'business_delete_event',
  summary: 'Delete one of your events and its time blocks',
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: eventIdInput,
  output: z.object({ event_id: z.number().int() }),
});
