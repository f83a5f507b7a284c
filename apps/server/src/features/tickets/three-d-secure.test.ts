import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  purchases as purchasesTable,
  sandboxCharges,
  sandboxRefunds,
  ticketPasses,
} from '@stagepass/db/schema/tickets';
import { AUTHENTICATION_ABANDONED, AUTHENTICATION_TIMEOUT_MINUTES } from '@stagepass/domain/tickets';
import { SANDBOX_DECLINES } from '../../adapters/payments/card-sandbox';
import { SANDBOX_NOTHING_TO_AUTHENTICATE } from '../../dev/cards';
import { useTestApp } from '../../test/test-app';
import { marketplace } from '../../test/marketplace-fixtures';

// 3-D Secure during a ticket purchase (issue 10): the sandbox plays Stripe's test cards 4000 0027 6000 3184 and
// 4000 0025 0000 3155, whose bank asks the cardholder to confirm every charge.

const t = useTestApp({ seed: true });
const m = marketplace(t, 'three-d-secure.test');
const { member, business, ok, cardToken } = m;

const MINUTE = 60_000;
const CARD_3DS = '4000 0027 6000 3184';

async function setUp(quantity = 20) {
  const b = await business();
  const eventId = await m.event(b.token, 10, 'Harbor Lights');
  const ga = await m.ticket(b.token, eventId, { quantity });
  const fan = await member();
  return { eventId, ticketId: ga.ticket_id as number, fan };
}

type Sale = Awaited<ReturnType<typeof setUp>>;

/** One purchase attempt: the same input and Idempotency-Key every time it is sent (a retry, or the confirm). */
async function attempt(sale: Sale, key: string, card = CARD_3DS, quantity = 2) {
  const input = {
    event_id: sale.eventId,
    ticket_id: sale.ticketId,
    quantity,
    price: 2500,
    payment_company: 'Stripe',
    payment_method: await cardToken(card),
    is_token: 1,
  };
  return () => t.call('user_purchase_tickets', input, sale.fan.token, { 'Idempotency-Key': key });
}

/** The bank's challenge, as the page's modal answers it. */
function challenge(clientSecret: string, outcome: 'complete' | 'fail') {
  return t.app.inject({
    method: 'POST',
    url: '/dev/cards/authenticate',
    payload: { client_secret: clientSecret, outcome },
  });
}

async function remaining(sale: Sale) {
  const data = await ok('get_tickets_for_event', { event_id: sale.eventId });
  return (data.tickets as { ticket_id: number; remaining: number }[]).find((x) => x.ticket_id === sale.ticketId)!
    .remaining;
}

const chargesMade = async () =>
  (await t.db.select().from(sandboxCharges)).filter((c) => c.status === 'succeeded').length;

/** Starts a purchase with the 3-D Secure card: Pending, its units held, and the challenge's client secret. */
async function started(sale: Sale, key: string) {
  const send = await attempt(sale, key);
  const res = await send();
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const { purchase, authentication } = res.body.data;
  expect(purchase).toMatchObject({ status: 'Pending', quantity: 2 });
  expect(authentication.client_secret).toMatch(/^ch_\w+_secret$/);
  return { send, purchase, secret: authentication.client_secret as string };
}

describe('3-D Secure during a ticket purchase (sandbox)', () => {
  it('holds the tickets while the bank asks, then Complete charges once and sells them', async () => {
    const sale = await setUp();
    const { send, purchase, secret } = await started(sale, '3ds-complete');
    expect(await remaining(sale)).toBe(18);
    expect(await chargesMade()).toBe(0);
    // Sent again before the cardholder answers: still waiting, the same purchase, nothing charged.
    const early = await send();
    expect(early.body.data.purchase.purchase_id).toBe(purchase.purchase_id);
    expect(early.body.data.authentication.client_secret).toBe(secret);

    expect((await challenge(secret, 'complete')).json()).toEqual({ status: 'succeeded' });
    // Two confirms at once (a double click, a second tab): one sale, recorded once.
    const [done, twin] = await Promise.all([send(), send()]);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(twin.body.data.purchase).toMatchObject({ purchase_id: purchase.purchase_id, status: 'Charged' });
    expect(done.body.data.authentication).toBeUndefined();
    expect(done.body.data.purchase).toMatchObject({
      purchase_id: purchase.purchase_id,
      status: 'Charged',
      card_brand: 'visa',
      card_last4: '3184',
    });
    const passes = await t.db.select().from(ticketPasses).where(eq(ticketPasses.purchaseId, purchase.purchase_id));
    expect(passes).toHaveLength(2);
    expect(await remaining(sale)).toBe(18);
    const { purchases } = await ok('user_get_purchased_tickets', {}, sale.fan.token);
    expect(purchases.map((p: { purchase_id: number; status: string }) => [p.purchase_id, p.status])).toContainEqual([
      purchase.purchase_id,
      'Charged',
    ]);

    // A double confirm (the request again, the challenge again) charges nothing more.
    expect((await send()).body.data.purchase.status).toBe('Charged');
    expect((await challenge(secret, 'complete')).statusCode).toBe(409);
    const [charge] = await t.db.select().from(sandboxCharges);
    expect([await chargesMade(), charge!.amountCents]).toEqual([1, purchase.total_cents]);
    expect(
      await t.db.select().from(ticketPasses).where(eq(ticketPasses.purchaseId, purchase.purchase_id)),
    ).toHaveLength(2);
  });

  it('Fail sells nothing: the stock comes back and the buyer reads the bank’s refusal', async () => {
    const sale = await setUp();
    const { send, secret } = await started(sale, '3ds-fail');
    expect(await remaining(sale)).toBe(18);
    expect((await challenge(secret, 'fail')).json()).toEqual({ status: 'failed' });
    const res = await send();
    expect([res.status, res.body.message]).toEqual([
      402,
      SANDBOX_DECLINES.payment_intent_authentication_failure.message,
    ]);
    expect(await remaining(sale)).toBe(20);
    expect(await chargesMade()).toBe(0);
    // Complete after Fail is refused: the payment no longer waits.
    const late = await challenge(secret, 'complete');
    expect([late.statusCode, late.json().message]).toEqual([409, SANDBOX_NOTHING_TO_AUTHENTICATE]);
    expect((await send()).status).toBe(402);
    expect(await chargesMade()).toBe(0);
    const [row] = await t.db.select().from(purchasesTable);
    expect([row!.status, row!.failureCode]).toEqual(['Failed', 'payment_intent_authentication_failure']);
  });

  it('an abandoned challenge is released by the recovery job after its timeout, and a late confirm charges nothing', async () => {
    const sale = await setUp();
    const { send, secret } = await started(sale, '3ds-abandoned');
    // The recovery job runs every minute; before the timeout it leaves the waiting purchase alone.
    t.clock.advance((AUTHENTICATION_TIMEOUT_MINUTES - 1) * MINUTE);
    await t.app.clockJobs.runDue(t.clock.now());
    expect((await t.db.select().from(purchasesTable))[0]!.status).toBe('Pending');
    expect(await remaining(sale)).toBe(18);

    t.clock.advance(2 * MINUTE);
    for (let run = 0; run < 2; run++) await t.app.clockJobs.runDue(t.clock.now());
    const [released] = await t.db.select().from(purchasesTable);
    expect([released!.status, released!.failureCode]).toEqual(['Failed', AUTHENTICATION_ABANDONED.code]);
    expect(await remaining(sale)).toBe(20);

    // The cardholder comes back too late: the bank's page and the confirm both find nothing to charge.
    expect((await challenge(secret, 'complete')).statusCode).toBe(409);
    const res = await send();
    expect([res.status, res.body.message]).toEqual([402, AUTHENTICATION_ABANDONED.message]);
    expect(await chargesMade()).toBe(0);
  });

  it('completed just before the job gives it up: the payment stands, and the tickets are sold once', async () => {
    const sale = await setUp();
    const { secret } = await started(sale, '3ds-last-moment');
    t.clock.advance((AUTHENTICATION_TIMEOUT_MINUTES + 1) * MINUTE);
    await challenge(secret, 'complete');
    await t.app.clockJobs.runDue(t.clock.now());
    const [row] = await t.db.select().from(purchasesTable);
    expect(row!.status).toBe('Charged');
    expect(await chargesMade()).toBe(1);
    expect(await remaining(sale)).toBe(18);
  });

  it('4000 0025 0000 3155 saved as a card asks on every charge too', async () => {
    const sale = await setUp();
    const added = await ok(
      'stripe_source_action',
      { action: 'Add', token: await cardToken('4000 0025 0000 3155') },
      sale.fan.token,
    );
    const input = {
      event_id: sale.eventId,
      ticket_id: sale.ticketId,
      quantity: 1,
      price: 2500,
      payment_company: 'Stripe',
      payment_method: added.sources[0].id,
      is_token: 0,
    };
    const send = () => t.call('user_purchase_tickets', input, sale.fan.token, { 'Idempotency-Key': '3ds-saved' });
    const first = await send();
    expect(first.body.data.purchase.status).toBe('Pending');
    await challenge(first.body.data.authentication.client_secret, 'complete');
    expect((await send()).body.data.purchase).toMatchObject({ status: 'Charged', card_last4: '3155' });
  });

  it('without an Idempotency-Key (nothing to finish with) the card is declined as authentication_required', async () => {
    const sale = await setUp();
    const res = await t.call(
      'user_purchase_tickets',
      {
        event_id: sale.eventId,
        ticket_id: sale.ticketId,
        quantity: 1,
        price: 2500,
        payment_company: 'Stripe',
        payment_method: await cardToken(CARD_3DS),
        is_token: 1,
      },
      sale.fan.token,
    );
    expect([res.status, res.body.message]).toEqual([402, SANDBOX_DECLINES.authentication_required.message]);
    expect(await remaining(sale)).toBe(20);
  });

  it('the /dev/cards page lists the sandbox’s charges (the waiting one too) and refunds, newest first', async () => {
    const sale = await setUp();
    const { purchase } = await started(sale, '3ds-dev-page');
    t.clock.advance(MINUTE);
    const paid = await (await attempt(sale, 'dev-page-paid', '4242 4242 4242 4242', 1))();
    await ok('user_refund_tickets', { purchase_id: paid.body.data.purchase.purchase_id }, sale.fan.token);
    const res = await t.app.inject({ url: '/dev/cards' });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'text/html; charset=utf-8']);
    const [refund] = await t.db.select().from(sandboxRefunds);
    const charges = await t.db.select().from(sandboxCharges);
    for (const c of charges) expect(res.body).toContain(c.id);
    expect(res.body).toContain(refund!.id);
    expect(res.body).toContain('requires_action');
    expect(res.body).toContain(`Stagepass purchase ${purchase.purchase_id}`);
    expect(res.body).toContain('visa •••• 4242');
    // Newest first: the later charge comes before the one still waiting.
    const paidCharge = charges.find((c) => c.status === 'succeeded')!;
    const waiting = charges.find((c) => c.status === 'requires_action')!;
    expect(res.body.indexOf(paidCharge.id)).toBeLessThan(res.body.indexOf(waiting.id));
  });

  it('refuses a challenge answer that is neither Complete nor Fail, or names no waiting payment', async () => {
    let res = await challenge('ch_x_secret', 'complete');
    expect(res.statusCode).toBe(409);
    res = await t.app.inject({ method: 'POST', url: '/dev/cards/authenticate', payload: { client_secret: 'x' } });
    expect([res.statusCode, res.json().field]).toEqual([400, 'outcome']);
  });
});
