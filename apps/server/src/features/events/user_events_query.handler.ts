import { DEFAULT_SEARCH_MILES, NEARBY_PAGE_SIZE } from '@stagepass/domain/events';
import type { EventCard, NearbyCursor } from '@stagepass/contract/events/fields';
import { FEATURED_EVENTS_COUNT } from '@stagepass/domain/limits';
import type { Handler, PublicContext } from '../../rpc/context';
import type { TalentBidFilter } from '../bookings/bookings-repository';
import { toCards, withTalentBids } from './event-cards';
import * as repo from './events-repository';
import type { NearbyPage } from './nearby-cache';
import { callerPosition, type Position } from './position';
import { passwordAdmits } from './visibility';
import { shareAnswer } from '../../rpc/shared-answers';

const TALENT_LIMIT = 100;

/** Where the next page starts: after the last card of a full page that has more behind it. */
const nextAfter = (cards: readonly EventCard[], more: boolean): NearbyCursor | null => {
  const last = cards.at(-1);
  return more && last ? { start_time: last.start_time, event_id: last.event_id } : null;
};

/**
 * The answer for a page from the area's cards, shared by everyone asking the same (rpc/shared-answers.ts), with its
 * JSON made from the texts the area keeps for its cards (NearbyPage.cardsJson): exactly what JSON.stringify writes
 * for the answer, key for key.
 */
function areaAnswer(page: NearbyPage, position: Position) {
  const answer = { events: page.cards, locked: null, next_after: nextAfter(page.cards, page.more), position };
  const json =
    `{"events":${page.cardsJson()},"locked":null,"next_after":${JSON.stringify(answer.next_after)},` +
    `"position":${JSON.stringify(position)}}`;
  return shareAnswer(answer, json);
}

/**
 * Talent, as the roles go (rolesOf, spec 000 §6): a specialist, or an agency acting as its talent client (acting for a
 * business client, it is the business: issue 15).
 */
const isTalent = (m: PublicContext['member']): m is NonNullable<PublicContext['member']> =>
  m !== null && (m.isSpecialist || (m.agencyAsClient && !m.isBusiness));

/**
 * spec 001 §7 user_events_query: what anyone may see. By event_id: a published public event; a private one only
 * with its password (§2: reached by link plus password); a draft only by its business. Otherwise the published
 * public events near the caller (§9 great-circle miles), or the landing's featured events (§4: ending in the
 * future and carrying no bid_id).
 *
 * The talent side (issue 12; §6 'Event queries choose the call by role'): a talent caller's cards carry their own
 * bid on each event, and featured leaves out the events they have a bid on (those carry a bid_id). The talent flags
 * scheduling_calendar_id, bid_id and bid_state answer only the caller's events with a bid matching all of them (past,
 * draft and private ones too: the business asked this talent to them), and each card shows the matching bid. Another
 * talent's schedule or bid matches nothing of the caller's, so it answers no events; so do the flags for anyone
 * who is not talent (they have no bids).
 */
export const user_events_query: Handler<'user_events_query'> = async ({ ctx, input }) => {
  const now = ctx.clock.now();
  const viewerId = ctx.member?.id ?? null;
  const talent = isTalent(ctx.member) ? { id: ctx.member.id } : null;
  const position = await callerPosition(ctx, input);
  const origin = { latitude: position.latitude, longitude: position.longitude };

  const filter: TalentBidFilter = {
    scheduleId: input.scheduling_calendar_id,
    bidId: input.bid_id,
    state: input.bid_state,
  };
  if (filter.scheduleId !== undefined || filter.bidId !== undefined || filter.state !== undefined) {
    if (!talent) return { events: [], locked: null, next_after: null, position };
    const rows = await repo.listByTalentBids(ctx.db, {
      talentId: talent.id,
      filter,
      eventId: input.event_id,
      startDate: input.start_date,
      endDate: input.end_date,
      forTraits: input.for_traits,
      origin,
      limit: input.limit ?? TALENT_LIMIT,
    });
    return {
      events: await toCards(ctx.db, rows, { viewerId, talent: { ...talent, filter } }),
      locked: null,
      next_after: null,
      position,
    };
  }

  if (input.event_id !== undefined) {
    const row = await repo.findById(ctx.db, input.event_id, origin);
    const own = row !== null && row.businessId === viewerId;
    if (!row || (row.draft && !own)) return { events: [], locked: null, next_after: null, position };
    const guest = { given: input.ev_password, source: ctx.ip, now };
    if (row.private && !own && !(await passwordAdmits(ctx.db, row, guest)))
      return {
        events: [],
        locked: input.ev_password ? 'password_wrong' : 'password_required',
        next_after: null,
        position,
      };
    return { events: await toCards(ctx.db, [row], { viewerId, talent }), locked: null, next_after: null, position };
  }

  if (input.featured) {
    const limit = Math.min(input.limit ?? FEATURED_EVENTS_COUNT, FEATURED_EVENTS_COUNT);
    const rows = await repo.listFeatured(ctx.db, new Date(now), limit, talent?.id);
    return { events: await toCards(ctx.db, rows, { viewerId, talent }), locked: null, next_after: null, position };
  }

  const query = {
    ...origin,
    miles: input.distance ?? DEFAULT_SEARCH_MILES,
    startDate: input.start_date,
    endDate: input.end_date,
    forTraits: input.for_traits,
    limit: input.limit ?? NEARBY_PAGE_SIZE,
  };
  const after = input.after && { startTime: new Date(input.after.start_time), id: input.after.event_id };
  // The area's results are shared by everyone near it (nearby-cache.ts), so they carry no owner's fields; a talent's
  // own bids are added to a copy. The cache holds the area's list from its start; `after` picks the page from it.
  const fromArea = () =>
    ctx.nearbyCache.page(
      query,
      now,
      async (centre, miles, cap) =>
        toCards(ctx.db, await repo.listNearby(ctx.db, { ...query, ...centre, miles, limit: cap, now: new Date(now) }), {
          viewerId: null,
        }),
      after,
    );
  const direct = async () => {
    // One more than the page tells whether another page follows.
    const rows = await repo.listNearby(ctx.db, { ...query, limit: query.limit + 1, after, now: new Date(now) });
    const cards = await toCards(ctx.db, rows.slice(0, query.limit), { viewerId, talent });
    return { events: cards, locked: null, next_after: nextAfter(cards, rows.length > query.limit), position };
  };

  if (talent) {
    const cached = await fromArea();
    if (!cached) return direct();
    return {
      events: await withTalentBids(ctx.db, cached.cards, talent),
      locked: null,
      next_after: nextAfter(cached.cards, cached.more),
      position,
    };
  }
  // Everyone else asking from this exact position for this page gets the same answer object, serialized once (from
  // the second ask on: nearby-cache.ts).
  const key = JSON.stringify([query, position, input.after ?? null]);
  const answer = await ctx.nearbyCache.answer(key, async () => {
    const cached = await fromArea();
    if (!cached) return { answer: await direct(), cards: 0, until: 0 };
    const answer = areaAnswer(cached, position);
    // Good until the first of its events ends (the page then moves up).
    const until = Math.min(Number.MAX_SAFE_INTEGER, ...cached.cards.map((c) => Date.parse(c.end_time)));
    return { answer, cards: cached.cards.length, until };
  });
  // Without a session and with the position in the body, the body alone decides the answer: asked again, the same
  // bytes get it before they are parsed (rpc/api-route.ts).
  if (ctx.repeatableBody !== null && ctx.member === null && position.source === 'browser')
    ctx.nearbyCache.keepForRequest(ctx.repeatableBody, key);
  return answer;
};
