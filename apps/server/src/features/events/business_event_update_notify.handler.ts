import { eq } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import { EVENT_NOT_FOUND } from '@stagepass/domain/events';
import { AppError } from '../../rpc/app-error';
import type { Handler } from '../../rpc/context';
import { notify } from '../notifications/notifications-repository';
import { eventUpdateEmail } from '../tickets/ticket-emails';
import { findEvent, holdersOf } from '../tickets/tickets-repository';

/**
 * spec 001 §7 business_event_update_notify (event_id): every holder of a ticket to the business's event is told,
 * once each, by email and in-app, in one transaction.
 */
export const business_event_update_notify: Handler<'business_event_update_notify'> = async ({ ctx, input }) => {
  const now = new Date(ctx.clock.now());
  const event = await findEvent(ctx.db, input.event_id);
  if (!event || event.businessId !== ctx.member.id) throw new AppError('NOT_FOUND', EVENT_NOT_FOUND, 'event_id');
  const [business] = await ctx.db.select({ name: members.name }).from(members).where(eq(members.id, event.businessId));
  const holders = await holdersOf(ctx.db, event.id);
  const facts = { ...event, businessName: business?.name ?? '' };
  await ctx.db.transaction(async (tx) => {
    for (const holder of holders)
      await ctx.mailer.queue(tx, eventUpdateEmail(holder, facts, input.message, ctx.config.PUBLIC_URL));
    await notify(
      tx,
      holders.map((h) => ({
        memberId: h.id,
        type: 'EVENT_UPDATE',
        title: `Update: ${event.name}`,
        body: input.message ?? `${facts.businessName} updated the event.`,
        eventId: event.id,
        link: `/dash/event/${event.id}`,
      })),
      now,
    );
  });
  ctx.mailer.kick();
  return { notified: holders.length };
};
