import type { AssetPurchaseRow } from '@stagepass/contract/assets/fields';
import type { ParsedInput } from '@stagepass/contract/registry';
import {
  ASSET_ALREADY_OWNED,
  ASSET_NOT_FOR_SALE,
  ASSET_NOT_FOUND,
  ASSET_OWN_PURCHASE,
  ASSET_PRICE_CHANGED,
  assetSaleFee,
} from '@stagepass/domain/assets';
import { CARD_COMPANY } from '@stagepass/domain/tickets';
import type { ChargeResult } from '../../adapters/payments/card-provider';
import { AppError } from '../../rpc/app-error';
import type { MemberContext } from '../../rpc/context';
import { feesFromConfig } from '../payments/get_fees.handler';
import { assertSameRequest, requestFingerprint } from '../payments/idempotency';
import * as repo from './assets-repository';

type Input = ParsedInput<'purchase_asset'>;
type Deps = Pick<MemberContext, 'db' | 'clock' | 'config' | 'cards' | 'member' | 'idempotencyKey'>;
type FinishDeps = Pick<Deps, 'db' | 'cards'>;

/** A Postgres unique violation: a retry racing its first attempt, or a second purchase racing the first. */
const isUniqueViolation = (err: unknown) =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';

/**
 * spec 001 §7 purchase_asset, in the two steps of ticket purchases (features/tickets/purchase.ts), so no lock is held
 * while the card is charged:
 * 1. one transaction reads the asset under a share lock (its price cannot change until the purchase is written),
 *    refuses one's own asset, one not for sale, one already owned and a price the buyer did not see, and records a
 *    Pending purchase with the fee (domain assetSaleFee: the subscription percentage plus the processor's fees);
 * 2. the card is charged with the purchase's own idempotency key, and the outcome recorded once: Charged, or Failed
 *    (402 with the provider's message; a new attempt may follow).
 * The partial unique index asset_purchases_member_asset_live_key allows one live (Pending or Charged) purchase per
 * member and asset: a second buy is refused, and two at once cannot both charge. A request repeated with the same
 * Idempotency-Key answers the first purchase and charges nothing more (the key sent with other parameters is refused,
 * payments/idempotency.ts); a purchase left Pending (its answer lost) is finished by the next attempt, with its own
 * key, so the provider answers the first charge, and that attempt's key is kept with it (adopted_keys, and what it
 * asked in adopted_fingerprints), so a retry of it answers the purchase rather than 'You already own this asset.'
 */
export async function purchaseAsset(deps: Deps, input: Input): Promise<AssetPurchaseRow> {
  const memberId = deps.member.id;
  const key = deps.idempotencyKey;
  const asked = key === null ? null : { key, fingerprint: requestFingerprint('purchase_asset', input) };
  if (asked) {
    const earlier = await repo.findPurchaseByKey(deps.db, memberId, asked.key);
    if (earlier) {
      assertSameRequest(fingerprintOf(earlier, asked.key), asked.fingerprint);
      return toRow(await finish(deps, earlier));
    }
  }
  let pending: repo.PurchaseRecord;
  try {
    pending = await reserve(deps, input, asked);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const earlier =
      (asked === null ? null : await repo.findPurchaseByKey(deps.db, memberId, asked.key)) ??
      (await repo.findLivePurchase(deps.db, memberId, input.asset_id));
    if (!earlier) throw err;
    if (asked !== null && madeBy(earlier, asked.key))
      assertSameRequest(fingerprintOf(earlier, asked.key), asked.fingerprint);
    if (earlier.status === 'Charged' && !madeBy(earlier, key))
      throw new AppError('CONFLICT', ASSET_ALREADY_OWNED, 'asset_id');
    if (asked !== null && !madeBy(earlier, asked.key)) await repo.adoptPurchase(deps.db, earlier.id, asked);
    pending = earlier;
  }
  return toRow(await finish(deps, pending));
}

/** A request's Idempotency-Key and the fingerprint of what it asked (payments/idempotency.ts). */
interface AskedWithKey {
  key: string;
  fingerprint: string;
}

/** Whether the request with `key` made this purchase, or finished it (repo.adoptPurchase). */
const madeBy = (purchase: repo.PurchaseRecord, key: string | null) =>
  purchase.idempotencyKey === key || (key !== null && purchase.adoptedKeys.includes(key));

/** What the request with `key` asked, by the purchase it made or adopted (null: kept before fingerprints were). */
const fingerprintOf = (purchase: repo.PurchaseRecord, key: string) =>
  purchase.idempotencyKey === key ? purchase.idempotencyFingerprint : (purchase.adoptedFingerprints[key] ?? null);

async function reserve(deps: Deps, input: Input, asked: AskedWithKey | null): Promise<repo.PurchaseRecord> {
  const memberId = deps.member.id;
  const now = new Date(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const asset = await repo.lockForSale(tx, input.asset_id);
    if (!asset) throw new AppError('NOT_FOUND', ASSET_NOT_FOUND, 'asset_id');
    const live = await repo.findLivePurchase(tx, memberId, asset.id);
    // Only those who can see it buy it: a buyer's own unpublished asset is still theirs, others' are not found.
    if (!asset.published && asset.ownerId !== memberId && !live)
      throw new AppError('NOT_FOUND', ASSET_NOT_FOUND, 'asset_id');
    if (asset.ownerId === memberId) throw new AppError('INVALID_INPUT', ASSET_OWN_PURCHASE, 'asset_id');
    if (live?.status === 'Charged') throw new AppError('CONFLICT', ASSET_ALREADY_OWNED, 'asset_id');
    if (live) {
      // An earlier request's purchase, left Pending when its answer was lost: this request finishes it, and a retry
      // of this request must answer it too.
      if (asked !== null && !madeBy(live, asked.key)) await repo.adoptPurchase(tx, live.id, asked);
      return live;
    }
    if (asset.priceCents === null) throw new AppError('CONFLICT', ASSET_NOT_FOR_SALE, 'asset_id');
    if (asset.priceCents !== input.price) throw new AppError('PRICE_CHANGED', ASSET_PRICE_CHANGED, 'price');
    return repo.insertPurchase(tx, {
      assetId: asset.id,
      memberId,
      creatorId: asset.ownerId,
      priceCents: asset.priceCents,
      currency: asset.currency,
      feeCents: assetSaleFee(asset.priceCents, feesFromConfig(deps.config)),
      paymentCompany: CARD_COMPANY,
      // spec 001 §7: is_token is always 1, a one-time card token; kept so a retry of a lost answer can finish it.
      paymentMethod: `token:${input.token}`,
      status: 'Pending',
      idempotencyKey: asked?.key ?? null,
      idempotencyFingerprint: asked?.fingerprint ?? null,
      createdAt: now,
    });
  });
}

/**
 * Step 2: charges a Pending purchase and records the outcome (safe to run again: the charge's idempotency key is the
 * purchase's, and the outcome is recorded only while it is still Pending). A settled purchase is answered as it is;
 * a Failed one is the provider's decline again.
 */
async function finish(deps: FinishDeps, purchase: repo.PurchaseRecord): Promise<repo.PurchaseRecord> {
  if (purchase.status === 'Failed') throw declined(purchase.failureMessage, purchase.failureCode);
  if (purchase.status !== 'Pending') return purchase;
  const result = await deps.cards.charge({
    amountCents: purchase.priceCents,
    currency: purchase.currency,
    customerId: null,
    source: purchase.paymentMethod.replace(/^token:/, ''),
    isToken: true,
    description: `Stagepass asset purchase ${purchase.id}`,
    // Stable across retries, and unlikely to meet another database's purchase of the same id at the same provider.
    idempotencyKey: `asset-purchase-${purchase.id}-${purchase.createdAt.getTime()}`,
    metadata: { asset_purchase_id: String(purchase.id), asset_id: String(purchase.assetId) },
  });
  const settled = await record(deps, purchase.id, result);
  if (settled.status === 'Failed') throw declined(settled.failureMessage, settled.failureCode);
  return settled;
}

async function record(deps: FinishDeps, id: number, result: ChargeResult): Promise<repo.PurchaseRecord> {
  const values: Partial<repo.PurchaseRecord> = result.ok
    ? { status: 'Charged', chargeId: result.chargeId, cardBrand: result.brand, cardLast4: result.last4 }
    : { status: 'Failed', failureCode: result.decline.code, failureMessage: result.decline.message };
  return (await repo.settlePending(deps.db, id, values)) ?? (await repo.findPurchase(deps.db, id))!;
}

function declined(message: string | null, code: string | null) {
  return new AppError('PAYMENT_DECLINED', message ?? `Your card was declined${code ? ` (${code})` : ''}.`, 'token');
}

export function toRow(p: repo.PurchaseRecord): AssetPurchaseRow {
  return {
    purchase_id: p.id,
    asset_id: p.assetId,
    price: p.priceCents,
    currency: p.currency,
    fee_cents: p.feeCents,
    status: p.status,
    card_brand: p.cardBrand,
    card_last4: p.cardLast4,
    created_at: p.createdAt.toISOString(),
  };
}

/** How long a purchase may stay Pending before the recovery job finishes it: its own request is long over by then. */
const UNFINISHED_AFTER_MS = 2 * 60 * 1000;

/**
 * The 'unfinished-asset-purchases' clock job: a purchase left Pending (the server stopped between recording it and
 * recording the charge) is finished with the same idempotency key, so the provider answers the first charge, or
 * makes it once; the buyer gets the asset or a Failed purchase they can try again. Run twice, it charges once.
 */
export async function finishUnfinishedAssetPurchases(deps: FinishDeps, nowMs: number): Promise<void> {
  for (const purchase of await repo.unfinishedPurchases(deps.db, new Date(nowMs - UNFINISHED_AFTER_MS))) {
    // A declined card is an outcome (Failed, recorded by finish); only the job itself must go on.
    await finish(deps, purchase).catch(() => undefined);
  }
}
