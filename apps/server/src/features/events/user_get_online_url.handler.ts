import { EVENT_NOT_FOUND } from '@stagepass/domain/events';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { findEvent, holdsTicket } from '../tickets/tickets-repository';
import { visibleTo } from './visibility';

/**
 * spec 001 §7 user_get_online_url (event_id): the livestream URL for a holder of a charged ticket (or the event's
 * business); null for anyone else who may see the event. An event they may not see answers 404.
 */
export const user_get_online_url: Handler<'user_get_online_url'> = async ({ ctx, input }) => {
  const memberId = ctx.member.id;
  const event = await findEvent(ctx.db, input.event_id);
  const holder = !!event && (await holdsTicket(ctx.db, memberId, event.id));
  if (!event || !visibleTo(event, memberId, { privateByLink: holder }))
    throw new AppError('NOT_FOUND', EVENT_NOT_FOUND, 'event_id');
  return { online_url: holder || event.businessId === memberId ? event.onlineUrl : null };
};
