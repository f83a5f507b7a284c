import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { eventIdInput } from './fields';

// spec 001 §7 Events: business_get_online_url (event_id), the livestream URL of the business's own event.
export const business_get_online_url = defineRequest({
  name: 'business_get_online_url',
  summary: "Your event's livestream URL",
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: eventIdInput,
  output: z.object({ online_url: z.string().nullable() }),
});
