import type { TalentScheduleRequest } from '@stagepass/contract/schedule-requests/fields';

/** The scheduling screen (spec 001 §2 /scheduling). */
export const SCHEDULING_PATH = '/dash/scheduling';

/**
 * What 'Create Schedule' carries to /dash/scheduling: the request to link (specialist_schedule's sch_req_id) and
 * the block to cover, as ISO instants. The scheduling screen prefills a new schedule from it.
 */
export interface ScheduleFromRequestState {
  schReqId: number;
  start: string;
  end: string;
}

export function scheduleFromRequestState(
  request: Pick<TalentScheduleRequest, 'req_id' | 'start_time' | 'end_time'>,
): ScheduleFromRequestState {
  return { schReqId: request.req_id, start: request.start_time, end: request.end_time };
}

/** The route state of /dash/sch-request/{eventId}/{requestId} (spec 001 §2: eventId, requestId). */
export function scheduleRequestState(request: Pick<TalentScheduleRequest, 'event_id' | 'req_id'>) {
  return { eventId: String(request.event_id), requestId: String(request.req_id) };
}
