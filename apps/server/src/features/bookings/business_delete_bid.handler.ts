import { eq } from 'drizzle-orm';
import { bids, bookingPayments } from '@stagepass/db/schema/bookings';
import { BOOKING_ERRORS } from '@stagepass/domain/auction';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { lockAuctionDay, recomputeStandings } from './standings';

/** spec 001 §7 business_delete_bid (bid_id): the business withdraws its bid; a booking cannot be withdrawn. */
export const business_delete_bid: Handler<'business_delete_bid'> = async ({ ctx, input }) => {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(bids).where(eq(bids.id, input.bid_id));
    if (!found || found.businessId !== ctx.member.id)
      throw new AppError('NOT_FOUND', BOOKING_ERRORS.bidNotFound, 'bid_id');
    if (found.dayId !== null) await lockAuctionDay(tx, found.dayId);
    const [bid] = await tx.select().from(bids).where(eq(bids.id, input.bid_id));
    const [payment] = await tx
      .select({ state: bookingPayments.state })
      .from(bookingPayments)
      .where(eq(bookingPayments.bidId, bid!.id));
    // A booking, or a bid being charged right now (Book Now, or the close), stays.
    if (bid!.state === 'Booked' || payment)
      throw new AppError('CONFLICT', BOOKING_ERRORS.bookingNotWithdrawn, 'bid_id');
    await tx.delete(bids).where(eq(bids.id, bid!.id));
    if (bid!.dayId !== null) await recomputeStandings(tx, bid!.dayId, now);
  });
  return { deleted: true as const };
};
