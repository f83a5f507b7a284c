import { DEFAULT_SEARCH_MILES } from '@stagepass/domain/events';
import { FEATURED_EVENTS_COUNT } from '@stagepass/domain/limits';
import type { Handler } from '../../rpc/context';
import { toCards } from './event-cards';
import * as repo from './events-repository';
import { callerPosition } from './position';
import { samePassword } from './visibility';

const NEARBY_LIMIT = 60;

/**
 * spec 001 §7 user_events_query: what anyone may see. By event_id: a published public event; a private one only
 * with its password (§2: reached by link plus password); a draft only by its business. Otherwise the published
 * public events near the caller (§9 great-circle miles), or the landing's featured events (§4: ending in the
 * future and carrying no bid_id, which an event only has on talent-side queries).
 */
export const user_events_query: Handler<'user_events_query'> = async ({ ctx, input }) => {
  const now = ctx.clock.now();
  const viewerId = ctx.member?.id ?? null;
  const position = await callerPosition(ctx, input);
  const origin = { latitude: position.latitude, longitude: position.longitude };

  if (input.event_id !== undefined) {
    const row = await repo.findById(ctx.db, input.event_id, origin);
    const own = row !== null && row.businessId === viewerId;
    if (!row || (row.draft && !own)) return { events: [], locked: null, position };
    if (row.private && !own && !samePassword(input.ev_password, row.password))
      return { events: [], locked: input.ev_password ? 'password_wrong' : 'password_required', position };
    return { events: await toCards(ctx.db, [row], { viewerId }), locked: null, position };
  }

  if (input.featured) {
    const limit = Math.min(input.limit ?? FEATURED_EVENTS_COUNT, FEATURED_EVENTS_COUNT);
    const rows = await repo.listFeatured(ctx.db, new Date(now), limit);
    return { events: await toCards(ctx.db, rows, { viewerId }), locked: null, position };
  }

  const query = {
    ...origin,
    miles: input.distance ?? DEFAULT_SEARCH_MILES,
    startDate: input.start_date,
    endDate: input.end_date,
    forTraits: input.for_traits,
    limit: input.limit ?? NEARBY_LIMIT,
  };
  // The area's results are shared by everyone near it (nearby-cache.ts), so they carry no owner's fields.
  const cached = await ctx.nearbyCache.page(query, now, async (centre, miles, cap) =>
    toCards(ctx.db, await repo.listNearby(ctx.db, { ...query, ...centre, miles, limit: cap, now: new Date(now) }), {
      viewerId: null,
    }),
  );
  if (cached) return { events: cached, locked: null, position };
  const rows = await repo.listNearby(ctx.db, { ...query, now: new Date(now) });
  return { events: await toCards(ctx.db, rows, { viewerId }), locked: null, position };
};
