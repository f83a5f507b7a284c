import { TICKET_NOT_FOUND } from '@stagepass/domain/tickets';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import * as repo from './tickets-repository';

/** spec 001 §7 business_get_private_ticket_codes (ticket_id, offset, limit): a page of the codes, oldest first. */
export const business_get_private_ticket_codes: Handler<'business_get_private_ticket_codes'> = async ({
  ctx,
  input,
}) => {
  const ticket = await repo.findTicket(ctx.db, input.ticket_id);
  const event = ticket && (await repo.findEvent(ctx.db, ticket.eventId));
  if (!ticket || event?.businessId !== ctx.member.id) throw new AppError('NOT_FOUND', TICKET_NOT_FOUND, 'ticket_id');
  const [codes, total] = await Promise.all([
    repo.pageCodes(ctx.db, ticket.id, input.offset, input.limit),
    repo.countCodes(ctx.db, ticket.id),
  ]);
  return {
    codes: codes.map((c) => ({ code: c.code, used: c.purchaseId !== null })),
    total,
    ticket_name: ticket.name,
    event_id: ticket.eventId,
  };
};
