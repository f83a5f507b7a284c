import type { schedulesRequests } from '@stagepass/contract/schedules/index';
import type { AreaHandlers } from '../../rpc/context';
import { location_create_update } from './location_create_update.handler';
import { location_delete } from './location_delete.handler';
import { locations_query } from './locations_query.handler';
import { specialist_apply_template } from './specialist_apply_template.handler';
import { specialist_calendar_feed } from './specialist_calendar_feed.handler';
import { specialist_calendar_feed_reset } from './specialist_calendar_feed_reset.handler';
import { specialist_delete_schedule } from './specialist_delete_schedule.handler';
import { specialist_schedule } from './specialist_schedule.handler';
import { specialist_schedule_list } from './specialist_schedule_list.handler';
import { specialist_template } from './specialist_template.handler';
import { specialist_template_list } from './specialist_template_list.handler';

/** The availability area's requests: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const schedulesHandlers: AreaHandlers<typeof schedulesRequests> = {
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
};
