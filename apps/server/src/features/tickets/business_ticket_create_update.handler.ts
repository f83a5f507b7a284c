import { EVENT_NOT_FOUND, PAYOUT_ACCOUNT_REQUIRED, venueTimeToInstant } from '@stagepass/domain/events';
import { randomString } from '@stagepass/domain/ids';
import {
  PRIVATE_CODE_LENGTH,
  TICKET_NOT_FOUND,
  TICKET_QUANTITY_BELOW_SOLD,
  TICKET_SALES_END_AFTER_EVENT,
  TICKET_SALES_END_BEFORE_START,
} from '@stagepass/domain/tickets';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { lockOwned } from '../events/events-repository';
import { hasEnabledPayoutAccount } from '../payments/payouts-repository';
import * as repo from './tickets-repository';
import { toBusinessTicket } from './ticket-views';
import { offerFreedTickets } from './waitlist';
import { nearbyChanged } from '../events/nearby-cache';

/**
 * spec 001 §7 business_ticket_create_update: adds a ticket to one of the business's events, or updates one. Sales
 * open and close at the venue's wall-clock times, and close by the end of the event. The quantity never goes below
 * what is sold (§9 stock), checked under the ticket's row lock that every sale takes. A private ticket gets one code
 * per unit; a raised quantity is offered to the waitlist first.
 */
export const business_ticket_create_update: Handler<'business_ticket_create_update'> = async ({ ctx, input }) => {
  const businessId = ctx.member.id;
  const now = new Date(ctx.clock.now());
  if (input.price > 0 && !(await hasEnabledPayoutAccount(ctx.db, businessId)))
    throw new AppError('PAYOUT_ACCOUNT_REQUIRED', PAYOUT_ACCOUNT_REQUIRED);
  const ticket = await ctx.db.transaction(async (tx) => {
    const event = await lockOwned(tx, businessId, input.event_id);
    if (!event) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND, 'event_id');
    const salesStart = new Date(venueTimeToInstant(input.sales_start, event.timeZone));
    const salesEnd = new Date(venueTimeToInstant(input.sales_end, event.timeZone));
    if (salesEnd <= salesStart) throw new AppError('INVALID_INPUT', TICKET_SALES_END_BEFORE_START, 'sales_end');
    if (salesEnd > event.endTime) throw new AppError('INVALID_INPUT', TICKET_SALES_END_AFTER_EVENT, 'sales_end');
    const values = {
      name: input.name,
      priceCents: input.price,
      quantity: input.quantity,
      refundable: input.refundable,
      salesStart,
      salesEnd,
      description: input.description,
      private: input.private,
      taxDetails: input.tax_details,
      onlineOnly: input.online_only,
      purchaseLimit: input.purchase_limit,
    };
    let saved: repo.TicketRow;
    if (input.ticket_id === undefined) saved = await repo.insertTicket(tx, event.id, values, now);
    else {
      const current = await repo.lockTicket(tx, input.ticket_id);
      if (!current || current.eventId !== event.id) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND, 'ticket_id');
      const held = current.sold - current.returned;
      if (input.quantity < held) throw new AppError('CONFLICT', TICKET_QUANTITY_BELOW_SOLD(held), 'quantity');
      saved = await repo.updateTicket(tx, current.id, values, now);
    }
    if (saved.private) {
      const missing = saved.quantity - (await repo.countCodes(tx, saved.id));
      const codes = Array.from({ length: Math.max(0, missing) }, () => randomString(PRIVATE_CODE_LENGTH));
      await repo.insertCodes(tx, saved.id, codes, now);
    }
    await offerFreedTickets(tx, ctx, saved.id, now);
    await nearbyChanged(tx);
    return saved;
  });
  ctx.nearbyCache.clear();
  return { ticket: await businessView(ctx.db, ticket, now.getTime()) };
};

/** One ticket as its business reads it, with its waitlist. */
export async function businessView(db: repo.TicketDb, ticket: repo.TicketRow, nowMs: number) {
  const event = (await repo.findEvent(db, ticket.eventId))!;
  const lengths = await repo.waitlistLengths(db, [ticket.id]);
  return toBusinessTicket(ticket, event, {
    waitlistLength: lengths.get(ticket.id) ?? 0,
    nowMs,
  });
}
