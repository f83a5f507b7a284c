import { z } from 'zod';
import {
  MESSAGE_TOO_LONG,
  RESPONSE_REQUIRED,
  SCHEDULE_REQUEST_MESSAGE_MAX,
  SCHEDULE_REQUEST_STATES,
  TALENT_SETTABLE_STATES,
} from '@stagepass/domain/schedule-requests';

export const scheduleRequestState = z.enum(SCHEDULE_REQUEST_STATES);
export const talentSettableState = z.enum(TALENT_SETTABLE_STATES);

/** spec 001 §5: a message of the thread, as the alert dialog takes it: trimmed, never empty. */
export const threadMessageText = z
  .string()
  .trim()
  .min(1, RESPONSE_REQUIRED)
  .max(SCHEDULE_REQUEST_MESSAGE_MAX, MESSAGE_TOO_LONG);

/** One message of a request's thread. `new`: from the other side, and unread when this answer was made. */
export const threadMessage = z.object({
  id: z.number().int(),
  from_id: z.number().int(),
  from: z.enum(['business', 'talent']),
  from_name: z.string(),
  message: z.string(),
  created_at: z.string(),
  read_at: z.string().nullable(),
  new: z.boolean(),
});
export type ThreadMessage = z.infer<typeof threadMessage>;

/**
 * spec 001 §3 Schedule request, as the talent reads it: req_id, event_id, ev_name, image_url, start_time and
 * end_time (the sub-event's block, ISO instants), time_zone (the event's), business_name, state, sb_event_id, sp_id,
 * message (the latest of the thread). Ours: new_messages (the business's unread ones), sch_id once CREATED, and the
 * card's badges of §4 and slot_started at the server's now.
 */
export const talentScheduleRequest = z.object({
  req_id: z.number().int(),
  event_id: z.number().int(),
  ev_name: z.string(),
  image_url: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  time_zone: z.string(),
  business_id: z.number().int(),
  business_name: z.string(),
  state: scheduleRequestState,
  sb_event_id: z.number().int(),
  sp_id: z.number().int(),
  message: z.string(),
  new_messages: z.number().int(),
  sch_id: z.number().int().nullable(),
  badges: z.array(z.string()),
  /** The slot has started (server time): the talent can no longer decline or create a schedule for it. */
  slot_started: z.boolean(),
  created_at: z.string(),
});
export type TalentScheduleRequest = z.infer<typeof talentScheduleRequest>;

/** A request as the business sees it on its event page: the talent, the block, the state and the whole thread. */
export const businessScheduleRequest = z.object({
  req_id: z.number().int(),
  event_id: z.number().int(),
  sb_event_id: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  time_zone: z.string(),
  sp_id: z.number().int(),
  sp_name: z.string(),
  sp_photo: z.string().nullable(),
  state: scheduleRequestState,
  sch_id: z.number().int().nullable(),
  /** The talent's messages the business has not read. */
  new_messages: z.number().int(),
  messages: z.array(threadMessage),
  created_at: z.string(),
});
export type BusinessScheduleRequest = z.infer<typeof businessScheduleRequest>;
