import { EVENT_NOT_FOUND } from '@stagepass/domain/events';
import { SCHEDULE_REQUEST_NOT_FOUND } from '@stagepass/domain/schedule-requests';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { toBusinessView, toThread } from './schedule-request-views';
import * as repo from './schedule-requests-repository';

/**
 * spec 001 §7 business_get_schedule_requests (event_id): the event's requests with their threads. Only the request
 * named by read_req_id (the one the business opened) has its talent's messages marked read: they come back with
 * `new` set, once; the others keep counting in new_messages.
 */
export const business_get_schedule_requests: Handler<'business_get_schedule_requests'> = async ({ ctx, input }) => {
  const me = ctx.member.id;
  const now = new Date(ctx.clock.now());
  if (!(await repo.ownsEvent(ctx.db, me, input.event_id))) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND, 'event_id');
  const rows = await repo.listForEvent(ctx.db, input.event_id);
  const opened = input.read_req_id === undefined ? undefined : rows.find((r) => r.id === input.read_req_id);
  if (input.read_req_id !== undefined && !opened)
    throw new AppError('NOT_FOUND', SCHEDULE_REQUEST_NOT_FOUND, 'read_req_id');

  const messages = await repo.messagesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  const requests = rows.map((row) =>
    toBusinessView(
      row,
      toThread(
        row,
        messages.filter((m) => m.requestId === row.id),
        me,
        row === opened ? now : undefined,
      ),
    ),
  );
  if (opened && opened.unreadByBusiness > 0) await repo.markRead(ctx.db, opened.id, me, now);
  return { requests };
};
