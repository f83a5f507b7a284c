import { describe, expect, it } from 'vitest';
import {
  WEBHOOK_DELIVERY_NOT_FOUND,
  WEBHOOK_ENDPOINT_NOT_FOUND,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_EVENTS_REQUIRED,
  WEBHOOK_ROLES_ONLY,
  WEBHOOK_TOO_MANY,
  WEBHOOK_URL_NOT_HTTPS,
  WEBHOOK_URL_PRIVATE,
} from '@stagepass/domain/webhooks';
import { webhookDeliveries, webhookEndpoints } from '@stagepass/db/schema/webhooks';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../test/test-app';
import { marketplace, type TestMember } from '../../test/marketplace-fixtures';
import { AppError } from '../../rpc/app-error';
import { checkWebhookUrl } from './webhook-url';

// Webhook endpoints in Settings (issue 15): who may have them, the URL rules (400 naming the field), another member's
// endpoint (404), the secret shown once, and turning an endpoint off and on.

const t = useTestApp();
const m = marketplace(t, 'webhooks.test');

const URL_OK = 'https://hooks.example.com/stagepass';

async function create(who: TestMember, fields: Record<string, unknown> = {}) {
  return m.ok(
    'webhook_endpoint_create',
    { url: URL_OK, events: ['ticket.purchased'], ...fields },
    who.token,
  ) as Promise<{
    endpoint: { endpoint_id: number; url: string; enabled: boolean; events: string[] };
    secret: string;
  }>;
}

describe('who has webhooks', () => {
  it('businesses and talent register endpoints; fans are told they cannot', async () => {
    const venue = await m.member({ isBusiness: true }, 'venue');
    const talent = await m.member({ isSpecialist: true }, 'talent');
    const made = await create(venue, { description: 'Box office', events: ['ticket.purchased', 'payout.paid'] });
    expect(made.endpoint).toMatchObject({
      url: URL_OK,
      description: 'Box office',
      events: ['ticket.purchased', 'payout.paid'],
      enabled: true,
      failing_since: null,
      disabled_at: null,
    });
    expect(made.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect((await create(talent, { events: ['booking.confirmed'] })).endpoint.events).toEqual(['booking.confirmed']);

    // Fans have no events to send (the authorization matrix checks every caller of every webhook request).
    const fan = await m.member({}, 'fan');
    const res = await t.call('webhook_endpoint_create', { url: URL_OK, events: ['ticket.purchased'] }, fan.token);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe(WEBHOOK_ROLES_ONLY);
    expect((await t.call('webhook_endpoints_get', {})).status).toBe(401);
  });

  it('shows the secret once: the list never has it, and it is kept sealed', async () => {
    const venue = await m.member({ isBusiness: true }, 'venue');
    const { endpoint, secret } = await create(venue);
    const listed = await m.ok('webhook_endpoints_get', {}, venue.token);
    expect(listed.endpoints).toEqual([expect.objectContaining({ endpoint_id: endpoint.endpoint_id, url: URL_OK })]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.endpoint_id));
    expect(row!.secret).not.toContain(secret.slice(6));

    const rotated = await m.ok('webhook_endpoint_rotate_secret', { endpoint_id: endpoint.endpoint_id }, venue.token);
    expect(rotated.secret).toMatch(/^whsec_[0-9a-f]{64}$/);
    expect(rotated.secret).not.toBe(secret);
  });
});

describe('the URL and events of an endpoint', () => {
  it('refuses http, private addresses and no events, naming the field', async () => {
    const venue = await m.member({ isBusiness: true }, 'venue');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ url: 'http://hooks.example.com/x' }, 'url', WEBHOOK_URL_NOT_HTTPS],
      [{ url: 'https://10.0.0.7/hook' }, 'url', WEBHOOK_URL_PRIVATE],
      [{ url: 'https://169.254.169.254/latest' }, 'url', WEBHOOK_URL_PRIVATE],
      [{ url: 'https://localhost.localdomain/x' }, 'url', WEBHOOK_URL_PRIVATE],
      [{ events: [] }, 'events', WEBHOOK_EVENTS_REQUIRED],
      [{ events: ['ticket.sold'] }, 'events', ''],
    ];
    for (const [fields, field, message] of cases) {
      const res = await t.call(
        'webhook_endpoint_create',
        { url: URL_OK, events: ['bid.lost'], ...fields },
        venue.token,
      );
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(res.body.field, JSON.stringify(fields)).toMatch(new RegExp(`^${field}`));
      if (message) expect(res.body.message).toBe(message);
    }
    const { endpoint } = await create(venue);
    const res = await t.call(
      'webhook_endpoint_update',
      { endpoint_id: endpoint.endpoint_id, url: 'https://192.168.0.10/' },
      venue.token,
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ field: 'url', message: WEBHOOK_URL_PRIVATE });
    expect((await m.ok('webhook_endpoints_get', {}, venue.token)).endpoints[0].url).toBe(URL_OK);
  });

  it('takes http to 127.0.0.1 only where WEBHOOKS_ALLOW_LOCALHOST allows it (on outside production)', async () => {
    const venue = await m.member({ isBusiness: true }, 'venue');
    const local = await create(venue, { url: 'http://127.0.0.1:4555/hooks' });
    expect(local.endpoint.url).toBe('http://127.0.0.1:4555/hooks');
    const off = { ...t.config, WEBHOOKS_ALLOW_LOCALHOST: false };
    const refusal = (() => {
      try {
        checkWebhookUrl(off, 'http://127.0.0.1:4555/hooks');
      } catch (err) {
        return err;
      }
    })() as AppError;
    expect(refusal).toBeInstanceOf(AppError);
    expect([refusal.status, refusal.field, refusal.message]).toEqual([400, 'url', WEBHOOK_URL_NOT_HTTPS]);
    const production = { ...t.config, NODE_ENV: 'production' as const, WEBHOOKS_ALLOW_LOCALHOST: undefined };
    expect(() => checkWebhookUrl(production, 'http://localhost:4555/')).toThrow(WEBHOOK_URL_NOT_HTTPS);
    expect(checkWebhookUrl(production, URL_OK)).toBe(URL_OK);
  });

  it(`keeps a member to ${WEBHOOK_ENDPOINTS_MAX} endpoints`, async () => {
    const venue = await m.member({ isBusiness: true }, 'venue');
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX; i++) await create(venue, { url: `${URL_OK}/${i}` });
    const res = await t.call('webhook_endpoint_create', { url: URL_OK, events: ['bid.lost'] }, venue.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(WEBHOOK_TOO_MANY);
  });

  it('changes the events and description, and turns the endpoint off and on', async () => {
    const venue = await m.member({ isBusiness: true }, 'venue');
    const { endpoint } = await create(venue);
    const id = endpoint.endpoint_id;
    const changed = await m.ok(
      'webhook_endpoint_update',
      { endpoint_id: id, events: ['ticket.refunded', 'ticket.refunded', 'bid.lost'], description: 'CRM' },
      venue.token,
    );
    expect(changed.endpoint).toMatchObject({ events: ['ticket.refunded', 'bid.lost'], description: 'CRM' });
    const now = new Date(t.clock.now());
    await t.db.insert(webhookDeliveries).values({
      endpointId: id,
      eventId: 'bid.lost:1',
      eventType: 'bid.lost',
      payload: {},
      status: 'pending',
      createdAt: now,
      nextAttemptAt: now,
    });
    const off = await m.ok('webhook_endpoint_update', { endpoint_id: id, enabled: false }, venue.token);
    expect(off.endpoint.enabled).toBe(false);
    // Turned off, it stops retrying: what was pending failed, to be redelivered once it is on again.
    const log = await m.ok('webhook_deliveries_get', { endpoint_id: id }, venue.token);
    expect(log.deliveries).toEqual([expect.objectContaining({ status: 'failed', next_attempt_at: null })]);
    const redeliver = await t.call('webhook_redeliver', { delivery_id: log.deliveries[0].delivery_id }, venue.token);
    expect(redeliver.status).toBe(409);
    const on = await m.ok('webhook_endpoint_update', { endpoint_id: id, enabled: true }, venue.token);
    expect(on.endpoint).toMatchObject({ enabled: true, failing_since: null, disabled_at: null });
    const again = await m.ok('webhook_redeliver', { delivery_id: log.deliveries[0].delivery_id }, venue.token);
    expect(again.delivery).toMatchObject({
      event_id: 'bid.lost:1',
      status: 'pending',
      attempts: 0,
      redelivery_of: log.deliveries[0].delivery_id,
    });

    expect(await m.ok('webhook_endpoint_delete', { endpoint_id: id }, venue.token)).toEqual({
      endpoint_id: id,
      deleted: true,
    });
    expect((await m.ok('webhook_endpoints_get', {}, venue.token)).endpoints).toEqual([]);
    expect(await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id))).toEqual([]);
  });

  it('pages the delivery log, newest first', async () => {
    const venue = await m.member({ isBusiness: true }, 'venue');
    const { endpoint } = await create(venue);
    const start = t.clock.now();
    await t.db.insert(webhookDeliveries).values(
      Array.from({ length: 25 }, (_, i) => ({
        endpointId: endpoint.endpoint_id,
        eventId: `ticket.purchased:${i}`,
        eventType: 'ticket.purchased',
        payload: { purchase_id: i },
        status: 'succeeded' as const,
        attempts: 1,
        lastStatusCode: 200,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const first = await m.ok('webhook_deliveries_get', { endpoint_id: endpoint.endpoint_id }, venue.token);
    expect([first.total, first.page, first.page_size, first.deliveries.length]).toEqual([25, 1, 20, 20]);
    expect(first.deliveries[0].event_id).toBe('ticket.purchased:24');
    const second = await m.ok('webhook_deliveries_get', { endpoint_id: endpoint.endpoint_id, page: 2 }, venue.token);
    expect(second.deliveries.map((d: { event_id: string }) => d.event_id)).toEqual(
      [4, 3, 2, 1, 0].map((i) => `ticket.purchased:${i}`),
    );
  });
});

describe("another member's endpoint", () => {
  it('answers 404 to every request on it, and shows nothing of it', async () => {
    const owner = await m.member({ isBusiness: true }, 'venue');
    const other = await m.member({ isSpecialist: true }, 'talent');
    const secretUrl = 'https://owner-only.example.com/secret-path';
    const { endpoint } = await create(owner, { url: secretUrl, description: 'Owner only' });
    const id = endpoint.endpoint_id;
    const now = new Date(t.clock.now());
    const [delivery] = await t.db
      .insert(webhookDeliveries)
      .values({
        endpointId: id,
        eventId: 'x:1',
        eventType: 'ticket.purchased',
        payload: {},
        status: 'succeeded',
        createdAt: now,
      })
      .returning();
    const calls = [
      ['webhook_endpoint_update', { endpoint_id: id, enabled: false }, WEBHOOK_ENDPOINT_NOT_FOUND],
      ['webhook_endpoint_delete', { endpoint_id: id }, WEBHOOK_ENDPOINT_NOT_FOUND],
      ['webhook_deliveries_get', { endpoint_id: id }, WEBHOOK_ENDPOINT_NOT_FOUND],
      ['webhook_endpoint_rotate_secret', { endpoint_id: id }, WEBHOOK_ENDPOINT_NOT_FOUND],
      ['webhook_redeliver', { delivery_id: delivery!.id }, WEBHOOK_DELIVERY_NOT_FOUND],
    ] as const;
    for (const [name, input, message] of calls) {
      const res = await t.call(name, input, other.token);
      expect(res.status, name).toBe(404);
      expect(res.body.message, name).toBe(message);
      expect(JSON.stringify(res.body)).not.toContain('owner-only');
    }
    expect((await m.ok('webhook_endpoints_get', {}, other.token)).endpoints).toEqual([]);
    expect((await m.ok('webhook_endpoints_get', {}, owner.token)).endpoints[0].enabled).toBe(true);
  });
});
