import type { Conversation, InboxEvent, Message } from '@stagepass/contract/messages/fields';
import { mayConverse, type EventParty } from '@stagepass/domain/messages';
import type { Executor } from '@stagepass/db/client';
import * as repo from './messages-repository';
import type { ConversationRow, EventRow, MessageRow } from './messages-repository';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** spec 001 §3 Message as `viewerId` reads it. */
export function messageOut(m: MessageRow, viewerId: number): Message {
  const mine = m.senderId === viewerId;
  return {
    message_id: m.id,
    event_id: m.eventId,
    friend_id: mine ? m.recipientId : m.senderId,
    sender_id: m.senderId,
    recipient_id: m.recipientId,
    mine,
    message: m.message,
    created_at: m.createdAt.toISOString(),
    read_at: iso(m.readAt),
  };
}

export function eventOut(e: EventRow, conversations: Conversation[]): InboxEvent {
  const lastAt = conversations.reduce<string | null>(
    (max, c) => (c.last_at !== null && (max === null || c.last_at > max) ? c.last_at : max),
    null,
  );
  return {
    event_id: e.id,
    event_name: e.name,
    image_url: e.image,
    start_time: e.startTime.toISOString(),
    end_time: e.endTime.toISOString(),
    time_zone: e.timeZone,
    business_id: e.businessId,
    business_name: e.businessName,
    unread: conversations.reduce((n, c) => n + c.unread, 0),
    last_at: lastAt,
    conversations,
  };
}

/** How each member stands to each event, from relationsOn's sets. */
export function partyOf(
  event: Pick<EventRow, 'id' | 'businessId'>,
  memberId: number,
  rel: { talent: Set<string>; fans: Set<string> },
): EventParty {
  if (memberId === event.businessId) return 'business';
  const key = repo.partyKey(event.id, memberId);
  if (rel.talent.has(key)) return 'talent';
  if (rel.fans.has(key)) return 'fan';
  return 'none';
}

/** Latest first; conversations without messages after, by name. */
function byLatest(a: Conversation, b: Conversation) {
  if (a.last_at !== b.last_at) {
    if (a.last_at === null) return 1;
    if (b.last_at === null) return -1;
    return a.last_at < b.last_at ? 1 : -1;
  }
  return a.name.localeCompare(b.name) || a.friend_id - b.friend_id;
}

/**
 * The inbox groups of `viewerId`: its conversations (rows) and, per event, the other members it may write to without
 * a conversation yet (`candidates`), with each friend's name, photo, role on the event and whether they can be written
 * to now. Three queries for all groups: the events, the people, how they stand to the events.
 */
export async function inboxGroups(
  db: Executor,
  viewerId: number,
  rows: readonly ConversationRow[],
  candidates: ReadonlyMap<number, readonly number[]> = new Map(),
  known: ReadonlyMap<number, EventRow> = new Map(),
): Promise<InboxEvent[]> {
  const eventIds = [...new Set([...rows.map((r) => r.eventId), ...candidates.keys()])];
  const missing = eventIds.filter((id) => !known.has(id));
  const friendIds = [...new Set([...rows.map((r) => r.friendId), ...[...candidates.values()].flat()])];
  const [fetched, people, rel] = await Promise.all([
    repo.eventsByIds(db, missing),
    repo.peopleByIds(db, friendIds),
    repo.relationsOn(db, eventIds, [viewerId, ...friendIds]),
  ]);
  const eventOf = (id: number) => known.get(id) ?? fetched.get(id);

  const perEvent = new Map<number, Map<number, Conversation>>();
  const add = (eventId: number, friendId: number, row: ConversationRow | null) => {
    const event = eventOf(eventId);
    const person = people.get(friendId);
    if (!event || !person) return;
    let group = perEvent.get(eventId);
    if (!group) perEvent.set(eventId, (group = new Map()));
    if (group.has(friendId)) return;
    const mine = partyOf(event, viewerId, rel);
    const theirs = partyOf(event, friendId, rel);
    group.set(friendId, {
      friend_id: friendId,
      name: person.name,
      photo: person.image,
      role: theirs === 'none' ? (person.isSpecialist ? 'talent' : 'fan') : theirs,
      unread: row?.unread ?? 0,
      last_message: row?.lastMessage ?? null,
      last_at: row ? row.lastAt.toISOString() : null,
      can_reply: person.present && mayConverse(mine, theirs),
    });
  };
  for (const r of rows) add(r.eventId, r.friendId, r);
  for (const [eventId, ids] of candidates) for (const id of ids) add(eventId, id, null);

  const groups = eventIds.flatMap((id) => {
    const event = eventOf(id);
    const group = perEvent.get(id);
    return event ? [eventOut(event, [...(group?.values() ?? [])].sort(byLatest))] : [];
  });
  return groups.sort(
    (a, b) =>
      (b.last_at ?? '').localeCompare(a.last_at ?? '') ||
      a.start_time.localeCompare(b.start_time) ||
      a.event_id - b.event_id,
  );
}
