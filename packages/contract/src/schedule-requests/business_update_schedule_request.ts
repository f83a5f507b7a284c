import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { businessScheduleRequest, threadMessageText } from './fields';

// spec 001 §7 business_update_schedule_request (sch_req_id, message): the business writes in a request's thread
// (which also marks the talent's messages read: it answers them). The talent is notified. Another business's
// request answers 404.
export const business_update_schedule_request = defineRequest({
  name: 'business_update_schedule_request',
  summary: 'Write to the talent in a schedule request',
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: z.object({ sch_req_id: idField, message: threadMessageText }),
  output: z.object({ request: businessScheduleRequest }),
});
