import { and, eq, inArray } from 'drizzle-orm';
import { bids } from '@stagepass/db/schema/bookings';
import { BOOKING_ERRORS, bidUnderRate, bookNowCents, minimumBidCents } from '@stagepass/domain/auction';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { findCustomerId } from '../payments/card-customers';
import { hasEnabledPayoutAccount } from '../payments/payouts-repository';
import { notifyMembers } from '../notifications/notify-members';
import { bookNow } from './auction';
import { factsOf, talentNotice } from './auction';
import { businessBidView } from './bid-views';
import * as repo from './bookings-repository';
import { lockAuctionDay, recomputeStandings } from './standings';

/**
 * spec 001 §7 bid_book_candidate: a business bids its maximum for a talent on one of its time blocks, or changes its
 * live bid (bid_id), or books it now (type BOOK_NOW). The checks, in the order a person fixes them: the block, the
 * trait, the talent, their payout account, a card to pay with, a schedule that covers the block and is open, the rate.
 * The bid is written and every standing of the talent-day recomputed under the day's lock.
 */
export const bid_book_candidate: Handler<'bid_book_candidate'> = async ({ ctx, input }) => {
  const now = new Date(ctx.clock.now());
  const sub = await repo.findSubEvent(ctx.db, input.sb_event_id);
  if (!sub || sub.businessId !== ctx.member.id)
    throw new AppError('NOT_FOUND', BOOKING_ERRORS.subEventNotFound, 'sb_event_id');
  if (sub.startTime <= now) throw new AppError('CONFLICT', BOOKING_ERRORS.started, 'sb_event_id');
  if (!((sub.traitsNum[String(input.sp_trait_id)] ?? 0) > 0))
    throw new AppError('INVALID_INPUT', BOOKING_ERRORS.traitNotAsked, 'sp_trait_id');
  const talent = await repo.findTalent(ctx.db, input.sp_id);
  if (!talent) throw new AppError('NOT_FOUND', BOOKING_ERRORS.talentNotFound, 'sp_id');
  if (!(await repo.talentOffersTrait(ctx.db, talent.id, input.sp_trait_id)))
    throw new AppError('INVALID_INPUT', BOOKING_ERRORS.traitNotOffered, 'sp_trait_id');
  if (!(await hasEnabledPayoutAccount(ctx.db, talent.id)))
    throw new AppError('CONFLICT', BOOKING_ERRORS.noPayoutAccount, 'sp_id');
  const customerId = await findCustomerId(ctx.db, ctx.member.id);
  const cards = customerId && ctx.cards.kind !== 'unavailable' ? await ctx.cards.listCards(customerId) : null;
  if (!cards || cards.cards.length === 0) throw new AppError('CONFLICT', BOOKING_ERRORS.noCard, 'price');
  const windows = await repo.windowsCovering(ctx.db, [talent.id], sub);
  const window = windows[0];
  if (!window) throw new AppError('CONFLICT', BOOKING_ERRORS.noSchedule, 'sp_id');

  if (input.type === 'BOOK_NOW') {
    if (input.bid_id === undefined) throw new AppError('INVALID_INPUT', BOOKING_ERRORS.bidNotFound, 'bid_id');
    if (bookNowCents(window, sub.private) === null) throw new AppError('CONFLICT', BOOKING_ERRORS.noBookNow, 'type');
    const own = await repo.bidById(ctx.db, input.bid_id);
    if (!own || own.businessId !== ctx.member.id || own.subEventId !== sub.id || own.talentId !== talent.id)
      throw new AppError('NOT_FOUND', BOOKING_ERRORS.bidNotFound, 'bid_id');
    // price is the Book Now price the business saw (its bid's book_now_cents): booked at it, or refused if it changed.
    await bookNow(ctx, ctx.member.id, own.id, input.price);
    return { bid: businessBidView((await repo.bidById(ctx.db, own.id))!, false) };
  }

  const minimum = minimumBidCents(window, sub.private);
  if (input.price < minimum) throw new AppError('INVALID_INPUT', bidUnderRate(minimum), 'price');

  const bidId = await ctx.db.transaction(async (tx) => {
    const day = await lockAuctionDay(tx, window.dayId);
    if (!day || day.closedAt !== null || day.closesAt <= now)
      throw new AppError('CONFLICT', BOOKING_ERRORS.closed, 'sp_id');
    const [live] = await tx
      .select()
      .from(bids)
      .where(
        and(
          eq(bids.subEventId, sub.id),
          eq(bids.talentId, talent.id),
          inArray(bids.state, ['Request', 'Bid', 'Booked']),
        ),
      );
    if (input.bid_id !== undefined && (!live || live.id !== input.bid_id || live.businessId !== ctx.member.id))
      throw new AppError('NOT_FOUND', BOOKING_ERRORS.bidNotFound, 'bid_id');
    let id: number;
    if (live) {
      if (live.state === 'Booked') throw new AppError('CONFLICT', BOOKING_ERRORS.booked, 'sp_id');
      await tx
        .update(bids)
        .set({ maxCents: input.price, scheduleId: window.id, dayId: window.dayId, updatedAt: now })
        .where(eq(bids.id, live.id));
      id = live.id;
    } else {
      const [row] = await tx
        .insert(bids)
        .values({
          subEventId: sub.id,
          eventId: sub.eventId,
          businessId: ctx.member.id,
          talentId: talent.id,
          scheduleId: window.id,
          dayId: window.dayId,
          traitId: input.sp_trait_id,
          maxCents: input.price,
          type: 'BID',
          state: window.approveBids ? 'Request' : 'Bid',
          placedAt: now,
          updatedAt: now,
        })
        .returning({ id: bids.id });
      id = row!.id;
      const [facts] = (await factsOf(tx, [id])).values();
      const kase = window.approveBids ? 'awaitingApproval' : 'activeBid';
      await notifyMembers(tx, ctx.mailer, [talentNotice(facts!, kase, input.price)], now, ctx.config.PUBLIC_URL);
    }
    await recomputeStandings(tx, window.dayId, now.getTime());
    return id;
  });
  ctx.mailer.kick();
  return { bid: businessBidView((await repo.bidById(ctx.db, bidId))!, false) };
};
