import { SCHEDULE_REQUEST_NOT_FOUND } from '@stagepass/domain/schedule-requests';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { talentOrder, toTalentView, toThread } from './schedule-request-views';
import * as repo from './schedule-requests-repository';

/**
 * spec 001 §7 get_create_schedule_requests: the talent's requests as cards, upcoming slots first. With req_id, the
 * detail page: that request and its thread, and opening it marks the business's messages read (they come back with
 * `new` set, once).
 */
export const get_create_schedule_requests: Handler<'get_create_schedule_requests'> = async ({ ctx, input }) => {
  const nowMs = ctx.clock.now();
  const me = ctx.member.id;
  if (input.req_id === undefined) {
    const rows = await repo.listForTalent(ctx.db, me);
    return { requests: rows.sort(talentOrder(nowMs)).map((r) => toTalentView(r, nowMs)), messages: null };
  }

  const row = await repo.findForTalent(ctx.db, me, input.req_id);
  if (!row) throw new AppError('NOT_FOUND', SCHEDULE_REQUEST_NOT_FOUND, 'req_id');
  const now = new Date(nowMs);
  const messages = toThread(row, await repo.messagesOf(ctx.db, [row.id]), me, now);
  if (row.unreadByTalent > 0) await repo.markRead(ctx.db, row.id, me, now);
  return { requests: [toTalentView({ ...row, unreadByTalent: 0 }, nowMs)], messages };
};
