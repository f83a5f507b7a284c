import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { businessScheduleRequest, threadMessageText } from './fields';

// spec 001 §7 create_schedule_request: a business asks a talent with no schedule covering one of its sub-events'
// time blocks to open one (the talent of business_find_specialists_for_sub_event's specialist_nosch). The message
// opens the thread. One request per sub-event and talent: asking again answers the one there is (created false),
// leaving it as it is. Another business's sub-event, or an sp_id that is not talent, answers 404.
export const create_schedule_request = defineRequest({
  name: 'create_schedule_request',
  summary: 'Ask a talent to open a schedule for one of your time blocks',
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: z.object({ sb_event_id: idField, sp_id: idField, message: threadMessageText }),
  output: z.object({ request: businessScheduleRequest, created: z.boolean() }),
});
