import type { Database } from '@stagepass/db/client';
import {
  affiliatePayout,
  affiliatePayoutKey,
  affiliateShareCents,
  lastEndedMonth,
  monthEndMs,
  monthOf,
  monthStartMs,
  type AffiliateSource,
} from '@stagepass/domain/affiliate';
import { PAYOUT_NO_ACCOUNT, PAYOUT_TRANSFER_FAILED } from '@stagepass/domain/payouts';
import type { PayoutProvider } from '../../adapters/payments/payout-provider';
import type { Config } from '../../config';
import { findByMember } from '../payments/payouts-repository';
import { transferOrMarkFailed } from '../payments/payout-transfer';
import * as repo from './affiliate-repository';

/** What the job uses. */
export interface AffiliatePayoutDeps {
  db: Database;
  config: Pick<Config, 'FEE_PROCESSOR_MONTHLY_PCT' | 'FEE_CURRENCY'>;
  payouts: PayoutProvider;
}

/** Sales, months and payouts taken up per batch; a backlog is worked off in a few batches a run. */
const BATCH = 200;
/** Batches of sales per source and run: enough for a month of sales after a clock jump, bounded all the same. */
const MAX_BATCHES = 25;

/**
 * The clock job 'affiliate-payouts' (spec 001 §1 Money: 'Affiliate payouts are monthly in one lump sum, less
 * processing fees'), in four steps, each idempotent:
 * 1. records the share of every settled sale of a referred member that has none yet (affiliate_earnings is unique
 *    per sale, source and affiliate, so a second run, or a second server, adds nothing);
 * 2. takes back unpaid shares of sales undone since (refunded, reversed);
 * 3. after a month ends, makes one payout per affiliate and month (unique per affiliate and month) that takes the
 *    month's unpaid shares, in the same transaction, less the processor's fee;
 * 4. pays each payout not paid yet by one transfer under the payout's own idempotency key, so a retry, or a run on
 *    another server, moves the money once. No payout account, or a transfer refused: the payout stays unpaid with
 *    its reason and is tried again on the next run.
 */
export async function releaseAffiliatePayouts(deps: AffiliatePayoutDeps, nowMs: number): Promise<void> {
  await recordAffiliateEarnings(deps.db, nowMs);
  await repo.dropUndoneEarnings(deps.db);
  await makeMonthlyPayouts(deps, nowMs);
  await payOpenPayouts(deps, nowMs);
}

/** Step 1: the shares of the sales settled by `nowMs` that have none yet. Returns how many were recorded. */
export async function recordAffiliateEarnings(db: Database, nowMs: number): Promise<number> {
  const now = new Date(nowMs);
  const sources: { source: AffiliateSource; next: () => Promise<repo.SaleCandidate[]> }[] = [
    { source: 'ticket', next: () => repo.ticketCandidates(db, now, BATCH) },
    { source: 'bus_booking', next: () => repo.bookingCandidates(db, 'bus_booking', BATCH) },
    { source: 'spc_booking', next: () => repo.bookingCandidates(db, 'spc_booking', BATCH) },
  ];
  let recorded = 0;
  for (const { next } of sources) {
    for (let i = 0; i < MAX_BATCHES; i++) {
      const sales = await next();
      recorded += await repo.insertEarnings(
        db,
        sales.map((s) => ({
          affiliateId: s.affiliateId,
          referredMemberId: s.referredMemberId,
          promotionId: s.promotionId,
          source: s.source,
          sourceId: s.sourceId,
          baseCents: s.baseCents,
          shareCents: affiliateShareCents(s.baseCents, s.bp),
          currency: s.currency,
          earnedAt: s.settledAt,
        })),
      );
      if (sales.length < BATCH) break;
    }
  }
  return recorded;
}

/**
 * Step 3: for each affiliate with unpaid shares earned before this month, one payout per month of those shares.
 * A share recorded late for a month already paid goes with the last ended month instead (or, if that one is paid
 * too, with the next).
 */
async function makeMonthlyPayouts(deps: AffiliatePayoutDeps, nowMs: number): Promise<void> {
  const currency = deps.config.FEE_CURRENCY;
  const thisMonth = new Date(monthStartMs(monthOf(nowMs)));
  const lastEnded = lastEndedMonth(nowMs);
  const owed = await repo.unpaidMonths(deps.db, currency, thisMonth, BATCH);
  const existing = await repo.payoutMonths(deps.db, [...new Set(owed.map((o) => o.affiliateId))]);
  const targets = new Map<string, { affiliateId: number; month: string }>();
  for (const { affiliateId, month } of owed) {
    const has = (m: string) => existing.has(`${affiliateId}:${m}`);
    const target = !has(month) ? month : !has(lastEnded) ? lastEnded : null;
    if (target) targets.set(`${affiliateId}:${target}`, { affiliateId, month: target });
  }
  const ordered = [...targets.values()].sort((a, b) => a.month.localeCompare(b.month) || a.affiliateId - b.affiliateId);
  for (const { affiliateId, month } of ordered) {
    await deps.db.transaction(async (tx) => {
      const now = new Date(nowMs);
      const payoutId = await repo.insertPayout(tx, { affiliateId, month, currency, createdAt: now });
      if (payoutId === null) return;
      const taken = await repo.takeEarnings(tx, payoutId, affiliateId, currency, new Date(monthEndMs(month)));
      const bySource: Record<AffiliateSource, number> = { ticket: 0, bus_booking: 0, spc_booking: 0 };
      for (const e of taken) bySource[e.source] += e.shareCents;
      const gross = taken.reduce((sum, e) => sum + e.shareCents, 0);
      const amounts = affiliatePayout(gross, deps.config.FEE_PROCESSOR_MONTHLY_PCT);
      await repo.updateUnpaid(tx, payoutId, {
        ...amounts,
        breakdown: {
          earnings: taken.length,
          by_source: bySource,
          processor_monthly_pct: deps.config.FEE_PROCESSOR_MONTHLY_PCT,
          processor_monthly_cents: amounts.feeCents,
        },
        // Nothing to transfer (another run took the shares first): settled as it is.
        ...(amounts.amountCents === 0 ? { status: 'paid' as const, paidAt: now } : {}),
      });
    });
  }
}

/** A payout claimed for its transfer. */
interface Claim {
  id: number;
  affiliateId: number;
  month: string;
  connectId: string;
  amountCents: number;
  currency: string;
}

/** Step 4: every payout not paid yet, each by one transfer. */
async function payOpenPayouts(deps: AffiliatePayoutDeps, nowMs: number): Promise<void> {
  const errors: unknown[] = [];
  for (const id of await repo.openPayouts(deps.db, BATCH)) {
    try {
      await payOne(deps, id, new Date(nowMs));
    } catch (err) {
      errors.push(err);
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, `affiliate payouts: ${errors.length} payouts failed`);
}

/**
 * The three steps of the other payouts (ticket-payouts.ts): claim the row under FOR UPDATE SKIP LOCKED and fix its
 * account (kept in the breakdown, so every retry asks for the very same transfer); transfer outside any transaction
 * under the payout's key; record it paid, or failed with the reason.
 */
async function payOne(deps: AffiliatePayoutDeps, payoutId: number, now: Date): Promise<void> {
  const claim = await deps.db.transaction(async (tx): Promise<Claim | null> => {
    const row = await repo.lockUnpaid(tx, payoutId);
    if (!row) return null;
    let connectId = typeof row.breakdown.connect_id === 'string' ? row.breakdown.connect_id : null;
    if (connectId === null) {
      const account = await findByMember(tx, row.affiliateId);
      if (!account?.enabled) {
        await repo.updateUnpaid(tx, row.id, { status: 'failed', failureMessage: PAYOUT_NO_ACCOUNT, attempted: true });
        return null;
      }
      connectId = account.connectId;
      await repo.updateUnpaid(tx, row.id, { breakdown: { ...row.breakdown, connect_id: connectId } });
    }
    return {
      id: row.id,
      affiliateId: row.affiliateId,
      month: row.month,
      connectId,
      amountCents: row.amountCents,
      currency: row.currency,
    };
  });
  if (!claim) return;

  const transferId = await transferOrMarkFailed(
    deps.payouts,
    {
      connectId: claim.connectId,
      amountCents: claim.amountCents,
      currency: claim.currency,
      idempotencyKey: affiliatePayoutKey(claim.id),
      description: `Affiliate revenue share: ${claim.month.slice(0, 7)}`,
      metadata: { payout_id: String(claim.id), affiliate_id: String(claim.affiliateId), kind: 'affiliate' },
    },
    () =>
      repo.updateUnpaid(deps.db, claim.id, {
        status: 'failed',
        failureMessage: PAYOUT_TRANSFER_FAILED,
        attempted: true,
      }),
  );
  if (transferId === null) return;
  await repo.updateUnpaid(deps.db, claim.id, {
    status: 'paid',
    paidAt: now,
    transferId,
    failureMessage: null,
    attempted: true,
  });
}
