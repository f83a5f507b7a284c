import { createHash } from 'node:crypto';
import { randomString } from '@stagepass/domain/ids';
import { WAITLIST_EMAIL_SUBJECT, WAITLIST_HOLD_MS } from '@stagepass/domain/tickets';
import type { Database, Executor } from '@stagepass/db/client';
import type { Mailer } from '../../adapters/email/outbox';
import type { Config } from '../../config';
import { notify } from '../notifications/notifications-repository';
import { waitlistOfferEmail } from './ticket-emails';
import * as repo from './tickets-repository';
import { remainingOf } from './ticket-views';

export const hashOfferToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface Deps {
  mailer: Mailer;
  config: Pick<Config, 'PUBLIC_URL'>;
}

/**
 * Offers what is free of a ticket to the first in line (beyond the spec; pretix's waitlist): each gets one ticket
 * held for 24 hours, by email and in-app. Runs inside the transaction that locked the ticket row and freed the
 * stock (a refund, a raised quantity, an expired offer), so two offers never hold the same unit: each offer adds
 * one to the ticket's `held`, which purchases by others leave alone.
 */
export async function offerFreedTickets(tx: Executor, deps: Deps, ticketId: number, now: Date): Promise<number> {
  const ticket = await repo.findTicket(tx, ticketId);
  if (!ticket || now >= ticket.salesEnd) return 0;
  const next = await repo.nextWaiting(tx, ticketId, remainingOf(ticket));
  if (next.length === 0) return 0;
  await repo.addToStock(tx, ticketId, { held: next.length });
  const event = (await repo.findEvent(tx, ticket.eventId))!;
  const expiresAt = new Date(now.getTime() + WAITLIST_HOLD_MS);
  for (const place of next) {
    const token = randomString(32);
    await repo.markOffered(tx, place.id, hashOfferToken(token), now, expiresAt);
    await deps.mailer.queue(
      tx,
      waitlistOfferEmail(place, event, ticket.name, token, expiresAt, deps.config.PUBLIC_URL),
    );
    await notify(
      tx,
      [
        {
          memberId: place.memberId,
          type: 'WAITLIST_OFFER',
          title: WAITLIST_EMAIL_SUBJECT(ticket.name, event.name),
          body: 'It is held for you for 24 hours.',
          eventId: event.id,
          link: `/dash/event/${event.id}?offer=${token}`,
        },
      ],
      now,
    );
  }
  return next.length;
}

/** The clock job: offers that ran out move to the next in line. Idempotent: an expired offer is expired once. */
export async function moveOnExpiredOffers(db: Database, deps: Deps, nowMs: number) {
  const now = new Date(nowMs);
  for (const ticketId of await repo.ticketsWithExpiredOffers(db, now)) {
    await db.transaction(async (tx) => {
      if (!(await repo.lockTicket(tx, ticketId))) return;
      await repo.expireOffers(tx, ticketId, now);
      await offerFreedTickets(tx, deps, ticketId, now);
    });
  }
}
