import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '@stagepass/db/client';
import { bookingPayments } from '@stagepass/db/schema/bookings';
import { events } from '@stagepass/db/schema/events';
import { PAYOUT_NO_ACCOUNT, PAYOUT_TRANSFER_FAILED } from '@stagepass/domain/payouts';
import type { PayoutProvider } from '../../adapters/payments/payout-provider';
import { findByMember } from '../payments/payouts-repository';
import { emitPayoutPaid } from '../webhooks/webhook-events';
import { transferOrMarkFailed } from '../payments/payout-transfer';

export interface BookingPayoutDeps {
  db: Database;
  payouts: PayoutProvider;
}

const BATCH = 50;

/**
 * The clock job 'booking-payouts' (spec 001 §1: talent are paid 5 days after the event unless a dispute freezes the
 * payout): each Charged booking whose payout has come due is paid to the talent's payout account by one transfer.
 * A Dispute (a grievance) is never picked up. The same three steps as the ticket payouts: claim the row under
 * FOR UPDATE SKIP LOCKED and fix its account; transfer under the booking's own idempotency key, outside any
 * transaction; record it paid (Completed) or failed with the reason, to be tried on the next run.
 */
export async function releaseBookingPayouts(deps: BookingPayoutDeps, nowMs: number, batch = BATCH): Promise<void> {
  const now = new Date(nowMs);
  const due = await deps.db
    .select({ bidId: bookingPayments.bidId })
    .from(bookingPayments)
    .where(
      and(
        inArray(bookingPayments.payoutStatus, ['due', 'failed']),
        eq(bookingPayments.state, 'Charged'),
        lte(bookingPayments.payoutDueAt, now),
      ),
    )
    .orderBy(bookingPayments.payoutDueAt)
    .limit(batch);
  for (const { bidId } of due) await releaseOne(deps, bidId, now);
}

async function releaseOne(deps: BookingPayoutDeps, bidId: number, now: Date): Promise<void> {
  const claim = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ payment: bookingPayments, eventName: events.name })
      .from(bookingPayments)
      .innerJoin(events, eq(events.id, bookingPayments.eventId))
      .where(
        and(
          eq(bookingPayments.bidId, bidId),
          eq(bookingPayments.state, 'Charged'),
          inArray(bookingPayments.payoutStatus, ['due', 'failed']),
        ),
      )
      .for('update', { of: bookingPayments, skipLocked: true });
    if (!row) return null;
    let connectId = row.payment.connectId;
    if (connectId === null) {
      const account = await findByMember(tx, row.payment.talentId);
      if (!account?.enabled) {
        await tx
          .update(bookingPayments)
          .set({
            payoutStatus: 'failed',
            payoutFailure: PAYOUT_NO_ACCOUNT,
            payoutAttempts: sql`${bookingPayments.payoutAttempts} + 1`,
          })
          .where(eq(bookingPayments.bidId, bidId));
        return null;
      }
      connectId = account.connectId;
      await tx.update(bookingPayments).set({ connectId }).where(eq(bookingPayments.bidId, bidId));
    }
    return { ...row.payment, connectId, eventName: row.eventName };
  });
  if (!claim) return;
  const transferId = await transferOrMarkFailed(
    deps.payouts,
    {
      connectId: claim.connectId,
      amountCents: claim.priceCents,
      currency: claim.currency,
      idempotencyKey: `booking-payout-${claim.bidId}-${claim.createdAt.getTime()}`,
      description: `Booking fee: ${claim.eventName}`,
      metadata: { bid_id: String(claim.bidId), event_id: String(claim.eventId), kind: 'booking' },
    },
    () =>
      deps.db
        .update(bookingPayments)
        .set({
          payoutStatus: 'failed',
          payoutFailure: PAYOUT_TRANSFER_FAILED,
          payoutAttempts: sql`${bookingPayments.payoutAttempts} + 1`,
        })
        .where(and(eq(bookingPayments.bidId, claim.bidId), eq(bookingPayments.state, 'Charged'))),
  );
  if (transferId === null) return;
  await deps.db.transaction(async (tx) => {
    const paid = await tx
      .update(bookingPayments)
      .set({
        state: 'Completed',
        payoutStatus: 'paid',
        transferId,
        paidAt: now,
        payoutFailure: null,
        payoutAttempts: sql`${bookingPayments.payoutAttempts} + 1`,
      })
      .where(and(eq(bookingPayments.bidId, claim.bidId), inArray(bookingPayments.payoutStatus, ['due', 'failed'])))
      .returning({ bidId: bookingPayments.bidId });
    // issue 15: the talent's webhooks hear of the payout.
    const payout = { memberId: claim.talentId, kind: 'booking' as const, referenceId: claim.bidId, transferId };
    if (paid.length > 0)
      await emitPayoutPaid(
        tx,
        { ...payout, eventId: claim.eventId, amountCents: claim.priceCents, currency: claim.currency },
        now,
      );
  });
}
