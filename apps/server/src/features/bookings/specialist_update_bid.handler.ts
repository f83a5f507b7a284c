import { eq } from 'drizzle-orm';
import { bids } from '@stagepass/db/schema/bookings';
import { BOOKING_ERRORS } from '@stagepass/domain/auction';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { notifyMembers } from '../notifications/notify-members';
import { businessNotice, factsOf } from './auction';
import { unreadByEvent } from '../messages/messages-repository';
import { talentBidView } from './bid-views';
import * as repo from './bookings-repository';
import { lockAuctionDay, recomputeStandings } from './standings';

/**
 * spec 001 §7 specialist_update_bid (approve_bid, bid_id): the talent approves a bid request (it joins the auction
 * as a Bid) or rejects it (Rejected), while the schedule is open. The business is told.
 */
export const specialist_update_bid: Handler<'specialist_update_bid'> = async ({ ctx, input }) => {
  const now = new Date(ctx.clock.now());
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(bids).where(eq(bids.id, input.bid_id));
    if (!found || found.talentId !== ctx.member.id)
      throw new AppError('NOT_FOUND', BOOKING_ERRORS.bidNotFound, 'bid_id');
    const day = found.dayId === null ? null : await lockAuctionDay(tx, found.dayId);
    const [bid] = await tx.select().from(bids).where(eq(bids.id, input.bid_id));
    if (bid!.state !== 'Request') throw new AppError('CONFLICT', BOOKING_ERRORS.notARequest, 'bid_id');
    if (!day || day.closedAt !== null || day.closesAt <= now)
      throw new AppError('CONFLICT', BOOKING_ERRORS.closed, 'bid_id');
    await tx
      .update(bids)
      .set({ state: input.approve_bid ? 'Bid' : 'Rejected', bidState: null, updatedAt: now })
      .where(eq(bids.id, bid!.id));
    const [facts] = (await factsOf(tx, [bid!.id])).values();
    await notifyMembers(
      tx,
      ctx.mailer,
      [businessNotice(facts!, input.approve_bid ? 'approved' : 'rejected')],
      now,
      ctx.config.PUBLIC_URL,
    );
    await recomputeStandings(tx, day.id, now.getTime());
  });
  ctx.mailer.kick();
  const bid = (await repo.bidById(ctx.db, input.bid_id))!;
  const unread = await unreadByEvent(ctx.db, ctx.member.id, [bid.eventId]);
  return { bid: talentBidView(bid, unread.get(bid.eventId)) };
};
