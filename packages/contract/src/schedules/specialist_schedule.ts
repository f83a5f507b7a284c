import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { instant, scheduleItem, scheduleTerms } from './fields';

// spec 001 §7 specialist_schedule, with every field of §3 Schedule: creates a schedule, or updates one when sch_id is
// given. location_id is required (a missing one is refused with LOCATION_REQUIRED, naming location_id). A schedule
// lies within one local day at its location; it may not overlap another; all schedules of the day share one closing
// time (§4), which must still be ahead. A schedule with bookings keeps its day and keeps covering them.
// sch_req_id (ours): the talent answers that schedule request by creating this schedule (the request becomes CREATED,
// linked to it, and the business is notified).
export const specialist_schedule = defineRequest({
  name: 'specialist_schedule',
  summary: 'Create or update one of your schedules',
  auth: ['Specialist'],
  access: ACCESS.specialistOwned,
  input: z.object({
    sch_id: idField.optional(),
    location_id: idField.nullish(),
    start_time: instant,
    end_time: instant,
    ...scheduleTerms,
    sch_req_id: idField.optional(),
  }),
  output: z.object({ schedule: scheduleItem }),
});
