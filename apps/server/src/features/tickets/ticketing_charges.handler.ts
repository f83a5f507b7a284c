import { eventCurrency } from '@stagepass/domain/events';
import { ticketCharges } from '@stagepass/domain/tickets';
import type { Handler } from '../../rpc/context';
import { feesFromConfig } from '../payments/get_fees.handler';
import { visibleTicket } from './ticket-access';

/** spec 001 §7 ticketing_charges (ticket_id, quantity), §9: what the buyer pays, before paying. */
export const ticketing_charges: Handler<'ticketing_charges'> = async ({ ctx, input }) => {
  const { ticket, event } = await visibleTicket(ctx.db, input.ticket_id, ctx.member?.id ?? null, {
    code: input.code,
    guest: { given: input.ev_password, source: ctx.ip, now: ctx.clock.now() },
  });
  const currency = eventCurrency(event.country);
  const fees = feesFromConfig(ctx.config);
  return { ...ticketCharges(ticket.priceCents, input.quantity, fees, ticket.taxDetails, currency), currency };
};
