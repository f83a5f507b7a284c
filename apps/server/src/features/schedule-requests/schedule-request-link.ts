import type { Executor } from '@stagepass/db/client';
import {
  SCHEDULE_ALREADY_CREATED,
  SCHEDULE_REQUEST_NOT_FOUND,
  scheduleRequestNotices,
} from '@stagepass/domain/schedule-requests';
import { AppError } from '../../rpc/app-error';
import { notifyBusiness, type NoticeMail } from './schedule-request-notices';
import * as repo from './schedule-requests-repository';

/** The time block a schedule request asks for. */
export interface RequestedBlock {
  requestId: number;
  eventId: number;
  subEventId: number;
  businessId: number;
  startTime: Date;
  endTime: Date;
}

/**
 * For specialist_schedule with sch_req_id (issue 12: 'A talent who answers by creating a schedule links it to the
 * request'). Call it in the transaction that creates the schedule, with the new schedule's id: it sets the request
 * CREATED with that schedule and notifies the business, in-app and by email (the caller kicks args.mail.mailer
 * after commit). Another talent's request answers 404 (field sch_req_id); one already CREATED answers 409. Answers
 * the requested block, so the caller can check the schedule covers it (throwing rolls the whole transaction back).
 */
export async function linkScheduleToRequest(
  tx: Executor,
  args: { talentId: number; requestId: number; scheduleId: number; now: Date; mail: NoticeMail },
): Promise<RequestedBlock> {
  if (!(await repo.findForTalent(tx, args.talentId, args.requestId)))
    throw new AppError('NOT_FOUND', SCHEDULE_REQUEST_NOT_FOUND, 'sch_req_id');
  await repo.lock(tx, args.requestId);
  const row = (await repo.findForTalent(tx, args.talentId, args.requestId))!;
  if (row.state === 'CREATED') throw new AppError('CONFLICT', SCHEDULE_ALREADY_CREATED, 'sch_req_id');
  await repo.setCreated(tx, row.id, args.scheduleId, args.now);
  const notice = scheduleRequestNotices.created(row.talentName, row.eventName);
  await notifyBusiness(tx, args.mail, row, 'state', notice, args.now, args.scheduleId);
  return {
    requestId: row.id,
    eventId: row.eventId,
    subEventId: row.subEventId,
    businessId: row.businessId,
    startTime: row.startTime,
    endTime: row.endTime,
  };
}
