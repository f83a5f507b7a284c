import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { serverNow } from '../bookings/fields';
import { apiDate, scheduleItem } from './fields';

// spec 001 §7 specialist_schedule_list (start_date, end_date): the talent's schedules whose local day lies in the
// window, with their bookings. §9: by default from today to one year ahead; the answer gives the window it used,
// and the server's clock (the calendar's closing texts and countdowns read it).
export const specialist_schedule_list = defineRequest({
  name: 'specialist_schedule_list',
  summary: 'Your schedules between two dates, with their bookings',
  auth: ['Specialist'],
  access: ACCESS.specialist,
  input: z.object({ start_date: apiDate.optional(), end_date: apiDate.optional() }),
  output: z.object({
    start_date: z.string(),
    end_date: z.string(),
    schedules: z.array(scheduleItem),
    server_now: serverNow,
  }),
});
