import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { createStripeBillingProvider } from './billing-stripe';
import { billingWebhookUpdate, stripeSubscriptionState } from './billing-stripe-events';
import type { BillingProvider } from './billing-provider';
import { BillingStub, DAY, MONTH_END, NOW } from '../../test/stripe-billing-stub';

const stub = new BillingStub();
let billing: BillingProvider;

beforeAll(async () => {
  await stub.start();
  billing = createStripeBillingProvider({ secretKey: 'sk_test_billing', apiUrl: stub.url });
});
afterAll(() => stub.stop());
beforeEach(() => stub.reset());

const iso = (d: Date | null) => d?.toISOString() ?? null;

async function price(amount = 999, interval: 'month' | 'year' = 'month') {
  const product = await billing.ensureProduct({ productId: 7, name: 'Studio Sessions', providerId: null });
  return billing.ensurePrice({
    planId: 11,
    providerProductId: product,
    priceCents: amount,
    currency: 'USD',
    interval,
    providerId: null,
  });
}

const newSubscription = (priceId: string, cardId = 'pm_good', trialDays: number | null = null, key = 'k1') =>
  billing.createSubscription({
    customerId: 'cus_fan',
    cardId,
    priceId,
    trialDays,
    idempotencyKey: `subscription:1:${key}`,
    metadata: { subscription_id: '1' },
  });

describe('Stripe Billing (adapters/payments/billing-stripe.ts against a local Stripe)', () => {
  it('makes a Product and a recurring Price once, and uses the stored ids after', async () => {
    const priceId = await price(1299, 'year');
    expect([...stub.products.values()]).toEqual([{ name: 'Studio Sessions' }]);
    expect(stub.prices.get(priceId)).toEqual({ amount: 1299, currency: 'usd', interval: 'year' });
    const made = stub.sent.length;
    expect(await billing.ensureProduct({ productId: 7, name: 'Studio Sessions', providerId: 'prod_saved' })).toBe(
      'prod_saved',
    );
    expect(
      await billing.ensurePrice({
        planId: 11,
        providerProductId: 'prod_saved',
        priceCents: 1299,
        currency: 'USD',
        interval: 'year',
        providerId: 'price_saved',
      }),
    ).toBe('price_saved');
    expect(stub.sent).toHaveLength(made);
  });

  it('starts a subscription on the saved card, charged at once, with its period and paid invoice', async () => {
    const priceId = await price();
    const result = await newSubscription(priceId);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const s = result.subscription;
    expect({ state: s.state, start: iso(s.currentPeriodStart), end: iso(s.currentPeriodEnd) }).toEqual({
      state: 'Active',
      start: '2026-11-22T12:00:00.000Z',
      end: '2026-12-22T12:00:00.000Z',
    });
    expect(s.paidInvoice).toMatchObject({ subscriptionId: s.id, amountCents: 999, currency: 'USD' });
    const create = stub.sent.find((x) => x.path === '/v1/subscriptions')!;
    expect(Object.fromEntries(create.form)).toMatchObject({
      customer: 'cus_fan',
      default_payment_method: 'pm_good',
      'items[0][price]': priceId,
      payment_behavior: 'error_if_incomplete',
      off_session: 'true',
      'metadata[subscription_id]': '1',
    });
    expect(create.headers['idempotency-key']).toBe('subscription:1:k1');

    // The same key again: Stripe's first answer, no second subscription.
    const again = await newSubscription(priceId);
    expect(again.ok && again.subscription.id).toBe(s.id);
    expect(stub.subscriptions.size).toBe(1);
  });

  it('answers a declined first payment with the decline, and a trial with no charge', async () => {
    const priceId = await price();
    expect(await newSubscription(priceId, 'pm_poor', null, 'k2')).toEqual({
      ok: false,
      decline: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    const trial = await newSubscription(priceId, 'pm_good', 14, 'k3');
    expect(trial.ok && trial.subscription).toMatchObject({ state: 'Trialing', paidInvoice: null });
    expect(trial.ok && iso(trial.subscription.trialEnd)).toBe('2026-12-06T12:00:00.000Z');
    expect(
      stub.sent.find((x) => x.headers['idempotency-key'] === 'subscription:1:k3')!.form.get('trial_period_days'),
    ).toBe('14');
  });

  it('cancels at period end (Ending), takes it back, and cancels at once', async () => {
    const created = await newSubscription(await price());
    const id = created.ok ? created.subscription.id : '';
    expect((await billing.setCancelAtPeriodEnd(id, true)).state).toBe('Ending');
    expect((await billing.setCancelAtPeriodEnd(id, false)).state).toBe('Active');
    expect((await billing.cancelNow(id)).state).toBe('Canceled');
    expect(stub.sent.at(-1)).toMatchObject({ method: 'DELETE', path: `/v1/subscriptions/${id}` });
  });

  it('finds the subscription a payment paid an invoice of, and pauses and resumes its collection', async () => {
    const created = await newSubscription(await price());
    const id = created.ok ? created.subscription.id : '';
    expect(await billing.subscriptionOfPayment(stub.paymentOf(id))).toBe(id);
    expect(await billing.subscriptionOfPayment('pi_of_a_ticket')).toBeNull();
    const list = stub.sent.find((x) => x.path === '/v1/invoice_payments')!;
    expect(Object.fromEntries(list.query)).toMatchObject({
      'payment[type]': 'payment_intent',
      'payment[payment_intent]': stub.paymentOf(id),
    });

    expect((await billing.pauseCollection(id, true)).state).toBe('Active');
    expect(stub.subscriptions.get(id)!.paused).toBe(true);
    expect(stub.sent.at(-1)!.form.get('pause_collection[behavior]')).toBe('void');
    await billing.pauseCollection(id, false);
    expect(stub.subscriptions.get(id)!.paused).toBe(false);
    expect(stub.sent.at(-1)!.form.get('pause_collection')).toBe('');
  });

  it("changes the card, and pays a past-due renewal's open invoice with it at once", async () => {
    const created = await newSubscription(await price());
    const id = created.ok ? created.subscription.id : '';
    stub.pastDue(id);
    expect(await billing.updateCard(id, 'pm_poor', true)).toEqual({
      ok: false,
      decline: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
    });
    const fixed = await billing.updateCard(id, 'pm_good', true);
    expect(fixed.ok && fixed.subscription.state).toBe('Active');
    const pay = stub.sent.filter((x) => x.path.endsWith('/pay'));
    expect(pay.map((x) => [x.form.get('payment_method'), x.form.get('off_session')])).toEqual([
      ['pm_poor', 'true'],
      ['pm_good', 'true'],
    ]);
    expect(stub.subscriptions.get(id)!.method).toBe('pm_good');
    // Not past due: only the card changes.
    const before = stub.sent.length;
    await billing.updateCard(id, 'pm_good', true);
    expect(stub.sent.slice(before).map((x) => x.path)).toEqual([`/v1/subscriptions/${id}`]);
  });
});

describe("Stripe's subscription states and billing webhooks in the words of spec 001 §4", () => {
  it('maps every Stripe status', () => {
    expect(stripeSubscriptionState('active', false)).toBe('Active');
    expect(stripeSubscriptionState('active', true)).toBe('Ending');
    expect(stripeSubscriptionState('trialing', false)).toBe('Trialing');
    expect(stripeSubscriptionState('trialing', true)).toBe('Ending');
    expect(stripeSubscriptionState('past_due', false)).toBe('PastDue');
    expect(stripeSubscriptionState('unpaid', false)).toBe('Unpaid');
    expect(stripeSubscriptionState('canceled', false)).toBe('Canceled');
    expect(stripeSubscriptionState('incomplete', false)).toBe('Pending');
    expect(stripeSubscriptionState('incomplete_expired', false)).toBe('Expired');
    expect(stripeSubscriptionState('paused', false)).toBe('Unpaid');
  });

  it('reads the subscription and invoice events, and ignores the others', () => {
    const event = (type: string, object: unknown) => ({ type, data: { object } }) as unknown as Stripe.Event;
    const invoice = {
      id: 'in_9',
      amount_paid: 0,
      amount_due: 999,
      currency: 'usd',
      period_start: NOW - 30 * DAY,
      period_end: NOW,
      parent: { subscription_details: { subscription: 'sub_9' } },
      lines: { data: [{ period: { start: NOW, end: MONTH_END } }] },
    };
    expect(billingWebhookUpdate(event('invoice.payment_failed', invoice))).toEqual({
      billing: 'invoice.failed',
      message: 'Your card was declined.',
      invoice: {
        id: 'in_9',
        subscriptionId: 'sub_9',
        amountCents: 999,
        currency: 'USD',
        periodStart: new Date('2026-11-22T12:00:00Z'),
        periodEnd: new Date('2026-12-22T12:00:00Z'),
      },
    });
    const update = billingWebhookUpdate(
      event('customer.subscription.deleted', {
        id: 'sub_9',
        status: 'canceled',
        cancel_at_period_end: false,
        canceled_at: NOW,
        trial_end: null,
        start_date: NOW,
        items: { data: [{ current_period_start: NOW, current_period_end: MONTH_END }] },
        latest_invoice: null,
      }),
    );
    expect(update).toMatchObject({ billing: 'subscription', subscription: { id: 'sub_9', state: 'Canceled' } });
    expect(billingWebhookUpdate(event('customer.created', { id: 'cus_1' }))).toBeNull();
  });

  it('reads a dispute opened and closed: lost is lost, any other close (won, warning_closed) kept the money', () => {
    const event = (type: string, status: string) =>
      ({
        type,
        data: { object: { id: 'du_1', object: 'dispute', charge: 'ch_1', payment_intent: 'pi_1', status } },
      }) as unknown as Stripe.Event;
    const dispute = (stage: string) => ({
      billing: 'dispute',
      dispute: { disputeId: 'du_1', chargeId: 'ch_1', paymentIntentId: 'pi_1', stage },
    });
    expect(billingWebhookUpdate(event('charge.dispute.created', 'needs_response'))).toEqual(dispute('opened'));
    expect(billingWebhookUpdate(event('charge.dispute.closed', 'lost'))).toEqual(dispute('lost'));
    expect(billingWebhookUpdate(event('charge.dispute.closed', 'won'))).toEqual(dispute('won'));
    expect(billingWebhookUpdate(event('charge.dispute.closed', 'warning_closed'))).toEqual(dispute('won'));
    expect(billingWebhookUpdate(event('charge.dispute.updated', 'under_review'))).toBeNull();
  });
  it('moves a subscription to another price from its next cycle, without proration, once', async () => {
    const first = await price(999);
    const started = await newSubscription(first);
    if (!started.ok) throw new Error('not started');
    const next = await billing.ensurePrice({
      planId: 12,
      providerProductId: [...stub.products.keys()][0]!,
      priceCents: 1299,
      currency: 'USD',
      interval: 'month',
      providerId: null,
    });
    const moved = await billing.changePrice(started.subscription.id, next, 'stagepass-replace:1:12');
    expect(stub.subscriptions.get(started.subscription.id)!.price).toBe(next);
    expect({ state: moved.state, end: iso(moved.currentPeriodEnd) }).toEqual({
      state: 'Active',
      end: iso(started.subscription.currentPeriodEnd),
    });
    const update = stub.sent.filter(
      (x) => x.method === 'POST' && x.path === `/v1/subscriptions/${started.subscription.id}`,
    );
    expect(update).toHaveLength(1);
    expect(Object.fromEntries(update[0]!.form)).toMatchObject({
      'items[0][id]': `si_${started.subscription.id}`,
      'items[0][price]': next,
      proration_behavior: 'none',
    });
    expect(update[0]!.headers['idempotency-key']).toBe('stagepass-replace:1:12');
    // Already on that price: nothing more is sent but a read.
    await billing.changePrice(started.subscription.id, next, 'stagepass-replace:1:12');
    expect(stub.sent.filter((x) => x.method === 'POST' && x.path.startsWith('/v1/subscriptions/'))).toHaveLength(1);
  });
});
