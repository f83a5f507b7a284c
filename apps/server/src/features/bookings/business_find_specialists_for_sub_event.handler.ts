import { greatCircleMiles } from '@stagepass/domain/format';
import { BOOKING_ERRORS, minimumBidCents, bookNowCents } from '@stagepass/domain/auction';
import { talentListingPrice } from '@stagepass/domain/fees';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { feesFromConfig } from '../payments/get_fees.handler';
import { businessBidView } from './bid-views';
import * as repo from './bookings-repository';

/** Talent looked at per search: the nearest with a schedule first, then the rest by name. */
const TALENT_LIMIT = 200;

/**
 * spec 001 §7 business_find_specialists_for_sub_event (sb_event_id, trait): talent with the trait whose open schedule
 * covers the business's time block (`specialist`, nearest first), and the rest of the talent with the trait
 * (`specialist_nosch`), who can be sent a schedule request. A fixed number of queries, whatever the count.
 */
export const business_find_specialists_for_sub_event: Handler<'business_find_specialists_for_sub_event'> = async ({
  ctx,
  input,
}) => {
  const now = ctx.clock.now();
  const sub = await repo.findSubEvent(ctx.db, input.sb_event_id);
  if (!sub || sub.businessId !== ctx.member.id)
    throw new AppError('NOT_FOUND', BOOKING_ERRORS.subEventNotFound, 'sb_event_id');
  const talent = await repo.talentWithTrait(ctx.db, input.trait, TALENT_LIMIT);
  const [windows, ownBids, requests] = await Promise.all([
    repo.windowsCovering(
      ctx.db,
      talent.map((t) => t.id),
      sub,
    ),
    repo.bidsOfBusinessOnSubEvent(ctx.db, ctx.member.id, sub.id),
    repo.scheduleRequestsFor(ctx.db, sub.id),
  ]);
  const fees = feesFromConfig(ctx.config);
  const open = new Map(
    windows.filter((w) => w.closedAt === null && w.closesAt.getTime() > now).map((w) => [w.talentId, w]),
  );
  const liveBid = new Map(
    ownBids
      .filter((b) => b.state === 'Request' || b.state === 'Bid' || b.state === 'Booked')
      .map((b) => [b.talentId, b]),
  );
  const person = (t: (typeof talent)[number]) => ({ sp_id: t.id, name: t.name, photo: t.image, username: t.username });
  const specialist = talent
    .filter((t) => open.has(t.id))
    .map((t) => {
      const w = open.get(t.id)!;
      const rate = minimumBidCents(w, sub.private);
      const bid = liveBid.get(t.id);
      return {
        ...person(t),
        sch_id: w.id,
        location_name: w.locationName,
        distance: greatCircleMiles(w.latitude, w.longitude, sub.latitude, sub.longitude),
        rate_cents: rate,
        listing_price_cents: talentListingPrice(rate, fees),
        book_now_cents: bookNowCents(w, sub.private),
        approve_bids: w.approveBids,
        closes_at: w.closesAt.toISOString(),
        bid: bid ? businessBidView(bid, false) : null,
      };
    })
    .sort((a, b) => a.distance - b.distance);
  const requestOf = new Map(requests.map((r) => [r.talentId, { req_id: r.id, state: r.state }]));
  const specialist_nosch = talent
    .filter((t) => !open.has(t.id))
    .map((t) => ({ ...person(t), schedule_request: requestOf.get(t.id) ?? null }));
  return { specialist, specialist_nosch, server_now: new Date(now).toISOString() };
};
