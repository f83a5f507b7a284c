import { EVENT_NOT_FOUND } from '@stagepass/domain/events';
import { TICKET_NOT_FOUND } from '@stagepass/domain/tickets';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import * as repo from './tickets-repository';
import { toBusinessTicket } from './ticket-views';

/** spec 001 §7 business_ticket_query (event_id, ticket_id): the business's own event's tickets, or one of them. */
export const business_ticket_query: Handler<'business_ticket_query'> = async ({ ctx, input }) => {
  const nowMs = ctx.clock.now();
  const event = await repo.findEvent(ctx.db, input.event_id);
  if (!event || event.businessId !== ctx.member.id) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND, 'event_id');
  const all = await repo.listForEvent(ctx.db, event.id);
  const tickets = input.ticket_id === undefined ? all : all.filter((t) => t.id === input.ticket_id);
  if (input.ticket_id !== undefined && tickets.length === 0)
    throw new AppError('NOT_FOUND', TICKET_NOT_FOUND, 'ticket_id');
  const ids = tickets.map((t) => t.id);
  const lengths = await repo.waitlistLengths(ctx.db, ids);
  return {
    tickets: tickets.map((t) =>
      toBusinessTicket(t, event, {
        waitlistLength: lengths.get(t.id) ?? 0,
        nowMs,
      }),
    ),
  };
};
