import { eq } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import {
  AUTHENTICATION_TIMEOUT_MINUTES,
  PAYMENT_NOT_COMPLETED,
  PURCHASE_NOT_FOUND,
  TICKET_ALREADY_REFUNDED,
  TICKET_NOT_REFUNDABLE,
  TICKET_REFUND_TOO_LATE,
} from '@stagepass/domain/tickets';
import { AppError } from '../../rpc/app-error';
import { notify } from '../notifications/notifications-repository';
import { finishPurchase, releaseAuthentication, type PurchaseDeps } from './purchase';
import { refundEmail } from './ticket-emails';
import * as repo from './tickets-repository';
import type { PurchaseRecord, TicketEvent, TicketRow } from './tickets-repository';
import type { Executor } from '@stagepass/db/client';
import { offerFreedTickets } from './waitlist';
import { emitTicketEvent } from '../webhooks/webhook-events';

/**
 * spec 001 §7 user_refund_tickets: a refundable ticket, charged, before the event starts. One transaction, under the
 * ticket's row lock, returns the stock (§9: `returned`, so the sale is still counted once), marks the purchase
 * Refunded with its card refund pending, mails the refund and offers the freed tickets to the waitlist. The card is
 * refunded after, with the purchase's own idempotency key: a crash in between leaves `refund_pending`, which the
 * recovery job finishes.
 */
export async function refundPurchase(deps: PurchaseDeps, memberId: number, purchaseId: number) {
  const now = new Date(deps.clock.now());
  const purchase = await deps.db.transaction(async (tx) => {
    const found = await repo.lockPurchase(tx, purchaseId);
    if (!found || found.memberId !== memberId) throw new AppError('NOT_FOUND', PURCHASE_NOT_FOUND, 'purchase_id');
    if (found.status === 'Refunded') throw new AppError('CONFLICT', TICKET_ALREADY_REFUNDED, 'purchase_id');
    if (found.status !== 'Charged') throw new AppError('CONFLICT', PAYMENT_NOT_COMPLETED, 'purchase_id');
    const ticket = (await repo.lockTicket(tx, found.ticketId))!;
    const event = (await repo.findEvent(tx, found.eventId))!;
    if (!ticket.refundable) throw new AppError('CONFLICT', TICKET_NOT_REFUNDABLE, 'purchase_id');
    if (now >= event.startTime) throw new AppError('CONFLICT', TICKET_REFUND_TOO_LATE, 'purchase_id');
    await recordRefund(tx, deps, { purchase: found, ticket, event, now }, { refundPending: found.chargeId !== null });
    return found;
  });
  if (purchase.chargeId !== null) await refundCard(deps, purchase.id);
}

/**
 * A refund the card provider reports (Stripe's charge.refunded): made from its dashboard, or the confirmation of one
 * made here. A purchase still Charged is refunded in full as a refund here would be (the stock, the code, the mail,
 * the waitlist), without refunding the card again; one refunded here has its card refund marked done. Whatever
 * the order and number of deliveries, the refund is recorded once.
 */
export async function recordProviderRefund(
  deps: PurchaseDeps,
  purchaseId: number,
  refundId: string | null,
): Promise<'recorded' | 'confirmed' | 'ignored'> {
  const now = new Date(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const found = await repo.lockPurchase(tx, purchaseId);
    if (found?.status === 'Refunded') {
      if (!found.refundPending) return 'ignored';
      await repo.updatePurchase(tx, found.id, { refundPending: false, refundId: refundId ?? found.refundId });
      return 'confirmed';
    }
    if (found?.status !== 'Charged') return 'ignored';
    const ticket = (await repo.lockTicket(tx, found.ticketId))!;
    const event = (await repo.findEvent(tx, found.eventId))!;
    await recordRefund(tx, deps, { purchase: found, ticket, event, now }, { refundPending: false, refundId });
    return 'recorded';
  });
}

/**
 * What a refund changes, in the caller's transaction (the ticket row locked): the stock returns (§9 `returned`, so
 * the sale is still counted once), a private ticket's code is freed, the purchase is Refunded, the buyer gets the
 * refund mail and notice, and the freed tickets are offered to the waitlist.
 */
async function recordRefund(
  tx: Executor,
  deps: PurchaseDeps,
  { purchase, ticket, event, now }: { purchase: PurchaseRecord; ticket: TicketRow; event: TicketEvent; now: Date },
  card: { refundPending: boolean; refundId?: string | null },
) {
  await repo.addToStock(tx, ticket.id, { returned: purchase.quantity });
  // A private ticket's unit comes back with its code, so the code can sell it again.
  if (purchase.privateCodeId !== null) await repo.setCodePurchase(tx, purchase.privateCodeId, null);
  await repo.updatePurchase(tx, purchase.id, {
    status: 'Refunded',
    refundedAt: now,
    refundPending: card.refundPending,
    ...(card.refundId ? { refundId: card.refundId } : {}),
  });
  const [buyer] = await tx
    .select({ email: members.email, name: members.name })
    .from(members)
    .where(eq(members.id, purchase.memberId));
  const facts = { ...purchase, ticketName: ticket.name, purchaseId: purchase.id };
  await deps.mailer.queue(tx, refundEmail({ email: purchase.email ?? buyer!.email, name: buyer!.name }, event, facts));
  await notify(
    tx,
    [
      {
        memberId: purchase.memberId,
        type: 'TICKET_REFUND',
        title: `Refund for ${event.name}`,
        body: `${purchase.quantity} × ${ticket.name} refunded.`,
        eventId: event.id,
        link: '/dash/purchases',
      },
    ],
    now,
  );
  await offerFreedTickets(tx, deps, ticket.id, now);
  // issue 15: the business's webhooks hear of the refund.
  await emitTicketEvent(
    tx,
    'ticket.refunded',
    { purchase, ticketName: ticket.name, event, buyerName: buyer!.name },
    now,
  );
}

/** The card side of a refund, idempotent: run by the request, and again by the recovery job if it was cut short. */
export async function refundCard(deps: PurchaseDeps, purchaseId: number): Promise<void> {
  const purchase = await repo.findPurchase(deps.db, purchaseId);
  if (!purchase?.refundPending || purchase.chargeId === null) return;
  const { refundId } = await deps.cards.refund({
    chargeId: purchase.chargeId,
    idempotencyKey: `refund-${purchase.id}-${purchase.createdAt.getTime()}`,
  });
  await repo.updatePurchase(deps.db, purchase.id, { refundPending: false, refundId });
}

/** How long a charge or card refund may stay unfinished before the recovery job takes it over. */
const UNFINISHED_AFTER_MS = 2 * 60 * 1000;

/**
 * The clock job that finishes what a crash cut short: a Pending purchase is charged (or found charged) with its own
 * idempotency key and recorded; a refund recorded here is sent to the card. Running it twice pays nothing twice.
 * A purchase still waiting for the bank's confirmation (3-D Secure) after AUTHENTICATION_TIMEOUT_MINUTES is given up:
 * its payment is cancelled and its units go back.
 */
export async function finishUnfinishedPurchases(deps: PurchaseDeps, nowMs: number): Promise<void> {
  const abandonedBefore = nowMs - AUTHENTICATION_TIMEOUT_MINUTES * 60 * 1000;
  for (const { id } of await repo.unfinishedPurchases(deps.db, new Date(nowMs - UNFINISHED_AFTER_MS))) {
    const purchase = await repo.findPurchase(deps.db, id);
    if (purchase?.status !== 'Pending') {
      await refundCard(deps, id);
      continue;
    }
    // A declined card is an outcome, recorded by finishPurchase; only the job itself must go on.
    const finished = await finishPurchase(deps, id).catch(() => null);
    if (finished?.authentication && purchase.createdAt.getTime() <= abandonedBefore)
      await releaseAuthentication(deps, finished, finished.authentication.paymentId);
  }
}
