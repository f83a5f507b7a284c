// Test fixtures of the subscriptions area (API tests and the authorization matrix): a creator's product, tier and
// plan written straight to the database (the catalogue's requests are not what these tests test), subscriptions in
// a given state, and saved cards in the payments sandbox.
import type { Database } from '@stagepass/db/client';
import { plans, products, subscriptions, tiers } from '@stagepass/db/schema/commerce';
import type { PlanInterval, SubscriptionState } from '@stagepass/domain/commerce';
import { randomString } from '@stagepass/domain/ids';
import { cycleEnd } from '@stagepass/domain/subscriptions';
import { cardCustomers, sandboxCards, sandboxCustomers } from '@stagepass/db/schema/tickets';
import type { CardBehaviour } from '../../adapters/payments/card-sandbox';
import { findCustomerId } from '../payments/card-customers';

export interface PlanFields {
  name?: string;
  priceCents?: number;
  currency?: string;
  interval?: PlanInterval;
  trialDays?: number | null;
  effDate?: Date | null;
  timeZone?: string | null;
  disabled?: boolean;
  disabledFrom?: Date | null;
  replacesPlanId?: number | null;
}

export interface TestCatalogue {
  productId: number;
  tierId: number;
  planId: number;
}

/** A creator's product with one tier and one plan ($9.99 a month unless told). */
export async function insertCatalogue(
  db: Database,
  ownerId: number,
  now: Date,
  fields: PlanFields & { productName?: string; tierName?: string } = {},
): Promise<TestCatalogue> {
  const [product] = await db
    .insert(products)
    .values({
      ownerId,
      typeId: 1,
      name: fields.productName ?? 'Studio Sessions',
      description: 'Behind the scenes',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: products.id });
  const [tier] = await db
    .insert(tiers)
    .values({ productId: product!.id, name: fields.tierName ?? 'Backstage', createdAt: now, updatedAt: now })
    .returning({ id: tiers.id });
  const planId = await insertPlan(db, product!.id, tier!.id, now, fields);
  return { productId: product!.id, tierId: tier!.id, planId };
}

export async function insertPlan(
  db: Database,
  productId: number,
  tierId: number,
  now: Date,
  fields: PlanFields = {},
): Promise<number> {
  const [plan] = await db
    .insert(plans)
    .values({
      productId,
      tierId,
      name: fields.name ?? 'Monthly',
      priceCents: fields.priceCents ?? 999,
      currency: fields.currency ?? 'USD',
      interval: fields.interval ?? 'month',
      trialDays: fields.trialDays ?? null,
      effDate: fields.effDate ?? null,
      timeZone: fields.timeZone ?? null,
      disabled: fields.disabled ?? false,
      disabledFrom: fields.disabledFrom ?? null,
      replacesPlanId: fields.replacesPlanId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: plans.id });
  return plan!.id;
}

/**
 * A saved card of the member in the payments sandbox (what stripe_source_action Add leaves), the member's card
 * customer opened first if need be. `behaviour` 'insufficient_funds' saves and is declined when charged.
 */
export async function insertSandboxCard(
  db: Database,
  memberId: number,
  now: Date,
  behaviour: CardBehaviour = 'succeeds',
): Promise<string> {
  let customerId = await findCustomerId(db, memberId);
  if (!customerId) {
    customerId = `cus_${randomString(24)}`;
    await db.insert(sandboxCustomers).values({ id: customerId, email: `m${memberId}@cards.test`, createdAt: now });
    await db.insert(cardCustomers).values({ memberId, customerId, createdAt: now });
  }
  const id = `card_${randomString(24)}`;
  await db.insert(sandboxCards).values({
    id,
    customerId,
    brand: 'visa',
    last4: behaviour === 'succeeds' ? '4242' : '9995',
    expMonth: 12,
    expYear: 2031,
    behaviour,
    createdAt: now,
  });
  return id;
}

/** A subscription of `memberId` to the catalogue's plan, in `state`, its month running from `now`. */
export async function insertSubscription(
  db: Database,
  memberId: number,
  creatorId: number,
  catalogue: TestCatalogue,
  now: Date,
  state: SubscriptionState = 'Active',
  cardId = 'card_unknown',
): Promise<number> {
  const customerId = (await findCustomerId(db, memberId)) ?? 'cus_unknown';
  const [row] = await db
    .insert(subscriptions)
    .values({
      memberId,
      planId: catalogue.planId,
      productId: catalogue.productId,
      tierId: catalogue.tierId,
      creatorId,
      state,
      cardId,
      customerId,
      currentPeriodStart: now,
      currentPeriodEnd: cycleEnd(now, 'month'),
      canceledAt: state === 'Ending' || state === 'Canceled' ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: subscriptions.id });
  return row!.id;
}
