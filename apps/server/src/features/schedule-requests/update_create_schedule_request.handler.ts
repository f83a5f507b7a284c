import {
  SCHEDULE_ALREADY_CREATED,
  SCHEDULE_REQUEST_NOT_FOUND,
  SLOT_STARTED,
  scheduleRequestNotices,
  talentCanAnswer,
} from '@stagepass/domain/schedule-requests';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { noticeMailOf, notifyBusiness } from './schedule-request-notices';
import { toTalentView } from './schedule-request-views';
import * as repo from './schedule-requests-repository';

/**
 * spec 001 §7 update_create_schedule_request: the talent declines (BUSY, 'Decline Inquiry'; or REJECTED), reopens
 * (PENDING), or replies. The business is notified once per call: of the new state (with the message when one came
 * with it), else of the message. A reply marks the business's messages read: the talent answered them.
 */
export const update_create_schedule_request: Handler<'update_create_schedule_request'> = async ({ ctx, input }) => {
  const me = ctx.member.id;
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.findForTalent(tx, me, input.sch_req_id)))
      throw new AppError('NOT_FOUND', SCHEDULE_REQUEST_NOT_FOUND, 'sch_req_id');
    await repo.lock(tx, input.sch_req_id);
    const row = (await repo.findForTalent(tx, me, input.sch_req_id))!;

    const changes = input.state !== undefined && input.state !== row.state;
    if (changes && !talentCanAnswer(row.state, row.startTime.getTime(), now.getTime()))
      throw new AppError('CONFLICT', row.state === 'CREATED' ? SCHEDULE_ALREADY_CREATED : SLOT_STARTED, 'state');
    if (changes) await repo.setState(tx, row.id, input.state!, now);
    if (input.message !== undefined) {
      await repo.insertMessage(tx, row.id, me, input.message, now);
      await repo.markRead(tx, row.id, me, now);
    }

    if (changes) {
      const notice =
        input.state === 'PENDING'
          ? scheduleRequestNotices.reopened(row.talentName, row.eventName)
          : scheduleRequestNotices.declined(row.talentName, row.eventName);
      const body = input.message === undefined ? notice.body : `${notice.body} "${input.message}"`;
      await notifyBusiness(tx, noticeMailOf(ctx), row, 'state', { title: notice.title, body }, now);
    } else if (input.message !== undefined) {
      const notice = scheduleRequestNotices.messageToBusiness(row.talentName, row.eventName, input.message);
      await notifyBusiness(tx, noticeMailOf(ctx), row, 'message', notice, now);
    }
  });
  ctx.mailer.kick();
  const row = (await repo.findForTalent(ctx.db, me, input.sch_req_id))!;
  return { request: toTalentView(row, now.getTime()) };
};
