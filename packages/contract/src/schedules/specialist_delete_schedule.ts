import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { scheduleIdInput } from './fields';

// spec 001 §7 specialist_delete_schedule (sch_id). Refused while it has bookings and once its day has closed; its
// live bids (Request, Bid) become Cancelled.
export const specialist_delete_schedule = defineRequest({
  name: 'specialist_delete_schedule',
  summary: 'Delete one of your schedules (its open bids are cancelled)',
  auth: ['Specialist'],
  access: ACCESS.specialistOwned,
  input: scheduleIdInput,
  output: z.object({ schedule_id: z.number().int(), cancelled_bids: z.number().int() }),
});
