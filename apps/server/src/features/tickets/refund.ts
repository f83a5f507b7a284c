import { eq } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import {
  PAYMENT_NOT_COMPLETED,
  PURCHASE_NOT_FOUND,
  TICKET_ALREADY_REFUNDED,
  TICKET_NOT_REFUNDABLE,
  TICKET_REFUND_TOO_LATE,
} from '@stagepass/domain/tickets';
import { AppError } from '../../rpc/app-error';
import { notify } from '../notifications/notifications-repository';
import { finishPurchase, type PurchaseDeps } from './purchase';
import { refundEmail } from './ticket-emails';
import * as repo from './tickets-repository';
import { offerFreedTickets } from './waitlist';

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
    await repo.addToStock(tx, ticket.id, { returned: found.quantity });
    // A private ticket's unit comes back with its code, so the code can sell it again.
    if (found.privateCodeId !== null) await repo.setCodePurchase(tx, found.privateCodeId, null);
    await repo.updatePurchase(tx, found.id, {
      status: 'Refunded',
      refundedAt: now,
      refundPending: found.chargeId !== null,
    });
    const [buyer] = await tx
      .select({ email: members.email, name: members.name })
      .from(members)
      .where(eq(members.id, memberId));
    const facts = { ...found, ticketName: ticket.name, purchaseId: found.id };
    await deps.mailer.queue(tx, refundEmail({ email: found.email ?? buyer!.email, name: buyer!.name }, event, facts));
    await notify(
      tx,
      [
        {
          memberId,
          type: 'TICKET_REFUND',
          title: `Refund for ${event.name}`,
          body: `${found.quantity} × ${ticket.name} refunded.`,
          eventId: event.id,
          link: '/dash/purchases',
        },
      ],
      now,
    );
    await offerFreedTickets(tx, deps, ticket.id, now);
    return found;
  });
  if (purchase.chargeId !== null) await refundCard(deps, purchase.id);
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
 */
export async function finishUnfinishedPurchases(deps: PurchaseDeps, nowMs: number): Promise<void> {
  for (const { id } of await repo.unfinishedPurchases(deps.db, new Date(nowMs - UNFINISHED_AFTER_MS))) {
    const purchase = await repo.findPurchase(deps.db, id);
    // A declined card is an outcome, recorded by finishPurchase; only the job itself must go on.
    if (purchase?.status === 'Pending') await finishPurchase(deps, id).catch(() => undefined);
    else await refundCard(deps, id);
  }
}
