import { MESSAGES_NOT_FOUND } from '@stagepass/domain/messages';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { signal } from './message-bus';
import * as repo from './messages-repository';

/**
 * spec 001 §7 mark_messages_as_read (message_ids): marks read those sent to the caller. When none of the ids is a
 * message the caller sent or received, 404. The senders' open streams hear which were read (message-bus.ts).
 */
export const mark_messages_as_read: Handler<'mark_messages_as_read'> = async ({ ctx, input }) => {
  const me = ctx.member.id;
  const visible = await repo.visibleIds(ctx.db, me, input.message_ids);
  if (visible.length === 0) throw new AppError('NOT_FOUND', MESSAGES_NOT_FOUND, 'message_ids');
  const now = new Date(ctx.clock.now());
  const marked = await ctx.db.transaction(async (tx) => {
    const rows = await repo.markRead(tx, me, visible, now);
    const byEvent = new Map<number, typeof rows>();
    for (const r of rows) byEvent.set(r.eventId, [...(byEvent.get(r.eventId) ?? []), r]);
    for (const [eventId, list] of byEvent)
      await signal(tx, {
        type: 'read',
        event_id: eventId,
        message_ids: list.map((r) => r.id),
        member_ids: [me, ...new Set(list.map((r) => r.senderId))],
      });
    return rows;
  });
  return {
    message_ids: marked.map((r) => r.id).sort((a, b) => a - b),
    unread: await repo.unreadTotal(ctx.db, me),
  };
};
