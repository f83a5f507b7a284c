import { business_get_schedule_requests } from './business_get_schedule_requests';
import { business_update_schedule_request } from './business_update_schedule_request';
import { create_schedule_request } from './create_schedule_request';
import { get_create_schedule_requests } from './get_create_schedule_requests';
import { update_create_schedule_request } from './update_create_schedule_request';

/**
 * Schedule requests (spec 001 §7 Schedules and locations): a business asks a talent to open a schedule. The registry spreads it.
 */
export const scheduleRequestsRequests = {
  create_schedule_request,
  get_create_schedule_requests,
  update_create_schedule_request,
  business_get_schedule_requests,
  business_update_schedule_request,
} as const;
