import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { eventCard } from './fields';

// spec 001 §7: business_delete_sub_event (sb_event_id). A time block with bookings or sold tickets stays (§4).
export const business_delete_sub_event = defineRequest({
  name: 'business_delete_sub_event',
  summary: 'Delete a time block of one of your events',
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: z.object({ sb_event_id: idField }),
  output: z.object({ sb_event_id: z.number().int(), event: eventCard }),
});
