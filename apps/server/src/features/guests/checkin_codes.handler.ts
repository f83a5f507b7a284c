import type { Handler } from '../../rpc/context';
import { checkinSession } from './checkin';
import * as repo from './guests-repository';

/** What the check-in app downloads to work offline: every pass of the event, admitted or not, refused with why. */
export const checkin_codes: Handler<'checkin_codes'> = async ({ ctx, input }) => {
  const now = new Date(ctx.clock.now());
  const session = await checkinSession(ctx.db, input.session_token, now);
  const [passes, counts] = await Promise.all([
    repo.passesOfEvent(ctx.db, session.eventId),
    repo.counts(ctx.db, session.eventId),
  ]);
  return {
    event: {
      event_id: session.eventId,
      name: session.name,
      start_time: session.startTime.toISOString(),
      end_time: session.endTime.toISOString(),
      time_zone: session.timeZone,
    },
    device_name: session.deviceName,
    codes: passes.map((p) => ({
      code: p.code,
      guest_name: p.guestName,
      ticket_name: p.ticketName,
      refused: p.status === 'Refunded' ? ('refunded' as const) : null,
      used: p.usedAt ? { at: p.usedAt.toISOString(), device_name: p.usedOn! } : null,
    })),
    counts,
    downloaded_at: now.toISOString(),
  };
};
