import { EVENT_NOT_FOUND } from '@stagepass/domain/events';
import type { Executor } from '@stagepass/db/client';
import { AppError } from '../../rpc/app-error';
import { findEvent, type TicketEvent } from '../tickets/tickets-repository';

/** The business's own event, or 404 with nothing of it (another business's event is not there for them). */
export async function ownEvent(db: Executor, businessId: number, eventId: number): Promise<TicketEvent> {
  const event = await findEvent(db, eventId);
  if (!event || event.businessId !== businessId) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND, 'event_id');
  return event;
}
