import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications } from '@stagepass/db/schema/notifications';
import { webhookDeliveries, webhookEndpoints } from '@stagepass/db/schema/webhooks';
import { webhookEnvelope } from '@stagepass/contract/webhooks/events';
import { WEBHOOK_URL_PRIVATE, type WebhookEventType } from '@stagepass/domain/webhooks';
import { useTestApp } from '../../test/test-app';
import { mailbox } from '../../test/account-flows';
import { DAY_MS, marketplace, type TestMember } from '../../test/marketplace-fixtures';
import { bookingWorld } from '../../test/booking-fixtures';
import { insertCatalogue, insertSandboxCard } from '../subscriptions/subscriptions-fixtures';
import { releaseCreatorPayouts } from '../subscriptions/creator-payouts';
import { insertEnabledPayoutAccount } from '../payments/payouts-repository';
import { SandboxPayoutProvider } from '../../adapters/payments/sandbox';
import { SecretBox } from '../../security/secret-box';
import { deliverDueWebhooks } from './webhook-deliveries';
import { emitWebhookEvent } from './webhook-events';
import { verifyWebhookSignature } from './webhook-signature';
import { checkedLookup, postWebhook } from './webhook-transport';

// The delivery job 'webhook-deliveries' (issue 15) against a real HTTP server on 127.0.0.1: signed deliveries of the
// events the product emits, retries with backoff as the clock moves, the 3-day cut-off with its email, and runs at
// once that send each delivery once.

const t = useTestApp();
const m = marketplace(t, 'webhook-deliveries.test');
const MIN = 60_000;
const HOUR = 60 * MIN;

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** The receiver: records every POST; paths under /fail answer 500, /slow never answers, the rest 204. */
const received: Received[] = [];
let server: Server;
let base = '';
/** Paths that answer 200 from now on although under /fail (a fixed endpoint). */
const fixed = new Set<string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      if (path.startsWith('/slow')) return;
      res.statusCode = path.startsWith('/fail') && !fixed.has(path) ? 500 : 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  received.length = 0;
  fixed.clear();
});

/** One run of the delivery job at the clock's time (the app's secrets box: the same key, SECRETS_KEY or the dev key). */
const run = () =>
  deliverDueWebhooks(
    {
      db: t.db,
      clock: t.clock,
      config: t.config,
      mailer: t.app.mailer,
      secrets: SecretBox.fromKey(t.config.SECRETS_KEY),
    },
    t.clock.now(),
  );
const nowS = () => Math.floor(t.clock.now() / 1000);

async function endpoint(owner: TestMember, path: string, events: WebhookEventType[] = ['ticket.purchased']) {
  const data = await m.ok('webhook_endpoint_create', { url: `${base}${path}`, events }, owner.token);
  return { id: data.endpoint.endpoint_id as number, secret: data.secret as string };
}

async function log(owner: TestMember, endpointId: number) {
  const data = await m.ok('webhook_deliveries_get', { endpoint_id: endpointId }, owner.token);
  return data.deliveries as {
    delivery_id: number;
    event_id: string;
    status: string;
    attempts: number;
    last_status_code: number | null;
    last_error: string | null;
    next_attempt_at: string | null;
    redelivery_of: number | null;
  }[];
}

/** A business selling a $25 ticket at its event, and a fan who buys `quantity`. */
async function sale(venue: TestMember & { connectId: string }, quantity = 2) {
  const eventId = await m.event(venue.token);
  const ticket = await m.ticket(venue.token, eventId);
  const fan = await m.member({}, 'fan');
  const purchase = await m.buy(fan.token, eventId, ticket.ticket_id, quantity);
  return { eventId, ticket, fan, purchase };
}

/** The body of a delivery, checked against the event's schema in the OpenAPI document. */
function parsed<T extends WebhookEventType>(type: T, r: Received) {
  return webhookEnvelope(type).parse(JSON.parse(r.body));
}

describe('a ticket sale', () => {
  it("reaches the business's endpoint signed with its secret, and the log shows it delivered", async () => {
    const venue = await m.business();
    const hook = await endpoint(venue, '/ok', ['ticket.purchased', 'ticket.refunded']);
    const { fan, purchase, eventId, ticket } = await sale(venue);
    const [pending] = await log(venue, hook.id);
    expect(pending).toMatchObject({
      event_id: `ticket.purchased:${purchase.purchase_id}`,
      status: 'pending',
      attempts: 0,
    });

    await run();
    expect(received).toHaveLength(1);
    const [got] = received;
    expect(got!.path).toBe('/ok');
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['stagepass-event']).toBe('ticket.purchased');
    expect(got!.headers['stagepass-delivery']).toBe(String(pending!.delivery_id));
    const signature = got!.headers['stagepass-signature'] as string;
    expect(signature).toMatch(new RegExp(`^t=${nowS()},v1=[0-9a-f]{64}$`));
    expect(verifyWebhookSignature(hook.secret, signature, got!.body, nowS())).toBe(true);
    // The controls: another secret, a changed body, or a replay 10 minutes later do not verify.
    expect(verifyWebhookSignature(`${hook.secret}0`, signature, got!.body, nowS())).toBe(false);
    expect(verifyWebhookSignature(hook.secret, signature, got!.body.replace('2500', '2501'), nowS())).toBe(false);
    expect(verifyWebhookSignature(hook.secret, signature, got!.body, nowS() + 600)).toBe(false);

    const body = parsed('ticket.purchased', got!);
    expect(body).toMatchObject({
      id: `ticket.purchased:${purchase.purchase_id}`,
      type: 'ticket.purchased',
      data: {
        purchase_id: purchase.purchase_id,
        event: { id: eventId, name: 'Harbor Lights' },
        ticket: { id: ticket.ticket_id, name: 'General Admission' },
        quantity: 2,
        unit_price_cents: 2500,
        total_cents: purchase.total_cents,
        currency: 'USD',
        buyer: { id: fan.id, name: fan.name },
      },
    });
    expect(await log(venue, hook.id)).toEqual([
      expect.objectContaining({ status: 'succeeded', attempts: 1, last_status_code: 204, next_attempt_at: null }),
    ]);

    // Nothing is sent twice, and the refund is an event of its own.
    await run();
    expect(received).toHaveLength(1);
    await m.ok('user_refund_tickets', { purchase_id: purchase.purchase_id }, fan.token);
    await run();
    expect(received).toHaveLength(2);
    expect(parsed('ticket.refunded', received[1]!).data).toMatchObject({ purchase_id: purchase.purchase_id });
  });

  it('sends nothing for a sale that did not happen, nor to endpoints of others or of other events', async () => {
    const venue = await m.business();
    await endpoint(venue, '/ok');
    const refundsOnly = await m.business();
    await endpoint(refundsOnly, '/refunds', ['ticket.refunded']);
    const eventId = await m.event(venue.token);
    const ticket = await m.ticket(venue.token, eventId);
    const fan = await m.member({}, 'fan');
    const declined = await t.call(
      'user_purchase_tickets',
      {
        event_id: eventId,
        ticket_id: ticket.ticket_id,
        quantity: 1,
        price: 2500,
        payment_company: 'Stripe',
        payment_method: await m.cardToken('4000 0000 0000 0002'),
        is_token: 1,
      },
      fan.token,
    );
    expect(declined.status).toBe(402);
    await sale(refundsOnly);
    await run();
    expect(received).toEqual([]);
    expect(await t.db.select().from(webhookDeliveries)).toEqual([]);
  });

  it('is emitted once however often its emission runs (a stable event id)', async () => {
    const venue = await m.business();
    const hook = await endpoint(venue, '/ok');
    const event = {
      memberId: venue.id,
      type: 'payout.paid' as const,
      eventId: 'payout.paid:tickets:77',
      data: {
        kind: 'tickets' as const,
        reference_id: 77,
        event_id: null,
        amount_cents: 100,
        currency: 'USD',
        transfer_id: 'tr_1',
        paid_at: new Date(t.clock.now()).toISOString(),
      },
    };
    await t.db
      .update(webhookEndpoints)
      .set({ events: ['payout.paid'] })
      .where(eq(webhookEndpoints.id, hook.id));
    expect(await emitWebhookEvent(t.db, event, new Date(t.clock.now()))).toBe(1);
    expect(await emitWebhookEvent(t.db, event, new Date(t.clock.now()))).toBe(0);
    expect(await log(venue, hook.id)).toHaveLength(1);
  });
});

describe('a failing endpoint', () => {
  it('is retried with backoff as the clock moves, turned off after 3 days with an email, and can be fixed', async () => {
    const venue = await m.business();
    const hook = await endpoint(venue, '/fail');
    const { purchase } = await sale(venue, 1);
    const start = t.clock.now();
    await run();
    expect(received).toHaveLength(1);
    let [delivery] = await log(venue, hook.id);
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: 1,
      last_status_code: 500,
      last_error: 'The endpoint answered HTTP 500',
      next_attempt_at: new Date(start + MIN).toISOString(),
    });
    const [listed] = (await m.ok('webhook_endpoints_get', {}, venue.token)).endpoints;
    expect(listed).toMatchObject({ enabled: true, failing_since: new Date(start).toISOString() });

    // Not before its time: the same run again, or 59 seconds on, sends nothing.
    await run();
    t.clock.advance(59_000);
    await run();
    expect(received).toHaveLength(1);

    // Each retry at its time, and the next wait grows: 5 minutes, 30 minutes, 2 hours, 6 hours, 12 hours, 12 hours.
    t.clock.set(start + MIN);
    let at = start + MIN;
    for (const wait of [5 * MIN, 30 * MIN, 2 * HOUR, 6 * HOUR, 12 * HOUR, 12 * HOUR]) {
      await run();
      [delivery] = await log(venue, hook.id);
      expect(delivery!.next_attempt_at).toBe(new Date(at + wait).toISOString());
      at += wait;
      t.clock.set(at);
    }
    expect(received).toHaveLength(7);
    expect(new Set(received.map((r) => JSON.parse(r.body).id))).toEqual(
      new Set([`ticket.purchased:${purchase.purchase_id}`]),
    );

    // 3 days after the first failure, the next failure turns it off and tells its owner.
    t.clock.set(start + 3 * DAY_MS);
    await run();
    const [off] = (await m.ok('webhook_endpoints_get', {}, venue.token)).endpoints;
    expect(off).toMatchObject({ enabled: false, disabled_at: new Date(t.clock.now()).toISOString() });
    [delivery] = await log(venue, hook.id);
    expect(delivery).toMatchObject({ status: 'failed', next_attempt_at: null });
    const mail = (await mailbox(t)).filter((mm) => mm.to === venue.email);
    expect(mail.map((mm) => mm.subject)).toEqual(['Your webhook endpoint was turned off']);
    expect(mail[0]!.text).toContain(`${base}/fail`);
    const notices = await t.db.select().from(notifications).where(eq(notifications.memberId, venue.id));
    expect(notices.map((n) => n.type)).toContain('WEBHOOK_DISABLED');

    // Turned off, it is sent nothing more, even a new sale.
    const sent = received.length;
    await sale(venue, 1);
    t.clock.advance(DAY_MS);
    await run();
    expect(received).toHaveLength(sent);

    // Fixed and turned on, the event it missed is redelivered from its log: the same event, signed afresh.
    fixed.add('/fail');
    await m.ok('webhook_endpoint_update', { endpoint_id: hook.id, enabled: true }, venue.token);
    const again = await m.ok('webhook_redeliver', { delivery_id: delivery!.delivery_id }, venue.token);
    await run();
    expect(received).toHaveLength(sent + 1);
    expect(JSON.parse(received.at(-1)!.body).id).toBe(`ticket.purchased:${purchase.purchase_id}`);
    expect(received.at(-1)!.headers['stagepass-delivery']).toBe(String(again.delivery.delivery_id));
    expect(
      verifyWebhookSignature(
        hook.secret,
        received.at(-1)!.headers['stagepass-signature'] as string,
        received.at(-1)!.body,
        nowS(),
      ),
    ).toBe(true);
    const [redelivered] = await log(venue, hook.id);
    expect(redelivered).toMatchObject({ status: 'succeeded', redelivery_of: delivery!.delivery_id, attempts: 1 });
    expect((await m.ok('webhook_endpoints_get', {}, venue.token)).endpoints[0].failing_since).toBeNull();
  });

  it('counts the 3 days from the last success: a success in between starts them again', async () => {
    const venue = await m.business();
    const hook = await endpoint(venue, '/fail-twice');
    await sale(venue, 1);
    const start = t.clock.now();
    await run();
    // Fixed for a while: a success clears the failing time.
    fixed.add('/fail-twice');
    await sale(venue, 1);
    await run();
    expect((await m.ok('webhook_endpoints_get', {}, venue.token)).endpoints[0].failing_since).toBeNull();
    fixed.clear();
    t.clock.set(start + 3 * DAY_MS);
    await sale(venue, 1);
    await run();
    const [state] = (await m.ok('webhook_endpoints_get', {}, venue.token)).endpoints;
    expect(state.enabled).toBe(true);
    expect(state.failing_since).toBe(new Date(t.clock.now()).toISOString());
    // The first sale's delivery is still retried, with the third's; the second was delivered.
    const statuses = (await log(venue, hook.id)).map((d) => [d.status, d.attempts]);
    expect(statuses).toEqual([
      ['pending', 1],
      ['succeeded', 1],
      ['pending', 2],
    ]);
  });
});

describe('runs of the job at once', () => {
  it('send each delivery once', async () => {
    const venue = await m.business();
    await endpoint(venue, '/ok');
    for (let i = 0; i < 3; i++) await sale(venue, 1);
    await Promise.all([run(), run(), t.app.webhooks.flush()]);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.headers['stagepass-delivery'])).size).toBe(3);
    await run();
    expect(received).toHaveLength(3);
  });

  it('is kicked by the commit of an emission, on a server that listens (LISTEN/NOTIFY), with no run asked for', async () => {
    const venue = await m.business();
    await endpoint(venue, '/ok');
    await t.app.webhooks.listen(t.handle);
    try {
      const { purchase } = await sale(venue, 1);
      await expect.poll(() => received.length, { timeout: 10_000 }).toBe(1);
      expect(JSON.parse(received[0]!.body).id).toBe(`ticket.purchased:${purchase.purchase_id}`);
    } finally {
      await t.app.webhooks.stopListening();
      await t.app.webhooks.idle();
    }
  });

  it('is the clock job webhook-deliveries: POST /dev/clock delivers what came due', async () => {
    const venue = await m.business();
    await endpoint(venue, '/ok');
    await sale(venue, 1);
    const res = await t.app.inject({ method: 'POST', url: '/dev/clock', payload: { advance_ms: MIN } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ran).toContain('webhook-deliveries');
    expect(received).toHaveLength(1);
  });
});

describe('the other events', () => {
  it('payout.paid reaches the business once its ticket revenue is paid, once however often the job runs', async () => {
    const venue = await m.business();
    const hook = await endpoint(venue, '/ok', ['payout.paid']);
    const { eventId } = await sale(venue, 2);
    // Paid 3 days after the event ends (10 days ahead).
    t.clock.advance(14 * DAY_MS);
    await t.app.clockJobs.runDue(t.clock.now());
    await t.app.clockJobs.runDue(t.clock.now());
    await t.app.clockJobs.settled();
    await run();
    expect(received).toHaveLength(1);
    const body = parsed('payout.paid', received[0]!);
    expect(body.data).toMatchObject({ kind: 'tickets', event_id: eventId, currency: 'USD' });
    expect(body.data.amount_cents).toBeGreaterThan(0);
    expect(await log(venue, hook.id)).toHaveLength(1);
  });

  it('booking.confirmed reaches both sides, and bid.lost the business whose bid lost', async () => {
    const w = bookingWorld(t, 'webhook-bookings.test');
    const talent = await w.talent();
    const { closes_at } = await w.schedule(talent, 5);
    const winner = await w.business();
    const loser = await w.business();
    const talentHook = await endpoint(talent, '/talent', ['booking.confirmed']);
    const winnerHook = await endpoint(winner, '/winner', ['booking.confirmed', 'bid.lost']);
    const loserHook = await endpoint(loser, '/loser', ['booking.confirmed', 'bid.lost']);
    const winningEvent = await m.event(winner.token, 5, 'Winner Night');
    const losingEvent = await m.event(loser.token, 5, 'Loser Night');
    const won = await w.bid(winner.token, await w.block(winner.token, winningEvent, 5, '19:00', '21:00'), talent, 500);
    const lost = await w.bid(loser.token, await w.block(loser.token, losingEvent, 5, '19:30', '21:30'), talent, 300);
    await w.advanceTo(Date.parse(closes_at));
    await run();
    const byPath = (p: string) => received.filter((r) => r.path === p);
    expect(byPath('/talent').map((r) => parsed('booking.confirmed', r).data.bid_id)).toEqual([won.bid_id]);
    expect(byPath('/winner').map((r) => JSON.parse(r.body).type)).toEqual(['booking.confirmed']);
    const confirmed = parsed('booking.confirmed', byPath('/winner')[0]!).data;
    expect(confirmed).toMatchObject({
      bid_id: won.bid_id,
      event: { id: winningEvent, name: 'Winner Night' },
      business: { id: winner.id },
      talent: { id: talent.id, name: talent.name },
      currency: 'USD',
    });
    expect(confirmed.price_cents).toBeGreaterThan(0);
    expect(byPath('/loser').map((r) => parsed('bid.lost', r).data)).toEqual([
      expect.objectContaining({ bid_id: lost.bid_id, standing: 'Fatal', max_cents: 30_000 }),
    ]);
    for (const [owner, h] of [
      [talent, talentHook],
      [winner, winnerHook],
      [loser, loserHook],
    ] as const)
      expect((await log(owner, h.id)).every((d) => d.status === 'succeeded')).toBe(true);
  });

  it('subscription.created and subscription.canceled reach the creator; the cycle paid out is a payout.paid', async () => {
    const creator = await m.member({ isSpecialist: true }, 'creator');
    await insertEnabledPayoutAccount(t.db, creator.id, t.clock.now());
    const hook = await endpoint(creator, '/creator', ['subscription.created', 'subscription.canceled', 'payout.paid']);
    const now = new Date(t.clock.now());
    const { planId } = await insertCatalogue(t.db, creator.id, now);
    const fan = await m.member({}, 'fan');
    const card = await insertSandboxCard(t.db, fan.id, now);
    const { subscription } = await m.ok('create_subscription', { plan_id: planId, card }, fan.token);
    await m.ok('cancel_subscription', { subscription_id: subscription.subscription_id }, fan.token);
    await releaseCreatorPayouts(
      { db: t.db, payouts: new SandboxPayoutProvider(t.db, t.clock, t.config.PUBLIC_URL) },
      t.clock.now(),
    );
    await run();
    const types = received.map((r) => JSON.parse(r.body).type);
    expect(types).toEqual(['subscription.created', 'subscription.canceled', 'payout.paid']);
    expect(parsed('subscription.created', received[0]!).data).toMatchObject({
      subscription_id: subscription.subscription_id,
      plan_id: planId,
      subscriber: { id: fan.id, name: fan.name },
      state: 'Active',
    });
    expect(parsed('subscription.canceled', received[1]!).data).toMatchObject({
      state: 'Ending',
      canceled_at: now.toISOString(),
    });
    expect(parsed('payout.paid', received[2]!).data).toMatchObject({ kind: 'subscription', currency: 'USD' });
    expect(await log(creator, hook.id)).toHaveLength(3);
  });
});

describe('sending', () => {
  it('gives up on an endpoint that does not answer in time', async () => {
    const outcome = await postWebhook(`${base}/slow`, '{}', {}, { allowLocalhost: true, timeoutMs: 300 });
    expect(outcome).toEqual({ error: 'No answer within 0.3 seconds' });
  });

  it('refuses private addresses, also when a name resolves to one, unless this machine is allowed', async () => {
    expect(await postWebhook('https://10.0.0.1/x', '{}', {}, { allowLocalhost: true })).toEqual({
      error: WEBHOOK_URL_PRIVATE,
    });
    expect(await postWebhook(`${base}/ok`, '{}', {}, { allowLocalhost: false })).toEqual({
      error: 'The URL must start with https://.',
    });
    const lookup = (allow: boolean) =>
      new Promise<unknown>((resolve) =>
        checkedLookup(allow)('localhost', { all: true }, (err, addresses) => resolve(err ? err.message : addresses)),
      );
    expect(await lookup(false)).toBe(WEBHOOK_URL_PRIVATE);
    expect(await lookup(true)).toEqual(
      expect.arrayContaining([expect.objectContaining({ address: expect.any(String) })]),
    );
  });
});
