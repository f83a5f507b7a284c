import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { eventCard } from './fields';

// spec 001 §7 Events: business_events_query, the signed-in business's own events, drafts and private ones included,
// with the business card badges of §4. With event_id, that one event.
export const business_events_query = defineRequest({
  name: 'business_events_query',
  summary: 'Your events, with their badges',
  auth: ['Business'],
  access: ACCESS.business,
  input: z.object({ event_id: idField.optional() }),
  output: z.object({ events: z.array(eventCard) }),
});
