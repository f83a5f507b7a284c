import type { scheduleRequestsRequests } from '@stagepass/contract/schedule-requests/index';
import type { AreaHandlers } from '../../rpc/context';
import { business_get_schedule_requests } from './business_get_schedule_requests.handler';
import { business_update_schedule_request } from './business_update_schedule_request.handler';
import { create_schedule_request } from './create_schedule_request.handler';
import { get_create_schedule_requests } from './get_create_schedule_requests.handler';
import { update_create_schedule_request } from './update_create_schedule_request.handler';

/** Schedule requests: one handler for each request of the area's contract map (rpc/handlers.ts spreads them). */
export const scheduleRequestsHandlers: AreaHandlers<typeof scheduleRequestsRequests> = {
  create_schedule_request,
  get_create_schedule_requests,
  update_create_schedule_request,
  business_get_schedule_requests,
  business_update_schedule_request,
};
