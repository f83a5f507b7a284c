import type {
  BusinessScheduleRequest,
  TalentScheduleRequest,
  ThreadMessage,
} from '@stagepass/contract/schedule-requests/fields';
import { scheduleRequestBadges } from '@stagepass/domain/schedule-requests';
import type { MessageRow, RequestRow } from './schedule-requests-repository';

/**
 * A request's thread as `viewerId` reads it. `new`: the other side wrote it and it was unread when the answer was
 * made; `readAt` is when this answer marked such messages read (then read_at is that instant).
 */
export function toThread(
  row: Pick<RequestRow, 'businessId'>,
  messages: readonly MessageRow[],
  viewerId: number,
  readAt?: Date,
): ThreadMessage[] {
  return messages.map((m) => {
    const isNew = m.fromId !== viewerId && m.readAt === null;
    const read = m.readAt ?? (isNew && readAt ? readAt : null);
    return {
      id: m.id,
      from_id: m.fromId,
      from: m.fromId === row.businessId ? 'business' : 'talent',
      from_name: m.fromName,
      message: m.message,
      created_at: m.createdAt.toISOString(),
      read_at: read ? read.toISOString() : null,
      new: isNew,
    };
  });
}

/** spec 001 §3 Schedule request, for the talent, with the card badges of §4 at `nowMs`. */
export function toTalentView(row: RequestRow, nowMs: number): TalentScheduleRequest {
  return {
    req_id: row.id,
    event_id: row.eventId,
    ev_name: row.eventName,
    image_url: row.image,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    time_zone: row.timeZone,
    business_id: row.businessId,
    business_name: row.businessName,
    state: row.state,
    sb_event_id: row.subEventId,
    sp_id: row.talentId,
    message: row.latestMessage ?? '',
    new_messages: row.unreadByTalent,
    sch_id: row.state === 'CREATED' ? row.scheduleId : null,
    badges: scheduleRequestBadges({
      state: row.state,
      startMs: row.startTime.getTime(),
      nowMs,
      newMessages: row.unreadByTalent,
    }),
    slot_started: row.startTime.getTime() <= nowMs,
    created_at: row.createdAt.toISOString(),
  };
}

/** A request for the business's event page. */
export function toBusinessView(row: RequestRow, thread: ThreadMessage[]): BusinessScheduleRequest {
  return {
    req_id: row.id,
    event_id: row.eventId,
    sb_event_id: row.subEventId,
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
    time_zone: row.timeZone,
    sp_id: row.talentId,
    sp_name: row.talentName,
    sp_photo: row.talentPhoto,
    state: row.state,
    sch_id: row.state === 'CREATED' ? row.scheduleId : null,
    new_messages: thread.filter((m) => m.from === 'talent' && m.read_at === null).length,
    messages: thread,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The talent's list order: slots still to come first, soonest first; then the past ones, latest first.
 */
export function talentOrder(nowMs: number) {
  return (a: RequestRow, b: RequestRow): number => {
    const aStart = a.startTime.getTime();
    const bStart = b.startTime.getTime();
    const aFuture = aStart > nowMs;
    const bFuture = bStart > nowMs;
    if (aFuture !== bFuture) return aFuture ? -1 : 1;
    return (aFuture ? aStart - bStart : bStart - aStart) || a.id - b.id;
  };
}
