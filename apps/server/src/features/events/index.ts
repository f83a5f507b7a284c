import type { eventsRequests } from '@stagepass/contract/events/index';
import type { AreaHandlers } from '../../rpc/context';
import { business_create_update_event } from './business_create_update_event.handler';
import { business_event_update_notify } from './business_event_update_notify.handler';
import { business_get_online_url } from './business_get_online_url.handler';
import { user_get_online_url } from './user_get_online_url.handler';
import { business_create_update_sub_event } from './business_create_update_sub_event.handler';
import { business_delete_event } from './business_delete_event.handler';
import { business_delete_sub_event } from './business_delete_sub_event.handler';
import { business_events_query } from './business_events_query.handler';
import { events_query_for_user } from './events_query_for_user.handler';
import { get_watched_items } from './get_watched_items.handler';
import { unwatch_item } from './unwatch_item.handler';
import { user_events_query } from './user_events_query.handler';
import { watch_item } from './watch_item.handler';

/** The events area's handlers, one for each request of its contract map (rpc/handlers.ts spreads them). */
export const eventsHandlers: AreaHandlers<typeof eventsRequests> = {
  business_create_update_event,
  business_delete_event,
  business_create_update_sub_event,
  business_delete_sub_event,
  user_events_query,
  business_events_query,
  events_query_for_user,
  watch_item,
  unwatch_item,
  get_watched_items,
  business_event_update_notify,
  business_get_online_url,
  user_get_online_url,
};
