import { SUB_EVENT_NOT_FOUND } from '@stagepass/domain/events';
import {
  SLOT_STARTED,
  TALENT_HAS_SCHEDULE,
  TALENT_NOT_FOUND,
  scheduleRequestNotices,
  slotText,
} from '@stagepass/domain/schedule-requests';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { businessView } from './business-view';
import { noticeMailOf, notifyTalent } from './schedule-request-notices';
import * as repo from './schedule-requests-repository';

/**
 * spec 001 §7 create_schedule_request: PENDING, the message opening the thread, and the talent notified. Asking
 * again for the same sub-event and talent answers the request there is, as it is (created false): a retried call
 * sends nothing twice. The unique key on (sub-event, talent) settles two calls at once.
 */
export const create_schedule_request: Handler<'create_schedule_request'> = async ({ ctx, input }) => {
  const now = new Date(ctx.clock.now());
  const sub = await repo.findOwnSubEvent(ctx.db, ctx.member.id, input.sb_event_id);
  if (!sub) throw new AppError('NOT_FOUND', SUB_EVENT_NOT_FOUND, 'sb_event_id');
  const talent = await repo.findTalent(ctx.db, input.sp_id);
  if (!talent) throw new AppError('NOT_FOUND', TALENT_NOT_FOUND, 'sp_id');

  const existing = await repo.findIdByKey(ctx.db, sub.subEventId, talent.id);
  if (existing !== null) return { request: await businessView(ctx.db, ctx.member.id, existing), created: false };
  if (sub.startTime.getTime() <= now.getTime()) throw new AppError('CONFLICT', SLOT_STARTED, 'sb_event_id');
  if (await repo.hasCoveringSchedule(ctx.db, talent.id, sub.startTime, sub.endTime))
    throw new AppError('CONFLICT', TALENT_HAS_SCHEDULE, 'sp_id');

  const { id, created } = await ctx.db.transaction(async (tx) => {
    const values = { businessId: ctx.member.id, talentId: talent.id, eventId: sub.eventId, subEventId: sub.subEventId };
    const inserted = await repo.insert(tx, values, now);
    if (inserted === null) return { id: (await repo.findIdByKey(tx, sub.subEventId, talent.id))!, created: false };
    await repo.insertMessage(tx, inserted, ctx.member.id, input.message, now);
    const slot = slotText(sub.startTime.getTime(), sub.endTime.getTime(), sub.timeZone);
    await notifyTalent(
      tx,
      noticeMailOf(ctx),
      { ...values, id: inserted, image: sub.image },
      'inquiry',
      scheduleRequestNotices.newInquiry(sub.businessName, sub.eventName, slot),
      now,
    );
    return { id: inserted, created: true };
  });
  if (created) ctx.mailer.kick();
  return { request: await businessView(ctx.db, ctx.member.id, id), created };
};
