import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, asc, eq, like } from 'drizzle-orm';
import {
  assetPurchases,
  assets,
  plans,
  products,
  subscriptionInvoices,
  subscriptions,
} from '@stagepass/db/schema/commerce';
import { sandboxTransfers } from '@stagepass/db/schema/payments';
import { cardCustomers, sandboxCharges } from '@stagepass/db/schema/tickets';
import {
  ALREADY_SUBSCRIBED,
  CANNOT_CANCEL,
  CANNOT_REACTIVATE,
  CANNOT_UPDATE_CARD,
  CYCLE_CANCELLED,
  OWN_PLAN,
  PLAN_NOT_FOUND,
  PLAN_NOT_OFFERED,
  SUBSCRIPTION_NOT_FOUND,
} from '@stagepass/domain/subscriptions';
import { SandboxCardProvider } from '../../adapters/payments/card-sandbox';
import { createStripeCardProvider } from '../../adapters/payments/card-stripe';
import { SandboxPayoutProvider } from '../../adapters/payments/sandbox';
import { BillingStub } from '../../test/stripe-billing-stub';
import { deliverStripeWebhook, stripeEvent } from '../../test/stripe-webhooks';
import { createTestApp, useTestApp, type TestApp } from '../../test/test-app';
import { marketplace, type TestMember } from '../../test/marketplace-fixtures';
import { openSession } from '../accounts/sessions';
import { CARD_NOT_FOUND } from '../payments/card-customers';
import { insertEnabledPayoutAccount } from '../payments/payouts-repository';
import { releaseCreatorPayouts } from './creator-payouts';
import { runSubscriptionBilling } from './subscription-billing';
import { insertCatalogue, insertPlan, insertSubscription, type PlanFields } from './subscriptions-fixtures';

const DAY = 86_400_000;
const INSUFFICIENT_FUNDS = '4000 0000 0000 9995';

const START = Date.parse('2026-11-22T12:00:00Z');
const t = useTestApp();
const m = marketplace(t, 'subscriptions.test');
/** The members of the running test: their sessions are opened again when the clock moves (they last 30 days). */
let people: TestMember[] = [];
// Every test starts on the same day (the tables are emptied before each).
beforeEach(() => {
  t.clock.set(START);
  people = [];
});
const { ok } = m;

/** A talent selling subscriptions, with an onboarded payout account unless told. */
async function creator(payoutAccount = true): Promise<TestMember & { connectId: string | null }> {
  const c = await m.member({ isSpecialist: true }, 'creator');
  const connectId = payoutAccount ? await insertEnabledPayoutAccount(t.db, c.id, t.clock.now()) : null;
  const made = { ...c, connectId };
  people.push(made);
  return made;
}

/** Saves a sandbox test card for the member (stripe_source_action Add) and answers its id. */
async function saveCard(member: TestMember, number = '4242 4242 4242 4242'): Promise<string> {
  const before = await ok('stripe_retrieve_sources', {}, member.token);
  const added = await ok('stripe_source_action', { action: 'Add', token: await m.cardToken(number) }, member.token);
  expect(added.message).toBe('Add');
  const known = new Set((before.sources as { id: string }[]).map((s) => s.id));
  return (added.sources as { id: string }[]).find((s) => !known.has(s.id))!.id;
}

/** A fan with a saved card (the 4242 card unless told). */
async function fan(number?: string) {
  const f = await m.member({}, 'fan');
  const made = { ...f, card: await saveCard(f, number) };
  people.push(made);
  return made;
}

const catalogue = (owner: { id: number }, fields: PlanFields & { productName?: string } = {}) =>
  insertCatalogue(t.db, owner.id, new Date(t.clock.now()), fields);

async function subscribe(member: { token: string; card: string }, planId: number) {
  return (await ok('create_subscription', { plan_id: planId, card: member.card }, member.token)).subscription;
}

/** The subscriptions' charges the sandbox made (declined ones included), oldest first, then by key (attempt). */
const charges = () =>
  t.db
    .select()
    .from(sandboxCharges)
    .where(like(sandboxCharges.description, 'Stagepass subscription %'))
    .orderBy(asc(sandboxCharges.createdAt), asc(sandboxCharges.idempotencyKey));

const invoicesOf = (subscriptionId: number) =>
  t.db
    .select()
    .from(subscriptionInvoices)
    .where(eq(subscriptionInvoices.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionInvoices.cycleStart));

/** The sandbox's transfers, by idempotency key (asset sales, then subscription invoices, each oldest first). */
const transfers = () => t.db.select().from(sandboxTransfers).orderBy(asc(sandboxTransfers.idempotencyKey));

async function mine(member: { token: string }) {
  return (await ok('get_subscriptions', { purchased: true }, member.token)).subscriptions as Record<string, unknown>[];
}

async function stateOf(id: number) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

/** Moves the clock as the development clock page does: every clock job runs at the new time. */
async function advance(ms: number) {
  const res = await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { advance_ms: ms } });
  expect(res.statusCode, res.body).toBe(200);
  const run = res.json() as { ran: string[]; failed: unknown[] };
  expect(run.ran).toEqual(expect.arrayContaining(['subscription-billing', 'creator-payouts']));
  expect(run.failed).toEqual([]);
  for (const p of people) p.token = await openSession(t.db, p.id, t.clock.now());
}

/** Moves the clock to `iso` and runs the jobs there. */
const advanceTo = (iso: string | Date) => advance(new Date(iso).getTime() - t.clock.now());

const billingDeps = (app: TestApp) => ({
  db: app.db,
  clock: app.clock,
  config: app.config,
  cards: new SandboxCardProvider(app.db, app.clock),
});

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

describe('create_subscription (spec 001 §7 Collections and subscriptions)', () => {
  it('charges the first cycle now and is Active for a calendar month; the member lists it', async () => {
    const c = await creator();
    const f = await fan();
    const cat = await catalogue(c, { name: 'Backstage Monthly', priceCents: 999 });
    const now = new Date(t.clock.now());
    const sub = await subscribe(f, cat.planId);
    expect(sub).toMatchObject({
      plan_id: cat.planId,
      plan_name: 'Backstage Monthly',
      price: 999,
      currency: 'USD',
      interval: 'month',
      state: 'Active',
      card: f.card,
      creator_id: c.id,
      creator_name: c.name,
      subscriber: null,
      current_period_start: now.toISOString(),
      current_period_end: '2026-12-22T12:00:00.000Z',
      has_access: true,
      can_cancel: true,
      can_reactivate: false,
    });
    expect(now.toISOString()).toBe('2026-11-22T12:00:00.000Z');
    const [charge] = await charges();
    expect(await charges()).toHaveLength(1);
    expect(charge).toMatchObject({
      amountCents: 999,
      currency: 'usd',
      status: 'succeeded',
      idempotencyKey: `subscription:${sub.subscription_id}:${now.toISOString()}`,
    });
    // The cycle's invoice: paid, with the product's 10 % (get_fees subscription_pct) kept for the payout.
    expect(await invoicesOf(sub.subscription_id)).toMatchObject([
      { status: 'Paid', amountCents: 999, feeCents: 100, chargeId: charge!.id, attempts: 1, creatorId: c.id },
    ]);
    expect(await mine(f)).toEqual([sub]);
  });

  it('starts a plan with trial days Trialing, charging nothing until the trial ends', async () => {
    const c = await creator();
    const f = await fan();
    const cat = await catalogue(c, { trialDays: 14 });
    const sub = await subscribe(f, cat.planId);
    expect(sub).toMatchObject({
      state: 'Trialing',
      has_access: true,
      trial_end: '2026-12-06T12:00:00.000Z',
      current_period_end: '2026-12-06T12:00:00.000Z',
    });
    expect(await charges()).toEqual([]);
    expect(await invoicesOf(sub.subscription_id)).toEqual([]);

    // The trial's end starts the first paid cycle, anchored on it.
    await advanceTo('2026-12-06T12:00:00.000Z');
    expect((await mine(f))[0]).toMatchObject({
      state: 'Active',
      current_period_start: '2026-12-06T12:00:00.000Z',
      current_period_end: '2027-01-06T12:00:00.000Z',
    });
    expect((await charges()).map((ch) => ch.idempotencyKey)).toEqual([
      `subscription:${sub.subscription_id}:2026-12-06T12:00:00.000Z`,
    ]);
  });

  it('refuses a disabled plan, one disabled from a date that has passed, one not effective yet, and your own', async () => {
    const c = await creator();
    const f = await fan();
    const now = t.clock.now();
    const disabled = await catalogue(c, { disabled: true });
    const disabledFrom = await catalogue(c, { disabled: true, disabledFrom: new Date(now - DAY) });
    const later = await catalogue(c, { effDate: new Date(now + 3 * DAY), timeZone: 'America/Los_Angeles' });
    const create = (planId: number, who: { token: string; card: string } = f) =>
      t.call('create_subscription', { plan_id: planId, card: who.card }, who.token);

    for (const planId of [disabled.planId, disabledFrom.planId]) {
      expect((await create(planId)).body).toMatchObject({ code: 'CONFLICT', message: PLAN_NOT_OFFERED });
    }
    const notYet = await create(later.planId);
    expect(notYet.status).toBe(409);
    expect(notYet.body.message).toBe('This plan can be subscribed to from Nov 25, 2026.');
    const own = await create(later.planId, { token: c.token, card: await saveCard(c) });
    expect(own.body).toMatchObject({ code: 'CONFLICT', message: OWN_PLAN });
    expect((await create(999_999)).body).toMatchObject({ code: 'NOT_FOUND', message: PLAN_NOT_FOUND });
    expect(await charges()).toEqual([]);

    // Disabled from a date still to come: sold until then.
    const soon = await catalogue(c, { disabled: true, disabledFrom: new Date(now + DAY) });
    expect((await create(soon.planId)).status).toBe(200);
  });

  it('refuses a second live subscription to the same tier, even on another of its plans', async () => {
    const c = await creator();
    const f = await fan();
    const cat = await catalogue(c);
    const yearly = await insertPlan(t.db, cat.productId, cat.tierId, new Date(t.clock.now()), {
      interval: 'year',
      priceCents: 9900,
    });
    await subscribe(f, cat.planId);
    for (const planId of [cat.planId, yearly]) {
      const res = await t.call('create_subscription', { plan_id: planId, card: f.card }, f.token);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(ALREADY_SUBSCRIBED);
    }
    expect(await charges()).toHaveLength(1);
  });

  it("answers a card that is not one of the member's saved cards, and bad input, with the field named", async () => {
    const c = await creator();
    const f = await fan();
    const other = await fan();
    const cat = await catalogue(c);
    const foreignCard = await t.call('create_subscription', { plan_id: cat.planId, card: other.card }, f.token);
    expect(foreignCard.body).toMatchObject({ code: 'INVALID_INPUT', field: 'card', message: CARD_NOT_FOUND });
    const noCard = await t.call('create_subscription', { plan_id: cat.planId }, f.token);
    expect(noCard.body).toMatchObject({ code: 'INVALID_INPUT', field: 'card' });
    const badPlan = await t.call('create_subscription', { plan_id: 'one', card: f.card }, f.token);
    expect(badPlan.body).toMatchObject({ code: 'INVALID_INPUT', field: 'plan_id' });
    expect(await t.db.select().from(subscriptions)).toEqual([]);
  });

  it('answers a declined card 402 with its message, and leaves no live subscription', async () => {
    const c = await creator();
    const f = await fan(INSUFFICIENT_FUNDS);
    const cat = await catalogue(c);
    const res = await t.call('create_subscription', { plan_id: cat.planId, card: f.card }, f.token);
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({
      code: 'PAYMENT_DECLINED',
      field: 'card',
      message: 'Your card has insufficient funds.',
    });
    const [row] = await t.db.select().from(subscriptions);
    expect(row).toMatchObject({ state: 'Expired' });
    expect(await invoicesOf(row!.id)).toMatchObject([{ status: 'Failed', attempts: 1 }]);
    expect(await mine(f)).toEqual([]);
    const update = await t.call('update_subscription', { subscription_id: row!.id, card: f.card }, f.token);
    expect(update.body).toMatchObject({ code: 'CONFLICT', message: CANNOT_UPDATE_CARD });

    // Nothing holds the tier: the member subscribes with another card.
    const good = await saveCard(f);
    expect(await subscribe({ token: f.token, card: good }, cat.planId)).toMatchObject({ state: 'Active' });
  });
});

describe('the billing job (clock job subscription-billing)', () => {
  it('renews at the cycle start, a calendar month later, and a run repeated charges once', async () => {
    const c = await creator();
    const f = await fan();
    const sub = await subscribe(f, (await catalogue(c)).planId);
    await advance(15 * DAY);
    expect(await charges()).toHaveLength(1);

    await advanceTo('2026-12-22T12:00:00.000Z');
    expect((await mine(f))[0]).toMatchObject({
      state: 'Active',
      current_period_start: '2026-12-22T12:00:00.000Z',
      current_period_end: '2027-01-22T12:00:00.000Z',
    });
    const keys = (await charges()).map((ch) => ch.idempotencyKey);
    expect(keys).toEqual([
      `subscription:${sub.subscription_id}:2026-11-22T12:00:00.000Z`,
      `subscription:${sub.subscription_id}:2026-12-22T12:00:00.000Z`,
    ]);

    // The job again at the same time, twice at once, and a minute later: nothing more is charged.
    const deps = billingDeps(t);
    await Promise.all([runSubscriptionBilling(deps, t.clock.now()), runSubscriptionBilling(deps, t.clock.now())]);
    await advance(60_000);
    expect(await charges()).toHaveLength(2);
    expect(await invoicesOf(sub.subscription_id)).toMatchObject([{ status: 'Paid' }, { status: 'Paid' }]);
  });

  it('keeps to calendar months from the 31st: Jan 31 → Feb 28 → Mar 31', async () => {
    t.clock.set(Date.parse('2027-01-31T09:00:00Z'));
    const c = await creator();
    const f = await fan();
    const sub = await subscribe(f, (await catalogue(c)).planId);
    expect(sub.current_period_end).toBe('2027-02-28T09:00:00.000Z');
    await advanceTo('2027-02-28T09:00:00.000Z');
    expect((await mine(f))[0]).toMatchObject({ state: 'Active', current_period_end: '2027-03-31T09:00:00.000Z' });
  });

  it('bills a yearly plan a year on', async () => {
    const c = await creator();
    const f = await fan();
    const sub = await subscribe(f, (await catalogue(c, { interval: 'year', priceCents: 9900 })).planId);
    expect(sub.current_period_end).toBe('2027-11-22T12:00:00.000Z');
    await advanceTo('2027-11-22T12:00:00.000Z');
    expect((await mine(f))[0]).toMatchObject({ state: 'Active', current_period_end: '2028-11-22T12:00:00.000Z' });
    expect((await charges()).map((ch) => ch.amountCents)).toEqual([9900, 9900]);
  });

  it('finishes first charges a crash cut short: charged once with their own key, and the subscriptions start', async () => {
    const c = await creator();
    const cat = await catalogue(c);
    const now = new Date(t.clock.now());
    const end = new Date(Date.parse('2026-12-22T12:00:00Z'));
    // What create_subscription leaves when the server dies before its charge is recorded: a Pending subscription and
    // its Pending first invoice; the first was charged at the provider already, the second was not.
    const cut: number[] = [];
    for (const charged of [true, false]) {
      const f = await fan();
      const id = await insertSubscription(t.db, f.id, c.id, cat, now, 'Pending', f.card);
      await t.db.insert(subscriptionInvoices).values({
        subscriptionId: id,
        planId: cat.planId,
        productId: cat.productId,
        tierId: cat.tierId,
        creatorId: c.id,
        memberId: f.id,
        cycleStart: now,
        cycleEnd: end,
        amountCents: 999,
        currency: 'USD',
        feeCents: 100,
        status: 'Pending',
        attempts: 0,
        createdAt: now,
      });
      if (charged) {
        const [customer] = await t.db.select().from(cardCustomers).where(eq(cardCustomers.memberId, f.id));
        await billingDeps(t).cards.charge({
          amountCents: 999,
          currency: 'USD',
          customerId: customer!.customerId,
          source: f.card,
          isToken: false,
          description: `Stagepass subscription ${id}`,
          idempotencyKey: `subscription:${id}:${now.toISOString()}`,
          metadata: {},
        });
      }
      cut.push(id);
    }
    // Its own request may still be running for a minute: left alone.
    await advance(60_000);
    expect((await stateOf(cut[0]!)).state).toBe('Pending');
    await advance(2 * 60_000);
    for (const id of cut) {
      expect(await stateOf(id)).toMatchObject({ state: 'Active', currentPeriodEnd: end });
      const [invoice] = await invoicesOf(id);
      expect(invoice).toMatchObject({ status: 'Paid', attempts: 1 });
      const made = (await charges()).filter((ch) => ch.description === `Stagepass subscription ${id}`);
      expect(made.map((ch) => ch.id)).toEqual([invoice!.chargeId]);
    }
  });

  it('makes a failed renewal PastDue, retries it after 1 and 3 days, then Unpaid without access', async () => {
    const c = await creator();
    const f = await fan();
    const sub = await subscribe(f, (await catalogue(c)).planId);
    // The member pays with a card that is declined from now on.
    const poor = await saveCard(f, INSUFFICIENT_FUNDS);
    await ok('update_subscription', { subscription_id: sub.subscription_id, card: poor }, f.token);

    await advanceTo('2026-12-22T12:00:00.000Z');
    expect((await mine(f))[0]).toMatchObject({
      state: 'PastDue',
      has_access: true,
      next_retry_at: '2026-12-23T12:00:00.000Z',
      can_update_card: true,
    });
    await advance(DAY - 60_000);
    expect(await charges()).toHaveLength(2);
    await advance(60_000);
    expect((await mine(f))[0]).toMatchObject({ state: 'PastDue', next_retry_at: '2026-12-25T12:00:00.000Z' });
    await advanceTo('2026-12-25T12:00:00.000Z');
    expect((await mine(f))[0]).toMatchObject({
      state: 'Unpaid',
      has_access: false,
      next_retry_at: null,
      can_reactivate: true,
    });
    const cycle = `subscription:${sub.subscription_id}:2026-12-22T12:00:00.000Z`;
    expect((await charges()).map((ch) => [ch.idempotencyKey, ch.status])).toEqual([
      [`subscription:${sub.subscription_id}:2026-11-22T12:00:00.000Z`, 'succeeded'],
      [cycle, 'failed'],
      [`${cycle}:2`, 'failed'],
      [`${cycle}:3`, 'failed'],
    ]);
    expect((await invoicesOf(sub.subscription_id))[1]).toMatchObject({
      status: 'Failed',
      attempts: 3,
      failureMessage: 'Your card has insufficient funds.',
    });
    // Nothing more is tried.
    await advance(10 * DAY);
    expect(await charges()).toHaveLength(4);

    // Unpaid: reactivating charges a new cycle now, on its card (declined: it stays Unpaid); with another card, it
    // runs again. Changing the card of an Unpaid subscription charges nothing.
    const declined = await t.call('reactivate_subscription', { subscription_id: sub.subscription_id }, f.token);
    expect(declined.status).toBe(402);
    expect((await stateOf(sub.subscription_id)).state).toBe('Unpaid');
    const good = await saveCard(f);
    const updated = await ok('update_subscription', { subscription_id: sub.subscription_id, card: good }, f.token);
    expect(updated.subscription).toMatchObject({ state: 'Unpaid', card: good });
    expect(await charges()).toHaveLength(5);
    const again = await ok('reactivate_subscription', { subscription_id: sub.subscription_id }, f.token);
    expect(again.subscription).toMatchObject({
      state: 'Active',
      current_period_start: new Date(t.clock.now()).toISOString(),
      has_access: true,
    });
  });

  it('charges a PastDue renewal again at once when the member changes the card', async () => {
    const c = await creator();
    const f = await fan();
    const sub = await subscribe(f, (await catalogue(c)).planId);
    const poor = await saveCard(f, INSUFFICIENT_FUNDS);
    await ok('update_subscription', { subscription_id: sub.subscription_id, card: poor }, f.token);
    await advanceTo('2026-12-22T12:00:00.000Z');
    expect((await mine(f))[0]).toMatchObject({ state: 'PastDue' });

    // Another declined card: 402, still PastDue on its retry schedule.
    const alsoPoor = await saveCard(f, INSUFFICIENT_FUNDS);
    const retry = await t.call(
      'update_subscription',
      { subscription_id: sub.subscription_id, card: alsoPoor },
      f.token,
    );
    expect(retry.status).toBe(402);
    expect((await mine(f))[0]).toMatchObject({ state: 'PastDue', next_retry_at: '2026-12-23T12:00:00.000Z' });

    const good = await saveCard(f);
    const fixed = await ok('update_subscription', { subscription_id: sub.subscription_id, card: good }, f.token);
    expect(fixed.subscription).toMatchObject({
      state: 'Active',
      card: good,
      current_period_start: '2026-12-22T12:00:00.000Z',
      current_period_end: '2027-01-22T12:00:00.000Z',
      next_retry_at: null,
    });
    expect((await charges()).map((ch) => ch.status)).toEqual(['succeeded', 'failed', 'failed', 'succeeded']);
    // The retry schedule is over: the day after, nothing is charged.
    await advance(DAY);
    expect(await charges()).toHaveLength(4);
  });

  it('moves a renewal to the replacement plan once its eff_date has passed, at its price', async () => {
    const c = await creator();
    const f = await fan();
    const cat = await catalogue(c, { priceCents: 999 });
    const sub = await subscribe(f, cat.planId);
    const replacement = await insertPlan(t.db, cat.productId, cat.tierId, new Date(t.clock.now()), {
      name: 'Monthly (new price)',
      priceCents: 1299,
      replacesPlanId: cat.planId,
      effDate: new Date(t.clock.now() + 10 * DAY),
      timeZone: 'UTC',
    });
    await advanceTo('2026-12-22T12:00:00.000Z');
    expect((await mine(f))[0]).toMatchObject({ state: 'Active', plan_id: replacement, price: 1299 });
    expect((await charges()).map((ch) => ch.amountCents)).toEqual([999, 1299]);
    expect((await invoicesOf(sub.subscription_id))[1]).toMatchObject({ planId: replacement, feeCents: 130 });
  });

  it('keeps the old plan when the replacement is not effective by the cycle start', async () => {
    const c = await creator();
    const f = await fan();
    const cat = await catalogue(c, { priceCents: 999 });
    await subscribe(f, cat.planId);
    await insertPlan(t.db, cat.productId, cat.tierId, new Date(t.clock.now()), {
      priceCents: 1299,
      replacesPlanId: cat.planId,
      effDate: new Date('2026-12-23T00:00:00Z'),
    });
    await advanceTo('2026-12-22T12:00:00.000Z');
    expect((await mine(f))[0]).toMatchObject({ plan_id: cat.planId, price: 999 });
    expect((await charges()).map((ch) => ch.amountCents)).toEqual([999, 999]);
  });
});

describe('cancel_subscription and reactivate_subscription (spec 001 §4)', () => {
  it('is Ending until the period ends, then Canceled with no charge; reactivating starts a new paid cycle', async () => {
    const c = await creator();
    const f = await fan();
    const sub = await subscribe(f, (await catalogue(c)).planId);
    const cancelled = await ok('cancel_subscription', { subscription_id: sub.subscription_id }, f.token);
    expect(cancelled.subscription).toMatchObject({
      state: 'Ending',
      has_access: true,
      can_cancel: false,
      can_reactivate: true,
      current_period_end: '2026-12-22T12:00:00.000Z',
    });
    const twice = await t.call('cancel_subscription', { subscription_id: sub.subscription_id }, f.token);
    expect(twice.body).toMatchObject({ code: 'CONFLICT', message: CANNOT_CANCEL });

    await advanceTo('2026-12-22T11:59:00.000Z');
    expect((await mine(f))[0]).toMatchObject({ state: 'Ending', has_access: true });
    await advance(60_000);
    expect((await mine(f))[0]).toMatchObject({ state: 'Canceled', has_access: false, can_reactivate: true });
    expect(await charges()).toHaveLength(1);

    const back = await ok('reactivate_subscription', { subscription_id: sub.subscription_id }, f.token);
    expect(back.subscription).toMatchObject({
      state: 'Active',
      canceled_at: null,
      current_period_start: '2026-12-22T12:00:00.000Z',
      current_period_end: '2027-01-22T12:00:00.000Z',
    });
    expect(await charges()).toHaveLength(2);
    const running = await t.call('reactivate_subscription', { subscription_id: sub.subscription_id }, f.token);
    expect(running.body).toMatchObject({ code: 'CONFLICT', message: CANNOT_REACTIVATE });
  });

  it('takes an Ending subscription back with no charge, Trialing again in its trial', async () => {
    const c = await creator();
    const f = await fan();
    const paid = await subscribe(f, (await catalogue(c)).planId);
    const trial = await subscribe(f, (await catalogue(c, { trialDays: 7, productName: 'Demos' })).planId);
    for (const s of [paid, trial]) await ok('cancel_subscription', { subscription_id: s.subscription_id }, f.token);
    const again = await ok('reactivate_subscription', { subscription_id: paid.subscription_id }, f.token);
    expect(again.subscription).toMatchObject({ state: 'Active', current_period_end: paid.current_period_end });
    const trialAgain = await ok('reactivate_subscription', { subscription_id: trial.subscription_id }, f.token);
    expect(trialAgain.subscription).toMatchObject({ state: 'Trialing' });
    expect(await charges()).toHaveLength(1);
    // A trial cancelled and left to end is never charged.
    await ok('cancel_subscription', { subscription_id: trial.subscription_id }, f.token);
    await advance(8 * DAY);
    expect((await stateOf(trial.subscription_id)).state).toBe('Canceled');
    expect(await charges()).toHaveLength(1);
  });

  it('cancels a PastDue subscription at once: its renewal is not retried', async () => {
    const c = await creator();
    const f = await fan();
    const sub = await subscribe(f, (await catalogue(c)).planId);
    const poor = await saveCard(f, INSUFFICIENT_FUNDS);
    await ok('update_subscription', { subscription_id: sub.subscription_id, card: poor }, f.token);
    await advanceTo('2026-12-22T12:00:00.000Z');
    const cancelled = await ok('cancel_subscription', { subscription_id: sub.subscription_id }, f.token);
    expect(cancelled.subscription).toMatchObject({ state: 'Canceled', has_access: false, next_retry_at: null });
    await advance(5 * DAY);
    expect(await charges()).toHaveLength(2);
    expect((await invoicesOf(sub.subscription_id))[1]).toMatchObject({
      status: 'Failed',
      failureMessage: CYCLE_CANCELLED,
    });
  });

  it('refuses to reactivate when the member holds another subscription to the tier, or the plan is gone', async () => {
    const c = await creator();
    const f = await fan();
    const cat = await catalogue(c);
    const first = await subscribe(f, cat.planId);
    await ok('cancel_subscription', { subscription_id: first.subscription_id }, f.token);
    await advanceTo('2026-12-22T12:00:00.000Z');
    const second = await subscribe(f, cat.planId);
    const res = await t.call('reactivate_subscription', { subscription_id: first.subscription_id }, f.token);
    expect(res.body).toMatchObject({ code: 'CONFLICT', message: ALREADY_SUBSCRIBED });
    await ok('cancel_subscription', { subscription_id: second.subscription_id }, f.token);
    await t.db.update(plans).set({ disabled: true }).where(eq(plans.id, cat.planId));
    await advanceTo('2027-01-22T12:00:00.000Z');
    const gone = await t.call('reactivate_subscription', { subscription_id: second.subscription_id }, f.token);
    expect(gone.body).toMatchObject({ code: 'CONFLICT', message: PLAN_NOT_OFFERED });
  });

  it("answers 404 for another member's subscription, and changes nothing", async () => {
    const c = await creator();
    const owner = await fan();
    const intruder = await fan();
    const sub = await subscribe(owner, (await catalogue(c)).planId);
    for (const [name, input] of [
      ['cancel_subscription', { subscription_id: sub.subscription_id }],
      ['reactivate_subscription', { subscription_id: sub.subscription_id }],
      ['update_subscription', { subscription_id: sub.subscription_id, card: intruder.card }],
    ] as const) {
      const res = await t.call(name, input, intruder.token);
      expect(res.status, name).toBe(404);
      expect(res.body.message).toBe(SUBSCRIPTION_NOT_FOUND);
    }
    expect(await stateOf(sub.subscription_id)).toMatchObject({ state: 'Active', cardId: owner.card });
  });
});

describe('get_subscriptions (spec 001 §5: purchased, otherwise active/byId/lookFor)', () => {
  it("lists the member's own with purchased, and a creator's subscribers otherwise", async () => {
    const c = await creator();
    const other = await creator();
    const ann = await fan();
    const ben = await fan();
    const music = await catalogue(c, { productName: 'Music Club', name: 'Music Monthly' });
    const films = await catalogue(c, { productName: 'Film Club', name: 'Film Monthly' });
    const elsewhere = await catalogue(other, { productName: 'Elsewhere' });
    const annMusic = await subscribe(ann, music.planId);
    const benFilms = await subscribe(ben, films.planId);
    await subscribe(ann, elsewhere.planId);
    await ok('cancel_subscription', { subscription_id: benFilms.subscription_id }, ben.token);
    await advanceTo('2026-12-22T12:00:00.000Z');

    const ids = (rows: Record<string, unknown>[]) => rows.map((r) => r.subscription_id);
    const asCreator = async (input: Record<string, unknown>) =>
      (await ok('get_subscriptions', input, c.token)).subscriptions as Record<string, unknown>[];
    const all = await asCreator({});
    expect(ids(all)).toEqual([benFilms.subscription_id, annMusic.subscription_id]);
    expect(all[1]).toMatchObject({ subscriber: { id: ann.id, name: ann.name }, card: null, can_cancel: false });
    expect(ids(await asCreator({ active: true }))).toEqual([annMusic.subscription_id]);
    expect(ids(await asCreator({ byId: films.productId }))).toEqual([benFilms.subscription_id]);
    expect(ids(await asCreator({ byId: elsewhere.productId }))).toEqual([]);
    expect(ids(await asCreator({ lookFor: ben.name }))).toEqual([benFilms.subscription_id]);
    expect(ids(await asCreator({ lookFor: 'music' }))).toEqual([annMusic.subscription_id]);
    // purchased comes first: the creator's own subscriptions (none), whatever else is sent.
    expect(await asCreator({ purchased: 1, active: true })).toEqual([]);
    expect((await mine(ann)).map((s) => s.product_name)).toEqual(['Elsewhere', 'Music Club']);
    expect((await ok('get_subscriptions', {}, ann.token)).subscriptions).toEqual([]);
  });
});

describe('creator payouts (clock job creator-payouts)', () => {
  /** An asset of the creator bought outright, charged (what purchase_asset records). */
  async function assetSale(creatorId: number, buyerId: number, priceCents: number, feeCents: number) {
    const now = new Date(t.clock.now());
    const [asset] = await t.db
      .insert(assets)
      .values({ ownerId: creatorId, type: 'Song', name: 'Night Drive', priceCents, createdAt: now, updatedAt: now })
      .returning({ id: assets.id });
    const [sale] = await t.db
      .insert(assetPurchases)
      .values({
        assetId: asset!.id,
        memberId: buyerId,
        creatorId,
        priceCents,
        currency: 'USD',
        feeCents,
        paymentCompany: 'Stripe',
        paymentMethod: 'card_saved',
        status: 'Charged',
        createdAt: now,
      })
      .returning({ id: assetPurchases.id });
    return sale!.id;
  }

  it('pays each paid cycle and each asset sale once, less the product cut, however often the job runs', async () => {
    const c = await creator();
    const f = await fan();
    const sub = await subscribe(f, (await catalogue(c, { priceCents: 999 })).planId);
    const saleId = await assetSale(c.id, f.id, 500, 75);
    await advance(60_000);
    const [invoice] = await invoicesOf(sub.subscription_id);
    expect((await transfers()).map((x) => [x.destination, x.amountCents, x.idempotencyKey])).toEqual([
      [c.connectId, 425, `creator-payout:asset:${saleId}`],
      [c.connectId, 899, `creator-payout:invoice:${invoice!.id}`],
    ]);
    const [paidInvoice] = await invoicesOf(sub.subscription_id);
    expect(paidInvoice!.payoutTransferId).toBe((await transfers())[1]!.id);
    expect(paidInvoice!.paidOutAt).not.toBeNull();

    // The job twice more, at once and again, and a sale whose row says unpaid-out still pays once at the provider.
    const deps = { db: t.db, payouts: new SandboxPayoutProvider(t.db, t.clock, t.config.PUBLIC_URL) };
    await Promise.all([releaseCreatorPayouts(deps, t.clock.now()), releaseCreatorPayouts(deps, t.clock.now())]);
    await t.db.update(assetPurchases).set({ paidOutAt: null }).where(eq(assetPurchases.id, saleId));
    await releaseCreatorPayouts(deps, t.clock.now());
    await advance(60_000);
    expect(await transfers()).toHaveLength(2);

    // The next cycle is paid out when it is paid.
    await advanceTo('2026-12-22T12:00:00.000Z');
    expect((await transfers()).map((x) => x.amountCents)).toEqual([425, 899, 899]);
  });

  it('skips a creator without an enabled payout account until they have one', async () => {
    const c = await creator(false);
    const f = await fan();
    await subscribe(f, (await catalogue(c)).planId);
    await advance(60_000);
    expect(await transfers()).toEqual([]);
    const connectId = await insertEnabledPayoutAccount(t.db, c.id, t.clock.now());
    await advance(60_000);
    expect((await transfers()).map((x) => [x.destination, x.amountCents])).toEqual([[connectId, 899]]);
  });
});

describe("Stripe Billing's webhooks (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set)", () => {
  const secret = 'whsec_subscriptions';
  const s = useTestApp({
    // The API is never called: the webhooks carry the state.
    env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_URL: 'http://127.0.0.1:9' },
  });
  const sm = marketplace(s, 'stripe-subscriptions.test');
  beforeEach(() => s.clock.set(START));
  const sec = (iso: string) => Math.floor(Date.parse(iso) / 1000);

  /** A subscription Stripe runs (as create_subscription leaves it), Active on its first month. */
  async function stripeSubscription() {
    const c = await sm.member({ isSpecialist: true }, 'creator');
    const f = await sm.member({}, 'fan');
    const now = new Date(s.clock.now());
    const cat = await insertCatalogue(s.db, c.id, now);
    const id = await insertSubscription(s.db, f.id, c.id, cat, now, 'Active', 'pm_card');
    await s.db.update(subscriptions).set({ stripeSubscriptionId: 'sub_1Billing' }).where(eq(subscriptions.id, id));
    return { id, creatorId: c.id };
  }

  const deliver = (type: string, object: Record<string, unknown>) =>
    deliverStripeWebhook(s, secret, stripeEvent(s, type, object));

  const subscriptionObject = (status: string, cancelAtPeriodEnd: boolean, start: string, end: string) => ({
    id: 'sub_1Billing',
    object: 'subscription',
    status,
    cancel_at_period_end: cancelAtPeriodEnd,
    canceled_at: null,
    trial_end: null,
    start_date: sec('2026-11-22T12:00:00Z'),
    items: {
      object: 'list',
      data: [
        { id: 'si_1', object: 'subscription_item', current_period_start: sec(start), current_period_end: sec(end) },
      ],
    },
    latest_invoice: 'in_latest',
  });

  const invoiceObject = (id: string, paid: number, due: number, start: string, end: string) => ({
    id,
    object: 'invoice',
    amount_paid: paid,
    amount_due: due,
    currency: 'usd',
    status: paid > 0 ? 'paid' : 'open',
    period_start: sec('2026-11-22T12:00:00Z'),
    period_end: sec(start),
    parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1Billing', metadata: {} } },
    lines: {
      object: 'list',
      data: [{ id: 'il_1', object: 'line_item', period: { start: sec(start), end: sec(end) } }],
    },
  });

  it('takes the state and period from customer.subscription.updated and .deleted', async () => {
    const { id } = await stripeSubscription();
    await deliver(
      'customer.subscription.updated',
      subscriptionObject('active', true, '2026-11-22T12:00:00Z', '2026-12-22T12:00:00Z'),
    );
    expect(await stateOfIn(s, id)).toMatchObject({ state: 'Ending' });
    await deliver(
      'customer.subscription.deleted',
      subscriptionObject('canceled', false, '2026-11-22T12:00:00Z', '2026-12-22T12:00:00Z'),
    );
    const row = await stateOfIn(s, id);
    expect(row).toMatchObject({ state: 'Canceled' });
    expect(iso(row.currentPeriodEnd)).toBe('2026-12-22T12:00:00.000Z');
  });

  it('records a paid invoice once for the payout, and a failed one as PastDue until it is paid', async () => {
    const { id, creatorId } = await stripeSubscription();
    const start = '2026-12-22T12:00:00Z';
    const end = '2027-01-22T12:00:00Z';
    await deliver('invoice.payment_failed', invoiceObject('in_2', 0, 999, start, end));
    expect(await stateOfIn(s, id)).toMatchObject({ state: 'PastDue' });
    const open = await s.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.subscriptionId, id));
    expect(open).toMatchObject([{ status: 'Pending', amountCents: 999 }]);

    const paid = invoiceObject('in_2', 999, 999, start, end);
    await deliver('invoice.paid', paid);
    await deliver('invoice.paid', paid);
    const rows = await s.db
      .select()
      .from(subscriptionInvoices)
      .where(and(eq(subscriptionInvoices.subscriptionId, id), eq(subscriptionInvoices.status, 'Paid')));
    expect(rows).toMatchObject([
      { chargeId: 'in_2', amountCents: 999, feeCents: 100, creatorId, paidOutAt: null, attempts: 1 },
    ]);
    expect(iso(rows[0]!.cycleStart)).toBe('2026-12-22T12:00:00.000Z');
    const row = await stateOfIn(s, id);
    expect(row).toMatchObject({ state: 'Active' });
    expect(iso(row.currentPeriodEnd)).toBe('2027-01-22T12:00:00.000Z');
  });

  it('refuses a payload whose signature does not match', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=bad' },
      payload: JSON.stringify({ type: 'customer.subscription.deleted' }),
    });
    expect(res.statusCode).toBe(400);
  });
});

async function stateOfIn(app: TestApp, id: number) {
  const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row!;
}

describe('with Stripe Billing (STRIPE_SECRET_KEY set): Stripe runs the cycles', () => {
  const stub = new BillingStub();
  let st: TestApp;
  beforeAll(async () => {
    await stub.start();
    st = await createTestApp({ STRIPE_SECRET_KEY: 'sk_test_billing', STRIPE_API_URL: stub.url });
  });
  afterAll(async () => {
    await st.close();
    await stub.stop();
  });
  beforeEach(async () => {
    await st.reset();
    st.clock.set(START);
    stub.reset();
  });

  /** A fan whose Stripe customer holds the cards pm_good and pm_poor (insufficient funds). */
  async function stripeFan(sm: ReturnType<typeof marketplace>) {
    const f = await sm.member({}, 'fan');
    const customerId = `cus_fan${f.id}`;
    await st.db.insert(cardCustomers).values({ memberId: f.id, customerId, createdAt: new Date(st.clock.now()) });
    stub.saved.set(customerId, ['pm_good', 'pm_poor']);
    return f;
  }

  it('starts a Stripe Subscription on a Product and Price made once, records the paid invoice, and cancels there', async () => {
    const sm = marketplace(st, 'stripe-billing.test');
    const c = await sm.member({ isSpecialist: true }, 'creator');
    const f = await stripeFan(sm);
    const cat = await insertCatalogue(st.db, c.id, new Date(st.clock.now()));
    const created = await sm.ok('create_subscription', { plan_id: cat.planId, card: 'pm_good' }, f.token);
    expect(created.subscription).toMatchObject({
      state: 'Active',
      current_period_end: '2026-12-22T12:00:00.000Z',
      card: 'pm_good',
    });
    const id = created.subscription.subscription_id as number;
    const [row] = await st.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const stripeId = row!.stripeSubscriptionId!;
    expect(stub.subscriptions.get(stripeId)).toMatchObject({ customer: `cus_fan${f.id}`, method: 'pm_good' });
    const [product] = await st.db.select().from(products).where(eq(products.id, cat.productId));
    const [plan] = await st.db.select().from(plans).where(eq(plans.id, cat.planId));
    expect(stub.products.has(product!.stripeProductId!)).toBe(true);
    expect(stub.prices.get(plan!.stripePriceId!)).toEqual({ amount: 999, currency: 'usd', interval: 'month' });
    const create = stub.sent.find((x) => x.path === '/v1/subscriptions')!;
    expect(create.headers['idempotency-key']).toBe(`subscription:${id}:2026-11-22T12:00:00.000Z`);
    // The first cycle's invoice, for the creator's payout.
    const invoices = await st.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.subscriptionId, id));
    expect(invoices).toMatchObject([{ status: 'Paid', amountCents: 999, feeCents: 100, creatorId: c.id }]);

    // Stripe charges the renewals: the app's billing job leaves it alone.
    st.clock.set(Date.parse('2026-12-22T12:00:00Z'));
    const cards = createStripeCardProvider({ secretKey: 'sk_test_billing', apiUrl: stub.url, publishableKey: null });
    await runSubscriptionBilling({ db: st.db, clock: st.clock, config: st.config, cards }, st.clock.now());
    expect(stub.sent.filter((x) => x.path === '/v1/payment_intents')).toEqual([]);
    expect(await st.db.select().from(subscriptionInvoices)).toHaveLength(1);

    const token = await openSession(st.db, f.id, st.clock.now());
    const cancelled = await sm.ok('cancel_subscription', { subscription_id: id }, token);
    expect(cancelled.subscription).toMatchObject({ state: 'Ending' });
    expect(stub.subscriptions.get(stripeId)!.cancelAtPeriodEnd).toBe(true);
    const back = await sm.ok('reactivate_subscription', { subscription_id: id }, token);
    expect(back.subscription).toMatchObject({ state: 'Active' });
    // A second subscriber: the same Product and Price.
    const g = await stripeFan(sm);
    await sm.ok('create_subscription', { plan_id: cat.planId, card: 'pm_good' }, g.token);
    expect([stub.products.size, stub.prices.size]).toEqual([1, 1]);
  });

  it("moves Stripe's subscriptions to a replacement plan's price once it takes effect, and bills them there", async () => {
    const sm = marketplace(st, 'stripe-billing.test');
    const c = await sm.member({ isSpecialist: true }, 'creator');
    const f = await stripeFan(sm);
    const cat = await insertCatalogue(st.db, c.id, new Date(st.clock.now()));
    const created = await sm.ok('create_subscription', { plan_id: cat.planId, card: 'pm_good' }, f.token);
    const id = created.subscription.subscription_id as number;
    const replacement = await insertPlan(st.db, cat.productId, cat.tierId, new Date(st.clock.now()), {
      priceCents: 1499,
      effDate: new Date('2026-12-10T00:00:00Z'),
      replacesPlanId: cat.planId,
    });
    const cards = createStripeCardProvider({ secretKey: 'sk_test_billing', apiUrl: stub.url, publishableKey: null });
    const run = () => runSubscriptionBilling({ db: st.db, clock: st.clock, config: st.config, cards }, st.clock.now());
    const row = async () => (await st.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!;
    const stripeId = (await row()).stripeSubscriptionId!;
    const firstPrice = stub.subscriptions.get(stripeId)!.price;

    // Before its eff_date the replacement changes nothing.
    st.clock.set(Date.parse('2026-12-09T12:00:00Z'));
    await run();
    expect(stub.subscriptions.get(stripeId)!.price).toBe(firstPrice);
    expect((await row()).planId).toBe(cat.planId);

    st.clock.set(Date.parse('2026-12-10T12:00:00Z'));
    await run();
    await run();
    const [plan] = await st.db.select().from(plans).where(eq(plans.id, replacement));
    expect(stub.prices.get(plan!.stripePriceId!)).toEqual({ amount: 1499, currency: 'usd', interval: 'month' });
    expect(stub.subscriptions.get(stripeId)!.price).toBe(plan!.stripePriceId);
    expect(await row()).toMatchObject({ planId: replacement, state: 'Active' });
    // One move, with no proration; the second run found nothing to do.
    const moves = stub.sent.filter((x) => x.method === 'POST' && x.path === `/v1/subscriptions/${stripeId}`);
    expect(moves.map((x) => x.form.get('proration_behavior'))).toEqual(['none']);
  });

  it('answers a declined first payment 402, leaving the subscription Expired', async () => {
    const sm = marketplace(st, 'stripe-billing.test');
    const c = await sm.member({ isSpecialist: true }, 'creator');
    const f = await stripeFan(sm);
    const cat = await insertCatalogue(st.db, c.id, new Date(st.clock.now()));
    const res = await st.call('create_subscription', { plan_id: cat.planId, card: 'pm_poor' }, f.token);
    expect(res.status).toBe(402);
    expect(res.body.message).toBe('Your card has insufficient funds.');
    const [row] = await st.db.select().from(subscriptions);
    expect(row).toMatchObject({ state: 'Expired', stripeSubscriptionId: null });
  });
});

describe('card disputes in the payments sandbox (spec 001 §4 Dispute; /dev/cards)', () => {
  /** The dispute action of /dev/cards, as JSON or as the page's form posts it. */
  const dispute = (chargeId: string, outcome: string, form = false) =>
    t.app.inject({
      method: 'POST',
      url: '/dev/cards/disputes',
      ...(form
        ? {
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            payload: new URLSearchParams({ charge_id: chargeId, outcome }).toString(),
          }
        : { payload: { charge_id: chargeId, outcome } }),
    });

  /** A subscriber of a tier with a blog in it, and the first cycle's charge. */
  async function subscribedWithAsset() {
    const c = await creator();
    const f = await fan();
    const cat = await catalogue(c);
    const sub = await subscribe(f, cat.planId);
    const asset = (
      await ok(
        'create_asset',
        { type: 'Blog', name: 'Backstage notes', assetData: '<p>For subscribers.</p>', tier_ids: [cat.tierId] },
        c.token,
      )
    ).asset;
    const access = async () =>
      (await ok('user_get_asset', { asset_id: asset.id }, f.token)).asset.allow_access as boolean;
    const id = sub.subscription_id as number;
    const charge = (await charges()).find((ch) => ch.idempotencyKey.startsWith(`subscription:${id}:`));
    return { f, id, access, chargeId: charge!.id };
  }

  it('puts the subscription in Dispute (no access, shown by its state); won in the paid period, it is Active again', async () => {
    const { f, id, access, chargeId } = await subscribedWithAsset();
    expect(await access()).toBe(true);
    const page = await t.app.inject({ method: 'GET', url: '/dev/cards' });
    expect(page.body).toContain(`Subscription ${id}: Active`);
    expect(page.body).toContain('Dispute this charge');

    const opened = await dispute(chargeId, 'opened');
    expect([opened.statusCode, opened.json()]).toEqual([200, { subscription_id: id, state: 'Dispute' }]);
    expect((await mine(f))[0]).toMatchObject({
      state: 'Dispute',
      has_access: false,
      can_cancel: false,
      can_reactivate: false,
    });
    expect(await access()).toBe(false);
    // Opened again (a repeated report): nothing changes.
    expect((await dispute(chargeId, 'opened')).json()).toEqual({ subscription_id: id, state: 'Dispute' });
    expect((await t.app.inject({ method: 'GET', url: '/dev/cards' })).body).toContain('Dispute won');

    // Won (the page's form), the paid period still running: Active again, with access.
    const won = await dispute(chargeId, 'won', true);
    expect([won.statusCode, won.headers.location]).toEqual([303, '/dev/cards']);
    expect((await mine(f))[0]).toMatchObject({
      state: 'Active',
      has_access: true,
      current_period_end: '2026-12-22T12:00:00.000Z',
    });
    expect(await access()).toBe(true);
  });

  it('is not billed while in Dispute; won after the period ran out, or lost, it is Canceled and may be reactivated', async () => {
    const { f, id, chargeId } = await subscribedWithAsset();
    expect((await dispute(chargeId, 'opened')).statusCode).toBe(200);
    // The cycle start passes and the job runs for days: no renewal is charged or even recorded.
    await advanceTo('2026-12-22T12:00:00.000Z');
    await advance(5 * DAY);
    expect(await charges()).toHaveLength(1);
    expect(await invoicesOf(id)).toHaveLength(1);
    expect((await stateOf(id)).state).toBe('Dispute');

    expect((await dispute(chargeId, 'won')).json()).toEqual({ subscription_id: id, state: 'Canceled' });
    expect((await mine(f))[0]).toMatchObject({ state: 'Canceled', has_access: false, can_reactivate: true });
    // Settled already: a second outcome changes nothing.
    expect((await dispute(chargeId, 'lost')).json()).toEqual({ subscription_id: id, state: 'Canceled' });

    // Lost while its period runs: Canceled at once.
    const other = await subscribedWithAsset();
    await dispute(other.chargeId, 'opened');
    expect((await dispute(other.chargeId, 'lost')).json()).toEqual({ subscription_id: other.id, state: 'Canceled' });
    expect(await other.access()).toBe(false);
  });

  it("holds the disputed cycle's payout from the creator; lost, it is never paid out; won, it is paid", async () => {
    const payoutsOf = async (invoiceIds: number[]) =>
      (await transfers()).filter((x) => invoiceIds.some((i) => x.idempotencyKey === `creator-payout:invoice:${i}`));
    const lost = await subscribedWithAsset();
    const won = await subscribedWithAsset();
    const [lostCycle] = await invoicesOf(lost.id);
    const [wonCycle] = await invoicesOf(won.id);
    await dispute(lost.chargeId, 'opened');
    await dispute(won.chargeId, 'opened');
    // The payout job runs (a minute passes): neither disputed cycle is paid to its creator.
    await advance(60_000);
    expect(await payoutsOf([lostCycle!.id, wonCycle!.id])).toEqual([]);

    await dispute(lost.chargeId, 'lost');
    await dispute(won.chargeId, 'won');
    await advance(60_000);
    const [lostAfter] = await invoicesOf(lost.id);
    expect([lostAfter!.status, lostAfter!.paidOutAt]).toEqual(['Disputed', null]);
    expect((await payoutsOf([lostCycle!.id, wonCycle!.id])).map((x) => x.idempotencyKey)).toEqual([
      `creator-payout:invoice:${wonCycle!.id}`,
    ]);
  });

  it('answers 404 for a charge that paid no subscription, and 400 for an unknown outcome', async () => {
    const { chargeId } = await subscribedWithAsset();
    const none = await dispute('ch_not_a_subscription', 'opened');
    expect([none.statusCode, none.json().field]).toEqual([404, 'charge_id']);
    expect((await dispute(chargeId, 'maybe')).statusCode).toBe(400);
  });
});

/** A Stripe event to /webhooks/stripe, signed with `secret` as Stripe signs it. */
const signedWebhook = (app: TestApp, secret: string, type: string, object: Record<string, unknown>) =>
  deliverStripeWebhook(app, secret, stripeEvent(app, type, object));

describe('card disputes with Stripe Billing (signed charge.dispute.created and .closed webhooks)', () => {
  const stub = new BillingStub();
  const secret = 'whsec_disputes';
  let st: TestApp;
  beforeAll(async () => {
    await stub.start();
    st = await createTestApp({
      STRIPE_SECRET_KEY: 'sk_test_billing',
      STRIPE_WEBHOOK_SECRET: secret,
      STRIPE_API_URL: stub.url,
    });
  });
  afterAll(async () => {
    await st.close();
    await stub.stop();
  });
  beforeEach(async () => {
    await st.reset();
    st.clock.set(START);
    stub.reset();
  });

  /** A fan subscribed through Stripe Billing (Active, charged at once), and the Stripe subscription's id. */
  async function stripeSubscriber() {
    const sm = marketplace(st, 'stripe-disputes.test');
    const c = await sm.member({ isSpecialist: true }, 'creator');
    const f = await sm.member({}, 'fan');
    const customerId = `cus_fan${f.id}`;
    await st.db.insert(cardCustomers).values({ memberId: f.id, customerId, createdAt: new Date(st.clock.now()) });
    stub.saved.set(customerId, ['pm_good']);
    const cat = await insertCatalogue(st.db, c.id, new Date(st.clock.now()));
    const created = await sm.ok('create_subscription', { plan_id: cat.planId, card: 'pm_good' }, f.token);
    const id = created.subscription.subscription_id as number;
    const stripeId = (await stateOfIn(st, id)).stripeSubscriptionId!;
    return { sm, f, id, stripeId };
  }

  const disputeObject = (paymentIntent: string, status: string) => ({
    id: 'du_1Stub',
    object: 'dispute',
    amount: 999,
    currency: 'usd',
    charge: 'ch_1Stub',
    payment_intent: paymentIntent,
    reason: 'fraudulent',
    status,
  });

  /** What Stripe says of the subscription while its collection is paused: still active. */
  const stillActive = (stripeId: string) => ({
    id: stripeId,
    object: 'subscription',
    status: 'active',
    cancel_at_period_end: false,
    canceled_at: null,
    trial_end: null,
    start_date: Math.floor(START / 1000),
    pause_collection: { behavior: 'void', resumes_at: null },
    items: {
      object: 'list',
      data: [
        {
          id: `si_${stripeId}`,
          object: 'subscription_item',
          current_period_start: Math.floor(START / 1000),
          current_period_end: Math.floor(Date.parse('2026-12-22T12:00:00Z') / 1000),
        },
      ],
    },
    latest_invoice: null,
  });

  it('opens a Dispute on the cycle whose invoice the charge paid, pauses collection, and resumes when won', async () => {
    const { sm, f, id, stripeId } = await stripeSubscriber();
    await signedWebhook(
      st,
      secret,
      'charge.dispute.created',
      disputeObject(stub.paymentOf(stripeId), 'needs_response'),
    );
    expect(await stateOfIn(st, id)).toMatchObject({ state: 'Dispute' });
    expect(stub.subscriptions.get(stripeId)!.paused).toBe(true);
    const pause = stub.sent.find((x) => x.method === 'POST' && x.form.get('pause_collection[behavior]'));
    expect(pause?.form.get('pause_collection[behavior]')).toBe('void');
    const token = await openSession(st.db, f.id, st.clock.now());
    expect((await sm.ok('get_subscriptions', { purchased: true }, token)).subscriptions[0]).toMatchObject({
      state: 'Dispute',
      has_access: false,
    });

    // Stripe still calls it active (only its collection is paused): it stays in Dispute.
    await signedWebhook(st, secret, 'customer.subscription.updated', stillActive(stripeId));
    expect(await stateOfIn(st, id)).toMatchObject({ state: 'Dispute' });

    await signedWebhook(st, secret, 'charge.dispute.closed', disputeObject(stub.paymentOf(stripeId), 'won'));
    expect(await stateOfIn(st, id)).toMatchObject({ state: 'Active' });
    expect(stub.subscriptions.get(stripeId)!.paused).toBe(false);
  });

  it('cancels the subscription at Stripe when the dispute is lost, and ignores disputes of other payments', async () => {
    const { id, stripeId } = await stripeSubscriber();
    await signedWebhook(st, secret, 'charge.dispute.created', disputeObject('pi_of_a_ticket', 'needs_response'));
    expect(await stateOfIn(st, id)).toMatchObject({ state: 'Active' });

    await signedWebhook(
      st,
      secret,
      'charge.dispute.created',
      disputeObject(stub.paymentOf(stripeId), 'needs_response'),
    );
    await signedWebhook(st, secret, 'charge.dispute.closed', disputeObject(stub.paymentOf(stripeId), 'lost'));
    expect(await stateOfIn(st, id)).toMatchObject({ state: 'Canceled' });
    expect(stub.subscriptions.get(stripeId)!.status).toBe('canceled');
    expect(stub.sent.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/subscriptions/${stripeId}` });
  });
});
