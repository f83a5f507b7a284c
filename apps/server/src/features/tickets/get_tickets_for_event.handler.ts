import type { Handler } from '../../rpc/context';
import { eventCurrency } from '@stagepass/domain/events';
import * as repo from './tickets-repository';
import { visibleEvent } from './ticket-access';
import { toSaleTicket } from './ticket-views';
import { hashOfferToken } from './waitlist';

/**
 * spec 001 §7 get_tickets_for_event (event_id): each ticket with its availability text and remaining stock (§4,
 * §9), what the caller already holds, and their waitlist place. Private tickets only with one of their unused codes
 * (or to the event's business).
 */
export const get_tickets_for_event: Handler<'get_tickets_for_event'> = async ({ ctx, input }) => {
  const nowMs = ctx.clock.now();
  const now = new Date(nowMs);
  const viewerId = ctx.member?.id ?? null;
  const guest = { given: input.ev_password, source: ctx.ip, now: ctx.clock.now() };
  const event = await visibleEvent(ctx.db, input.event_id, viewerId, guest);
  const own = event.businessId === viewerId;
  const all = await repo.listForEvent(ctx.db, event.id);
  const codeRow = input.code
    ? await repo.findCode(
        ctx.db,
        all.map((t) => t.id),
        input.code,
      )
    : null;
  const unlocked = codeRow && codeRow.purchaseId === null ? codeRow.ticketId : null;
  const tickets = all.filter((t) => !t.private || own || t.id === unlocked);
  const ids = tickets.map((t) => t.id);
  const [held, places] = await Promise.all([
    viewerId === null ? new Map<number, number>() : repo.heldBy(ctx.db, ids, viewerId),
    viewerId === null ? [] : repo.placesOf(ctx.db, ids, viewerId),
  ]);
  const tokenHash = input.offer_token ? hashOfferToken(input.offer_token) : null;
  const positions = new Map<number, { position: number | null; offerExpiresAt: Date | null }>();
  for (const place of places) {
    const live = place.state === 'offered' && place.offerExpiresAt !== null && place.offerExpiresAt > now;
    positions.set(place.ticketId, {
      position:
        place.state === 'waiting'
          ? (await repo.waitingBefore(ctx.db, place.ticketId, place.id, place.joinedAt)) + 1
          : null,
      // The held ticket shows to its member with the link's token, or signed in on any device.
      offerExpiresAt: live && (tokenHash === null || tokenHash === place.offerTokenHash) ? place.offerExpiresAt : null,
    });
  }
  return {
    tickets: tickets.map((t) => {
      const place = positions.get(t.id);
      return toSaleTicket(t, event, {
        held: held.get(t.id) ?? 0,
        nowMs,
        waitlistPosition: place?.position ?? null,
        offerExpiresAt: place?.offerExpiresAt ?? null,
      });
    }),
    currency: eventCurrency(event.country),
    time_zone: event.timeZone,
    code_rejected: input.code !== undefined && unlocked === null,
  };
};
