import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { eventCard } from './fields';

// spec 001 §7 Events: events_query_for_user (business_id or specialist_id), the upcoming published public events
// a profile shows: a business's own, or those a talent is booked for.
export const events_query_for_user = defineRequest({
  name: 'events_query_for_user',
  summary: "A business's or a talent's upcoming public events",
  auth: 'public',
  access: ACCESS.everyone,
  input: z
    .object({ business_id: idField.optional(), specialist_id: idField.optional() })
    .refine((v) => (v.business_id === undefined) !== (v.specialist_id === undefined), {
      message: 'Send business_id or specialist_id',
      path: ['business_id'],
    }),
  output: z.object({ events: z.array(eventCard) }),
});
