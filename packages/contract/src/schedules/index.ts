import { location_create_update } from './location_create_update';
import { location_delete } from './location_delete';
import { locations_query } from './locations_query';
import { specialist_apply_template } from './specialist_apply_template';
import { specialist_calendar_feed } from './specialist_calendar_feed';
import { specialist_calendar_feed_reset } from './specialist_calendar_feed_reset';
import { specialist_delete_schedule } from './specialist_delete_schedule';
import { specialist_schedule } from './specialist_schedule';
import { specialist_schedule_list } from './specialist_schedule_list';
import { specialist_template } from './specialist_template';
import { specialist_template_list } from './specialist_template_list';

/**
 * The availability area's requests (spec 001 §7 Schedules and locations: locations, schedules, templates; and the calendar feed, ours). The registry spreads it.
 */
export const schedulesRequests = {
  locations_query,
  location_create_update,
  location_delete,
  specialist_schedule,
  specialist_delete_schedule,
  specialist_schedule_list,
  specialist_template,
  specialist_template_list,
  specialist_apply_template,
  specialist_calendar_feed,
  specialist_calendar_feed_reset,
} as const;
