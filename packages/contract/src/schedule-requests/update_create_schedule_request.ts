import { z } from 'zod';
import { NOTHING_TO_UPDATE } from '@stagepass/domain/schedule-requests';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { talentScheduleRequest, talentSettableState, threadMessageText } from './fields';

// spec 001 §7 update_create_schedule_request: the talent answers a request. state BUSY is 'Decline Inquiry',
// REJECTED a plain no, PENDING reopens a declined one; a message is added to the thread. Without a state, only the
// message is sent (a reply). CREATED is never set here: creating a schedule with sch_req_id sets it. After the
// slot starts, or once a schedule was created, the state no longer changes (409); replies still go.
export const update_create_schedule_request = defineRequest({
  name: 'update_create_schedule_request',
  summary: 'Decline or reopen a schedule request, or reply to the business',
  auth: ['Specialist'],
  access: ACCESS.specialistOwned,
  input: z
    .object({ sch_req_id: idField, state: talentSettableState.optional(), message: threadMessageText.optional() })
    .refine((v) => v.state !== undefined || v.message !== undefined, { message: NOTHING_TO_UPDATE, path: ['state'] }),
  output: z.object({ request: talentScheduleRequest }),
});
