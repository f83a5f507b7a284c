import { z } from 'zod';
import { idField } from '../ids';
import { ACCESS, defineRequest } from '../define';
import { checkinCounts, guest } from './fields';

// Ours (spec 001 §3 Guest manual_checkin): the business checks guests in by hand on the guest list, one person at a
// time, or undoes one. Never past the quantity bought, counting the scanned passes.
export const business_guest_checkin = defineRequest({
  name: 'business_guest_checkin',
  summary: 'Check one guest of a purchase in by hand, or undo it',
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: z.object({
    event_id: idField,
    purchase_id: idField,
    action: z.enum(['checkin', 'undo']),
  }),
  output: z.object({ guest, counts: checkinCounts }),
});
