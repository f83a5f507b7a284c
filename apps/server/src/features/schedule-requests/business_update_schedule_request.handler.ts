import { SCHEDULE_REQUEST_NOT_FOUND, scheduleRequestNotices } from '@stagepass/domain/schedule-requests';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { businessView } from './business-view';
import { noticeMailOf, notifyTalent } from './schedule-request-notices';
import * as repo from './schedule-requests-repository';

/**
 * spec 001 §7 business_update_schedule_request (sch_req_id, message): the business writes in the thread, which
 * marks the talent's messages read (it answered them), and the talent is notified. Whatever the request's state:
 * a declined talent may still be persuaded.
 */
export const business_update_schedule_request: Handler<'business_update_schedule_request'> = async ({ ctx, input }) => {
  const me = ctx.member.id;
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    const row = await repo.findForBusiness(tx, me, input.sch_req_id);
    if (!row) throw new AppError('NOT_FOUND', SCHEDULE_REQUEST_NOT_FOUND, 'sch_req_id');
    await repo.insertMessage(tx, row.id, me, input.message, now);
    await repo.markRead(tx, row.id, me, now);
    const notice = scheduleRequestNotices.messageToTalent(row.businessName, row.eventName, input.message);
    await notifyTalent(tx, noticeMailOf(ctx), row, 'message', notice, now);
  });
  ctx.mailer.kick();
  return { request: await businessView(ctx.db, me, input.sch_req_id) };
};
