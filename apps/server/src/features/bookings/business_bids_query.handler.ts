import { compareBusinessBids } from '@stagepass/domain/bids';
import { subEventNeedsAttention } from '@stagepass/domain/events';
import { EVENT_NOT_FOUND } from '@stagepass/domain/events';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { findEvent } from '../tickets/tickets-repository';
import { businessBidView } from './bid-views';
import * as repo from './bookings-repository';

/**
 * Ours: the bids and bookings on the business's event, in spec 001 §4's order, each with 'Slot Full' (the trait's
 * places on its block are taken by bookings), and the upcoming sub-events that need attention.
 */
export const business_bids_query: Handler<'business_bids_query'> = async ({ ctx, input }) => {
  const event = await findEvent(ctx.db, input.event_id);
  if (!event || event.businessId !== ctx.member.id) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND, 'event_id');
  const [rows, subs] = await Promise.all([repo.bidsOfEvent(ctx.db, event.id), repo.subEventsOfEvent(ctx.db, event.id)]);
  const slots = await repo.filledSlots(
    ctx.db,
    subs.map((s) => s.id),
  );
  const key = (sub: number, trait: number) => `${sub}:${trait}`;
  const booked = new Map(slots.map((s) => [key(s.subEventId, s.traitId), s.booked]));
  const filled = new Map<number, Record<string, number>>();
  for (const s of slots)
    filled.set(s.subEventId, { ...filled.get(s.subEventId), [String(s.traitId)]: s.booked + s.leading });
  const bids = rows
    .map((b) => {
      const need = b.traitsNum[String(b.traitId)] ?? 0;
      const full = b.state !== 'Booked' && (booked.get(key(b.subEventId, b.traitId)) ?? 0) >= need;
      return businessBidView(b, full);
    })
    .sort(compareBusinessBids);
  return {
    server_now: new Date(ctx.clock.now()).toISOString(),
    bids,
    needs_attention: subs.filter((s) => subEventNeedsAttention(s.traitsNum, filled.get(s.id) ?? {})).map((s) => s.id),
  };
};
