import type { Database } from '@stagepass/db/client';
import { creatorShareCents } from '@stagepass/domain/subscriptions';
import type { PayoutProvider } from '../../adapters/payments/payout-provider';
import * as repo from './subscriptions-repository';
import { emitPayoutPaid } from '../webhooks/webhook-events';

/** What the payout job uses. */
export interface CreatorPayoutDeps {
  db: Database;
  payouts: PayoutProvider;
}

/** Payments taken up per run and kind: a backlog is worked off a batch a minute, oldest first. */
const BATCH = 50;

type Owed = 'invoice' | 'asset';

/** The provider's idempotency key of a creator's payout of one payment: the same for every attempt. */
export const creatorPayoutKey = (kind: Owed, id: number) => `creator-payout:${kind}:${id}`;

/**
 * The clock job 'creator-payouts' (spec 001 §1 Money, §9: 'subscription payouts at the start of each monthly or
 * yearly cycle'): each paid subscription invoice (a cycle paid at its start) and each charged asset purchase not paid
 * out yet is transferred to its creator's enabled payout account, less the product's cut kept on the row (fee_cents:
 * get_fees subscription_pct for a cycle; the purchase's fee for an asset). Creators without an enabled payout
 * account are skipped until they have one. Idempotent: the transfer's key is the row's, so a run repeated, or two
 * servers at once, move the money once, and the row is marked paid out only while it is not.
 */
export async function releaseCreatorPayouts(deps: CreatorPayoutDeps, nowMs: number, batch = BATCH): Promise<void> {
  const errors: unknown[] = [];
  const [invoices, sales] = await Promise.all([repo.owedInvoices(deps.db, batch), repo.owedAssetSales(deps.db, batch)]);
  for (const [kind, owed] of [
    ['invoice', invoices],
    ['asset', sales],
  ] as const) {
    for (const payment of owed) {
      try {
        await payOne(deps, kind, payment, new Date(nowMs));
      } catch (err) {
        errors.push(err);
      }
    }
  }
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, `creator payouts: ${errors.length} payments failed`);
}

async function payOne(deps: CreatorPayoutDeps, kind: Owed, payment: repo.OwedPayment, now: Date): Promise<void> {
  const mark = kind === 'invoice' ? repo.markInvoicePaidOut : repo.markAssetSalePaidOut;
  const amountCents = creatorShareCents(payment.amountCents, payment.feeCents);
  // Nothing left for the creator after the product's cut: settled with no transfer.
  if (amountCents <= 0) return mark(deps.db, payment.id, null, now);
  const { transferId } = await deps.payouts.transfer({
    connectId: payment.connectId,
    amountCents,
    currency: payment.currency,
    idempotencyKey: creatorPayoutKey(kind, payment.id),
    description: kind === 'invoice' ? 'Subscription revenue' : 'Digital content sale',
    metadata: { kind: kind === 'invoice' ? 'subscription' : 'asset', [`${kind}_id`]: String(payment.id) },
  });
  // issue 15: the creator's webhooks hear of the payout (once: the event's id is the payment's).
  await deps.db.transaction(async (tx) => {
    await mark(tx, payment.id, transferId, now);
    const paid = kind === 'invoice' ? ('subscription' as const) : ('asset' as const);
    const payout = { memberId: payment.creatorId, referenceId: payment.id, eventId: null, transferId };
    await emitPayoutPaid(tx, { ...payout, kind: paid, amountCents, currency: payment.currency }, now);
  });
}
