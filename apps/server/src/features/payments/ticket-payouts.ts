import type { Database } from '@stagepass/db/client';
import type { PayoutBreakdown } from '@stagepass/db/schema/payments';
import { eventCurrency } from '@stagepass/domain/events';
import {
  hasTicketPayout,
  PAYOUT_NO_ACCOUNT,
  PAYOUT_TRANSFER_FAILED,
  TICKET_PAYOUT_DELAY_MS,
  tallyTicketSales,
  ticketPayout,
  ticketPayoutDueAt,
} from '@stagepass/domain/payouts';
import type { PayoutProvider } from '../../adapters/payments/payout-provider';
import type { Config } from '../../config';
import { findByMember } from './payouts-repository';
import { transferOrMarkFailed } from './payout-transfer';
import * as repo from './ticket-payouts-repository';
import { emitPayoutPaid } from '../webhooks/webhook-events';

/** What the release job uses. */
export interface TicketPayoutDeps {
  db: Database;
  config: Pick<Config, 'FEE_PROCESSOR_MONTHLY_PCT'>;
  payouts: PayoutProvider;
}

/** Events taken up per run: a backlog is worked off a batch a minute, oldest first. */
const BATCH = 50;

/** The provider's idempotency key of a payout: the same for every attempt, so a retried job never pays twice. */
export const payoutIdempotencyKey = (payoutId: number) => `payout-${payoutId}`;

/** A payout claimed for a transfer: the row, and the account and amount it is paid with. */
interface Claim {
  id: number;
  memberId: number;
  eventId: number;
  eventName: string;
  connectId: string;
  amountCents: number;
  currency: string;
}

/**
 * The clock job 'ticket-payouts' (DESIGN.md §6 payout release): each event whose ticket revenue has come due
 * (spec 001 §1: 3 days after it ends) and is not paid is paid to its business's payout account by one transfer.
 * Idempotent: a payout is paid once, however often and on however many servers the job runs (see releaseOne).
 * A payout that could not be made (no enabled payout account, the provider refused) stays unpaid with its reason
 * and is tried again on the next run. Throws after the batch when an event failed unexpectedly (the run reports it).
 */
export async function releaseTicketPayouts(deps: TicketPayoutDeps, nowMs: number, batch = BATCH): Promise<void> {
  const due = await repo.dueEvents(deps.db, new Date(nowMs - TICKET_PAYOUT_DELAY_MS), batch);
  const errors: unknown[] = [];
  for (const event of due) {
    try {
      await releaseOne(deps, event, nowMs);
    } catch (err) {
      errors.push(err);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, `ticket payouts: ${errors.length} events failed`);
}

/**
 * One event's payout, in three steps:
 * 1. one transaction claims it: the row is inserted if absent (ON CONFLICT DO NOTHING on kind and event) and locked
 *    FOR UPDATE SKIP LOCKED while unpaid, so a server that finds it locked leaves it to the one holding it. While no
 *    transfer was tried, the amount is worked out again from the sales and the member's enabled account is chosen;
 *    once one was tried (connect_id set) both stay as they were, so every retry asks for the very same transfer;
 * 2. the transfer, outside any transaction, under the payout's own idempotency key: a retry, or a second server that
 *    claimed the row after the first committed, gets the first transfer back and moves no more money;
 * 3. the row is marked paid (only if still unpaid), or failed with the reason, to be tried again.
 */
async function releaseOne(deps: TicketPayoutDeps, event: repo.PayoutEvent, nowMs: number): Promise<void> {
  const now = new Date(nowMs);
  const claim = await deps.db.transaction(async (tx): Promise<Claim | null> => {
    const tally = tallyTicketSales(await repo.saleLines(tx, event.id));
    if (!hasTicketPayout(tally)) return null;
    const computed = ticketPayout(tally, deps.config.FEE_PROCESSOR_MONTHLY_PCT);
    await repo.insertIfAbsent(tx, {
      memberId: event.businessId,
      eventId: event.id,
      amountCents: computed.amountCents,
      currency: eventCurrency(event.country),
      breakdown: computed.breakdown satisfies PayoutBreakdown,
      dueAt: new Date(ticketPayoutDueAt(event.endTime.getTime())),
      createdAt: now,
    });
    const row = await repo.lockUnpaid(tx, event.id);
    if (!row) return null;
    const tried = row.connectId !== null;
    const amountCents = tried ? row.amountCents : computed.amountCents;
    const breakdown = tried ? row.breakdown : computed.breakdown;
    if (amountCents === 0) {
      // Every sale was refunded: nothing to transfer, and the payout is settled.
      await repo.updateUnpaid(tx, row.id, {
        amountCents,
        breakdown,
        status: 'paid',
        paidAt: now,
        failureMessage: null,
        attempted: true,
      });
      return null;
    }
    let connectId = row.connectId;
    if (connectId === null) {
      const account = await findByMember(tx, row.memberId);
      if (!account?.enabled) {
        await repo.updateUnpaid(tx, row.id, {
          amountCents,
          breakdown,
          status: 'failed',
          failureMessage: PAYOUT_NO_ACCOUNT,
          attempted: true,
        });
        return null;
      }
      connectId = account.connectId;
      await repo.updateUnpaid(tx, row.id, { amountCents, breakdown, connectId });
    }
    const { memberId, currency } = row;
    return { id: row.id, memberId, eventId: event.id, eventName: event.name, connectId, amountCents, currency };
  });
  if (!claim) return;

  const transferId = await transferOrMarkFailed(
    deps.payouts,
    {
      connectId: claim.connectId,
      amountCents: claim.amountCents,
      currency: claim.currency,
      idempotencyKey: payoutIdempotencyKey(claim.id),
      description: `Ticket revenue: ${claim.eventName}`,
      metadata: { payout_id: String(claim.id), event_id: String(claim.eventId), kind: 'tickets' },
    },
    () =>
      repo.updateUnpaid(deps.db, claim.id, {
        status: 'failed',
        failureMessage: PAYOUT_TRANSFER_FAILED,
        attempted: true,
      }),
  );
  if (transferId === null) return;
  await deps.db.transaction(async (tx) => {
    const paid = await repo.updateUnpaid(tx, claim.id, {
      status: 'paid',
      paidAt: now,
      transferId,
      failureMessage: null,
      attempted: true,
    });
    // issue 15: the business's webhooks hear of the payout.
    const payout = { ...claim, kind: 'tickets' as const, referenceId: claim.id, transferId };
    if (paid) await emitPayoutPaid(tx, payout, now);
  });
}
