import { business_event_update_notify } from './business_event_update_notify';
import { business_get_online_url } from './business_get_online_url';
import { user_get_online_url } from './user_get_online_url';
import { business_create_update_event } from './business_create_update_event';
import { business_create_update_sub_event } from './business_create_update_sub_event';
import { business_delete_event } from './business_delete_event';
import { business_delete_sub_event } from './business_delete_sub_event';
import { business_events_query } from './business_events_query';
import { events_query_for_user } from './events_query_for_user';
import { get_watched_items } from './get_watched_items';
import { unwatch_item } from './unwatch_item';
import { user_events_query } from './user_events_query';
import { watch_item } from './watch_item';

/** The events area's requests by wire name (events, sub-events, watching, telling ticket holders, livestream links). The registry spreads it. */
export const eventsRequests = {
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
} as const;
