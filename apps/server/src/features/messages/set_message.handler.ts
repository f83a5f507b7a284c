import { CANNOT_MESSAGE_SELF, CONVERSATION_NOT_FOUND, mayConverse } from '@stagepass/domain/messages';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { signal } from './message-bus';
import { messageOut, partyOf } from './message-views';
import * as repo from './messages-repository';

/**
 * spec 001 §7 set_message (friend_id, event_id, message): between the business of the event and its talent or ticket
 * holders only (domain mayConverse); any other pair, a missing event or an absent friend answers 404, telling nothing
 * of them. The message and its signal to open streams (message-bus.ts) commit together.
 */
export const set_message: Handler<'set_message'> = async ({ ctx, input }) => {
  const me = ctx.member.id;
  if (input.friend_id === me) throw new AppError('INVALID_INPUT', CANNOT_MESSAGE_SELF, 'friend_id');
  const notFound = new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND, 'friend_id');

  const event = await repo.findEvent(ctx.db, input.event_id);
  if (!event) throw notFound;
  const [rel, people] = await Promise.all([
    repo.relationsOn(ctx.db, [event.id], [me, input.friend_id]),
    repo.peopleByIds(ctx.db, [input.friend_id]),
  ]);
  if (!mayConverse(partyOf(event, me, rel), partyOf(event, input.friend_id, rel))) throw notFound;
  if (!people.get(input.friend_id)?.present) throw notFound;

  const now = new Date(ctx.clock.now());
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insert(
      tx,
      { eventId: event.id, senderId: me, recipientId: input.friend_id, message: input.message },
      now,
    );
    await signal(tx, {
      type: 'message',
      event_id: event.id,
      message_ids: [inserted.id],
      member_ids: [me, input.friend_id],
    });
    return inserted;
  });
  return { message: messageOut(row, me) };
};
