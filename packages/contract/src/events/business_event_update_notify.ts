import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';

// spec 001 §7 Events: business_event_update_notify (event_id). Tells every ticket holder of the business's event that
// it changed, by email and in-app, with the business's note when it writes one.
export const business_event_update_notify = defineRequest({
  name: 'business_event_update_notify',
  summary: 'Tell your ticket holders the event changed',
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: z.object({ event_id: idField, message: z.string().trim().max(1000).optional() }),
  output: z.object({ notified: z.number().int() }),
});
