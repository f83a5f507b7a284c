import { BOOKING_ERRORS, bookNowCents } from '@stagepass/domain/auction';
import { talentListingPrice } from '@stagepass/domain/fees';
import { greatCircleMiles } from '@stagepass/domain/format';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { feesFromConfig } from '../payments/get_fees.handler';
import * as repo from './bookings-repository';

/**
 * spec 001 §7 business_find_availablity (date, sp_id, latitude, longitude): the talent's windows on that local day,
 * with their public prices, the distance from the given position, and the blocks already booked in each.
 */
export const business_find_availablity: Handler<'business_find_availablity'> = async ({ ctx, input }) => {
  const talent = await repo.findTalent(ctx.db, input.sp_id);
  if (!talent) throw new AppError('NOT_FOUND', BOOKING_ERRORS.talentNotFound, 'sp_id');
  const windows = await repo.windowsOnDay(ctx.db, talent.id, input.date);
  const server_now = new Date(ctx.clock.now()).toISOString();
  if (windows.length === 0) return { windows: [], server_now };
  const booked = await repo.bookedBlocks(ctx.db, talent.id, windows[0]!.startTime, windows.at(-1)!.endTime);
  const fees = feesFromConfig(ctx.config);
  return {
    windows: windows.map((w) => ({
      sch_id: w.id,
      start_time: w.startTime.toISOString(),
      end_time: w.endTime.toISOString(),
      time_zone: w.timeZone,
      location_name: w.locationName,
      distance: greatCircleMiles(w.latitude, w.longitude, input.latitude, input.longitude),
      rate_cents: w.rateCents,
      listing_price_cents: talentListingPrice(w.rateCents, fees),
      book_now_cents: bookNowCents(w, false),
      approve_bids: w.approveBids,
      buffer_time: w.bufferTime,
      max_events: w.maxEvents,
      closes_at: w.closesAt.toISOString(),
      closed_at: w.closedAt?.toISOString() ?? null,
      booked: booked
        .filter((b) => b.startTime < w.endTime && w.startTime < b.endTime)
        .map((b) => [b.startTime.toISOString(), b.endTime.toISOString()] as [string, string]),
    })),
    server_now,
  };
};
