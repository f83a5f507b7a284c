import { CONVERSATIONS_LIMIT, CONVERSATION_NOT_FOUND, STARTABLE_LIMIT, THREAD_LIMIT } from '@stagepass/domain/messages';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { eventOut, inboxGroups, messageOut, partyOf } from './message-views';
import * as repo from './messages-repository';

/**
 * spec 001 §7 get_messages (event_id), §2 /inbox. Without event_id, the caller's conversations grouped per event and
 * the events it may start one about. With event_id, that event's group (a business: everyone it may write to there)
 * and the thread with friend_id (talent and fans: the business). Another member's conversation answers 404.
 */
export const get_messages: Handler<'get_messages'> = async ({ ctx, input }) => {
  const me = ctx.member.id;
  const now = new Date(ctx.clock.now());

  if (input.event_id === undefined) {
    const rows = await repo.conversationsOf(ctx.db, me);
    const [events, unread] = await Promise.all([inboxGroups(ctx.db, me, rows), repo.unreadTotal(ctx.db, me)]);
    const taken = events.map((e) => e.event_id);
    const own = ctx.member.isBusiness ? await repo.ownEvents(ctx.db, me, taken, now, STARTABLE_LIMIT) : [];
    const theirs =
      own.length < STARTABLE_LIMIT
        ? await repo.startableEvents(ctx.db, me, taken, now, STARTABLE_LIMIT - own.length)
        : [];
    return { events, startable: [...own, ...theirs].map((e) => eventOut(e, [])), messages: null, unread };
  }

  const notFound = (field: string) => new AppError('NOT_FOUND', CONVERSATION_NOT_FOUND, field);
  const event = await repo.findEvent(ctx.db, input.event_id);
  if (!event) throw notFound('event_id');
  const rows = await repo.conversationsOf(ctx.db, me, event.id);
  let candidates: number[] = [];
  if (event.businessId === me) {
    const { talent, fans } = await repo.participantsOf(ctx.db, event.id, CONVERSATIONS_LIMIT);
    candidates = [...talent, ...fans];
  } else {
    const mine = partyOf(event, me, await repo.relationsOn(ctx.db, [event.id], [me]));
    if (mine !== 'none') candidates = [event.businessId];
    else if (rows.length === 0) throw notFound('event_id');
  }
  const [group] = await inboxGroups(ctx.db, me, rows, new Map([[event.id, candidates]]), new Map([[event.id, event]]));
  if (!group) throw notFound('event_id');
  group.conversations = group.conversations.slice(0, CONVERSATIONS_LIMIT);

  const friendId = input.friend_id ?? (event.businessId === me ? undefined : event.businessId);
  let messages = null;
  if (friendId !== undefined) {
    if (!group.conversations.some((c) => c.friend_id === friendId)) throw notFound('friend_id');
    messages = (await repo.thread(ctx.db, event.id, me, friendId, THREAD_LIMIT)).map((m) => messageOut(m, me));
  }
  return { events: [group], startable: [], messages, unread: await repo.unreadTotal(ctx.db, me) };
};
