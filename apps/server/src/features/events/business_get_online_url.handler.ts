import { EVENT_NOT_FOUND } from '@stagepass/domain/events';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { findEvent } from '../tickets/tickets-repository';

/** spec 001 §7 business_get_online_url (event_id): the livestream URL of the business's own event. */
export const business_get_online_url: Handler<'business_get_online_url'> = async ({ ctx, input }) => {
  const event = await findEvent(ctx.db, input.event_id);
  if (!event || event.businessId !== ctx.member.id) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND, 'event_id');
  return { online_url: event.onlineUrl };
};
