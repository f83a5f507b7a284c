import { bpToFraction, utcDay } from '@stagepass/domain/affiliate';
import type { Handler } from '../../rpc/context';
import { promotionOn } from './affiliate-repository';

/** spec 001 §7 affiliate_promotion: the promotion in force today (by the server's clock), shares as fractions. */
export const affiliate_promotion: Handler<'affiliate_promotion'> = async ({ ctx }) => {
  const p = await promotionOn(ctx.db, utcDay(ctx.clock.now()));
  if (!p) return { promotion: null };
  return {
    promotion: {
      bus_booking_pct: bpToFraction(p.busBookingBp),
      spc_booking_pct: bpToFraction(p.spcBookingBp),
      ticket_pct: bpToFraction(p.ticketBp),
      start_date: p.startDate,
      end_date: p.endDate,
      payout_period: p.payoutPeriodMonths,
    },
  };
};
