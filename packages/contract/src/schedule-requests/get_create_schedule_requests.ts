import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { talentScheduleRequest, threadMessage } from './fields';

// spec 001 §7 get_create_schedule_requests: the schedule requests sent to the talent (the cards of §2), upcoming
// slots first. With req_id, that one request and its thread (the detail page, /dash/sch-request/{eventId}/
// {requestId}); reading it marks the business's messages read. Another talent's request answers 404.
export const get_create_schedule_requests = defineRequest({
  name: 'get_create_schedule_requests',
  summary: 'The schedule requests businesses sent you, or one of them with its messages',
  auth: ['Specialist'],
  access: ACCESS.specialistOwned,
  input: z.object({ req_id: idField.optional() }),
  output: z.object({
    requests: z.array(talentScheduleRequest),
    /** The thread, oldest first: only with req_id. */
    messages: z.array(threadMessage).nullable(),
  }),
});
