import { z } from 'zod';
import { SUB_EVENT_ENDS_BEFORE_START } from '@stagepass/domain/events';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { eventCard, traitsNum, venueTime } from './fields';

// spec 001 §3 Sub-event, §7 business_create_update_sub_event: a time block inside its event's times, with the
// talent it needs per trait. Without sb_event_id it creates one.
export const business_create_update_sub_event = defineRequest({
  name: 'business_create_update_sub_event',
  summary: 'Create or update a time block of one of your events',
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: z
    .object({
      event_id: idField,
      sb_event_id: idField.optional(),
      sb_start_time: venueTime,
      sb_end_time: venueTime,
      notes: z.string().max(2000).default(''),
      traits_num: traitsNum.default({}),
    })
    .superRefine((v, ctx) => {
      if (v.sb_end_time <= v.sb_start_time)
        ctx.addIssue({ code: 'custom', path: ['sb_end_time'], message: SUB_EVENT_ENDS_BEFORE_START });
    }),
  output: z.object({ sb_event_id: z.number().int(), event: eventCard }),
});
