import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { businessScheduleRequest } from './fields';

// spec 001 §7 business_get_schedule_requests (event_id): the schedule requests of one of the business's events, by
// time block, each with its talent, state and thread. Reading does not mark anything read, except the request named
// by read_req_id (the one the business opened on its event page): its talent's messages are marked read. Another
// business's event answers 404, and a read_req_id of another event too.
export const business_get_schedule_requests = defineRequest({
  name: 'business_get_schedule_requests',
  summary: "An event's schedule requests, with their messages",
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: z.object({ event_id: idField, read_req_id: idField.optional() }),
  output: z.object({ requests: z.array(businessScheduleRequest) }),
});
