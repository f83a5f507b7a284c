import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@stagepass/db/client';
import { members, sessions } from '@stagepass/db/schema/accounts';
import { events } from '@stagepass/db/schema/events';
import { systemClock } from '../../adapters/clock';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { hashToken, newSessionToken } from '../../features/accounts/session-token';
import { MESSAGE_STREAM_PATH } from '../../features/messages/message-stream';
import { insertEnabledPayoutAccount } from '../../features/payments/payouts-repository';
import { insertTicket } from '../../features/tickets/tickets-repository';
import { leaseSize } from '../../security/rate-limit-store';

/**
 * Issue 16, more than one server: two API server processes (main.ts, as `npm start` runs it) on one PostgreSQL
 * database and nothing else in common (each its own DATA_DIR), behind a round-robin proxy that sends each request to
 * the next server in turn. The ticket rush, live messages, the rate limits and the clock jobs (schedule close and
 * subscription billing) must behave as on one server. The servers run in development mode only for its movable clock
 * (POST /dev/clock, kept per process: both are moved) and the sandbox card form; everything else is set as in
 * production: a PostgreSQL URL, a secrets key, a public address at the proxy, the proxy's hop trusted.
 */

const DAY_MS = 86_400_000;
const RATE_LIMIT_MAX = 200;
const LOOKUP_RATE_LIMIT_MAX = 5;
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const SECRETS_KEY = randomBytes(32).toString('base64');

interface Upstream {
  name: string;
  url: string;
}

/**
 * The proxy in front of the servers: each request to the next upstream in turn, streamed both ways (so server-sent
 * events pass as they are written), the client's address appended to X-Forwarded-For as nginx and Caddy do, and the
 * upstream that answered named in `x-upstream`.
 */
function roundRobinProxy() {
  let upstreams: Upstream[] = [];
  let next = 0;
  const served = new Map<string, number>();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const server = http.createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length]!;
    served.set(upstream.name, (served.get(upstream.name) ?? 0) + 1);
    const target = new URL(req.url ?? '/', upstream.url);
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const out = http.request(
      target,
      { method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwarded }, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-upstream': upstream.name });
        answer.pipe(res);
      },
    );
    out.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on('close', () => out.destroy());
    req.pipe(out);
  });
  return {
    served,
    route(to: Upstream[]) {
      upstreams = to;
      next = 0;
      served.clear();
    },
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      server.closeAllConnections();
      agent.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** `node --import tsx apps/server/src/main.ts` with `env`; resolves with its address once it listens. */
async function startServer(name: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  // The request log would grow without end: the last 20 kB are kept for a failure's message.
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (d: Buffer) => (output = (output + String(d)).slice(-20_000)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 80_000;
  for (;;) {
    const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
    if (url) return { name, url, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`${name} did not start:\n${output}`);
    }
    await sleep(100);
  }
}

/** A server-sent event stream read with fetch, as the web client reads it; `event(name)` waits for one (10 s). */
async function openStream(url: string, token: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` }, signal: controller.signal });
  let text = '';
  const decoder = new TextDecoder();
  // Ends when the test closes the stream.
  res
    .body!.pipeTo(new WritableStream({ write: (chunk) => void (text += decoder.decode(chunk, { stream: true })) }))
    .catch(() => {});
  const event = async (name: string): Promise<Record<string, unknown>> => {
    for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(50)) {
      // Whole events only: each ends with an empty line.
      const block = text
        .split('\n\n')
        .slice(0, -1)
        .find((b) => b.split('\n').includes(`event: ${name}`));
      const data = block?.split('\n').find((line) => line.startsWith('data: '));
      if (data) return JSON.parse(data.slice('data: '.length)) as Record<string, unknown>;
    }
    throw new Error(`no ${name} event within 10 s; the stream so far:\n${text}`);
  };
  return { upstream: res.headers.get('x-upstream'), status: res.status, event, close: () => controller.abort() };
}

describe.runIf(process.env.DATABASE_URL)('two API servers behind a round-robin proxy on one PostgreSQL', () => {
  const proxy = roundRobinProxy();
  let proxyUrl: string;
  let databaseUrl: string;
  let databaseName: string;
  let handle: DatabaseHandle;
  const dataDirs: string[] = [];
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];

  /** One API request through the proxy, from the client at `ip`. */
  const call = async (request: string, input: Record<string, unknown>, ip: string, token?: string) => {
    const res = await fetch(`${proxyUrl}/api`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': ip,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ request, ...input }),
    });
    return { status: res.status, upstream: res.headers.get('x-upstream'), body: (await res.json()) as any };
  };

  const count = async (text: string, values: unknown[] = []) => Number((await handle.execute(text, values)).rows[0]!.n);

  beforeAll(async () => {
    const base = new URL(process.env.DATABASE_URL!);
    databaseName = `multi_server_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: base.toString() });
    await admin.connect();
    await admin.query(`create database ${databaseName}`);
    await admin.end();
    base.pathname = `/${databaseName}`;
    databaseUrl = base.toString();
    proxyUrl = await proxy.listen();

    const env = (dataDir: string) => ({
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SECRETS_KEY,
      PUBLIC_URL: proxyUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      WEB_DIST: '',
      // The test's client address (its X-Forwarded-For) and the proxy's hop: two proxies, as behind a CDN.
      TRUST_PROXY_HOPS: '2',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      LOOKUP_RATE_LIMIT_MAX: String(LOOKUP_RATE_LIMIT_MAX),
      LOG_LEVEL: 'info',
    });
    for (const name of ['a', 'b']) dataDirs.push(mkdtempSync(join(tmpdir(), `multi-server-${name}-`)));
    // One after the other: the first migrates the database and seeds the demo data, which the second finds done.
    servers.push(await startServer('a', env(dataDirs[0]!)));
    servers.push(await startServer('b', env(dataDirs[1]!)));
    proxy.route(servers);
    handle = await openDatabase({ url: databaseUrl, poolSize: 4 });
  }, 150_000);

  afterAll(async () => {
    await proxy.close();
    await Promise.all(servers.map((s) => s.stop()));
    await handle?.close();
    if (databaseName) {
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      // The servers' and the test's connections end as they close; dropping before they have would cut them off.
      for (let i = 0; i < 50; i++) {
        const left = await admin.query('select count(*)::int n from pg_stat_activity where datname = $1', [
          databaseName,
        ]);
        if (left.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`drop database if exists ${databaseName} with (force)`);
      await admin.end();
    }
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  /** Members with live sessions (a year and more, past any clock move below): id, token and a client address each. */
  let serial = 0;
  async function membersWithSessions(n: number, values: { isBusiness?: boolean } = {}) {
    const now = new Date(systemClock.now());
    const rows = await handle.db
      .insert(members)
      .values(
        Array.from({ length: n }, () => {
          const i = ++serial;
          return {
            email: `multi${i}@multi-server.test`,
            name: `Multi ${i}`,
            passwordHash: 'x',
            termsAcceptedAt: now,
            createdAt: now,
            ...values,
          };
        }),
      )
      .returning({ id: members.id });
    const people = rows.map((r) => ({ id: r.id, token: newSessionToken(), ip: `10.1.${r.id >> 8}.${r.id & 255}` }));
    await handle.db.insert(sessions).values(
      people.map((p) => ({
        memberId: p.id,
        tokenHash: hashToken(p.token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + 400 * DAY_MS),
      })),
    );
    return people;
  }

  /** A one-time sandbox card token, made through the proxy as the card form makes it. */
  async function cardToken(ip: string): Promise<string> {
    const res = await fetch(`${proxyUrl}/dev/cards/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
      body: JSON.stringify({ number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { id: string }).id;
  }

  let rush: {
    business: { id: number; token: string; ip: string };
    holder: { token: string; id: number };
    eventId: number;
  };

  it('sells exactly 20 tickets to 100 concurrent buyers spread over both servers, each charged once', async () => {
    const [business] = await membersWithSessions(1, { isBusiness: true });
    const now = new Date(systemClock.now());
    const [event] = await handle.db
      .insert(events)
      .values({
        businessId: business!.id,
        name: 'Two Server Rush',
        address: 'San Francisco, CA',
        country: 'US',
        latitude: 37.77,
        longitude: -122.42,
        startTime: new Date(now.getTime() + 60 * DAY_MS),
        endTime: new Date(now.getTime() + 60 * DAY_MS + 3 * 3_600_000),
        timeZone: 'America/Los_Angeles',
        draft: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: events.id });
    const ticket = await insertTicket(
      handle.db,
      event!.id,
      { name: 'GA', priceCents: 1500, quantity: 20, salesStart: now, salesEnd: new Date(now.getTime() + 50 * DAY_MS) },
      now,
    );
    const buyers = await membersWithSessions(100);
    const tokens = await Promise.all(buyers.map((b) => cardToken(b.ip)));
    const chargesBefore = await count("select count(*) n from sandbox_charges where idempotency_key like 'purchase-%'");

    proxy.route(servers);
    const results = await Promise.all(
      buyers.map((b, i) =>
        call(
          'user_purchase_tickets',
          {
            event_id: event!.id,
            ticket_id: ticket.id,
            quantity: 1,
            price: 1500,
            payment_company: 'Stripe',
            payment_method: tokens[i],
            is_token: true,
          },
          b.ip,
          b.token,
        ),
      ),
    );
    // Both servers raced for the stock: each answered its 50 buyers. (Each server sells the purchases asked at the
    // same moment in one statement, so one server's batch may take the whole stock before the other's.)
    expect(proxy.served.get('a')).toBe(50);
    expect(proxy.served.get('b')).toBe(50);
    expect(new Set(results.map((r) => r.upstream))).toEqual(new Set(['a', 'b']));
    const sold = results.filter((r) => r.status === 200);
    expect(sold).toHaveLength(20);
    expect(results.filter((r) => r.status !== 200).map((r) => r.status)).toEqual(Array(80).fill(409));

    const stock = await handle.execute('select quantity, sold, returned from tickets where id = $1', [ticket.id]);
    expect(stock.rows[0]).toMatchObject({ quantity: 20, sold: 20, returned: 0 });
    // One charge in the sandbox ledger per ticket sold, and none for the buyers turned away.
    const charged = await handle.execute(
      `select p.id, p.status, (select count(*)::int from sandbox_charges c where c.idempotency_key like 'purchase-' || p.id || '-%') charges
         from purchases p where p.ticket_id = $1 and p.status = 'Charged'`,
      [ticket.id],
    );
    expect(charged.rows).toHaveLength(20);
    expect(charged.rows.every((r) => r.charges === 1)).toBe(true);
    const chargesAfter = await count("select count(*) n from sandbox_charges where idempotency_key like 'purchase-%'");
    expect(chargesAfter - chargesBefore).toBe(20);

    const holderIndex = results.findIndex((r) => r.status === 200);
    rush = { business: business!, holder: buyers[holderIndex]!, eventId: event!.id };
  }, 60_000);

  it('delivers a message sent through one server to the inbox stream held open on the other', async () => {
    proxy.route(servers);
    const stream = await openStream(`${proxyUrl}${MESSAGE_STREAM_PATH}`, rush.holder.token);
    try {
      expect(stream.status).toBe(200);
      await stream.event('ready');
      // The proxy takes turns: the next request goes to the server the stream is not on.
      const sent = await call(
        'set_message',
        { friend_id: rush.holder.id, event_id: rush.eventId, message: 'Doors open at 8' },
        rush.business.ip,
        rush.business.token,
      );
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      expect(sent.upstream).not.toBe(stream.upstream);
      const id = sent.body.data.message.message_id as number;
      expect(await stream.event('message')).toMatchObject({ event_id: rush.eventId, message_ids: [id] });
    } finally {
      stream.close();
    }
  }, 30_000);

  it("shows an event published through one server in the other's cached nearby list at once", async () => {
    const { business } = rush;
    await insertEnabledPayoutAccount(handle.db, business.id, systemClock.now());
    const [a, b] = [servers[0]!, servers[1]!];
    // Fresno: no demo events, and an area of its own in both servers' caches.
    const fresno = { latitude: 36.7378, longitude: -119.7871, distance: 5 };
    const nearby = async () => {
      const res = await call('user_events_query', fresno, '10.9.1.1');
      expect(res.upstream).toBe('b');
      return res.body.data.events.map((e: { event_name: string }) => e.event_name) as string[];
    };
    proxy.route([b]);
    expect(await nearby()).toEqual([]);
    // Control: a row written with no signal stays hidden behind b's cached area.
    const now = new Date(systemClock.now());
    await handle.db.insert(events).values({
      businessId: business.id,
      name: 'Unsignalled Show',
      address: 'Fresno, CA',
      country: 'US',
      latitude: 36.7378,
      longitude: -119.7871,
      startTime: new Date(now.getTime() + 30 * DAY_MS),
      endTime: new Date(now.getTime() + 30 * DAY_MS + 3_600_000),
      timeZone: 'America/Los_Angeles',
      draft: false,
      createdAt: now,
      updatedAt: now,
    });
    expect(await nearby()).toEqual([]);

    proxy.route([a]);
    const day = new Date(now.getTime() + 20 * DAY_MS).toISOString().slice(0, 10);
    const made = await call(
      'business_create_update_event',
      {
        create: '1',
        draft: '0',
        event_name: 'Fresno Fiddles',
        address: 'Fresno, CA',
        start_time: `${day}T19:00`,
        end_time: `${day}T22:00`,
        description: 'Old-time fiddle tunes.',
      },
      business.ip,
      business.token,
    );
    expect([made.status, made.upstream], JSON.stringify(made.body)).toEqual([200, 'a']);
    proxy.route([b]);
    await expect.poll(nearby, { timeout: 5_000 }).toEqual(['Fresno Fiddles', 'Unsignalled Show']);
  }, 30_000);

  /** `n` requests from the client at `ip` through the proxy, at once or one by one: how many got through, and where. */
  async function burst(request: string, input: Record<string, unknown>, ip: string, n: number, atOnce: boolean) {
    const results = [];
    if (atOnce) results.push(...(await Promise.all(Array.from({ length: n }, () => call(request, input, ip)))));
    else for (let i = 0; i < n; i++) results.push(await call(request, input, ip));
    const allowed = results.filter((r) => r.status === 200);
    expect(results.every((r) => r.status === 200 || r.status === 429)).toBe(true);
    return { allowed: allowed.length, servedBy: new Set(allowed.map((r) => r.upstream)) };
  }

  /** One by one, so the servers take turns: the 5 let through are 3 on one server and 2 on the other. */
  const lookupBurst = (ip: string) => burst('registered_user', { email: 'someone@example.com' }, ip, 12, false);

  it('holds the app-wide and the account lookup rate limits across both servers', async () => {
    proxy.route(servers);
    const wide = await burst('get_fees', {}, '10.9.0.1', RATE_LIMIT_MAX + 60, true);
    expect([proxy.served.get('a'), proxy.served.get('b')]).toEqual([130, 130]);
    // Large limits are claimed a few hits at a time per server: a server's last claim may go partly unused.
    expect(wide.allowed).toBeLessThanOrEqual(RATE_LIMIT_MAX);
    expect(wide.allowed).toBeGreaterThanOrEqual(RATE_LIMIT_MAX - 2 * leaseSize(RATE_LIMIT_MAX));
    expect(wide.servedBy).toEqual(new Set(['a', 'b']));

    const lookups = await lookupBurst('10.9.0.2');
    expect(lookups.allowed).toBe(LOOKUP_RATE_LIMIT_MAX);
    expect(lookups.servedBy).toEqual(new Set(['a', 'b']));
  }, 30_000);

  it('bills each due subscription and closes each due schedule day once, with the clock moved on both servers', async () => {
    const advance = 20 * DAY_MS;
    const [a, b] = [servers[0]!, servers[1]!];
    const start = ((await (await fetch(`${a.url}/dev/clock.json`)).json()) as { now: string }).now;
    // A minute's margin either side of the new time, for the moment between the two moves.
    const surely = new Date(Date.parse(start) + advance - 60_000).toISOString();
    const dueSubscriptions = await handle.execute(
      `select id, current_period_end from subscriptions where state = 'Active' and current_period_end <= $1`,
      [surely],
    );
    const dueDays = await handle.execute(`select id from schedule_days where closed_at is null and closes_at <= $1`, [
      surely,
    ]);
    const invoicesBefore = await count('select coalesce(max(id), 0) n from subscription_invoices');
    const paymentsBefore = await handle.execute('select bid_id from booking_payments');
    // The seeded demo has both kinds of work in the next 20 days; without it this test would prove nothing.
    expect(dueSubscriptions.rows.length).toBeGreaterThan(0);
    expect(dueDays.rows.length).toBeGreaterThan(0);

    const move = (server: Upstream) =>
      fetch(`${server.url}/dev/clock`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ advance_ms: advance }),
      }).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as { ran: string[]; failed: { name: string }[] },
      }));
    const runs = await Promise.all([move(a), move(b)]);
    for (const run of runs) {
      expect(run.status).toBe(200);
      expect(run.body.ran).toEqual(expect.arrayContaining(['schedule-close', 'subscription-billing']));
      expect(run.body.failed.map((f) => f.name)).not.toContain('schedule-close');
      expect(run.body.failed.map((f) => f.name)).not.toContain('subscription-billing');
    }

    // Billing: one new invoice per due subscription, for the cycle that starts where the last ended, charged once.
    const invoices = await handle.execute(
      `select i.subscription_id, i.cycle_start, i.status,
              (select count(*)::int from sandbox_charges c where c.idempotency_key like 'subscription:' || i.subscription_id || ':%'
                 and c.idempotency_key like '%' || to_char(i.cycle_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) charges
         from subscription_invoices i where i.id > $1`,
      [invoicesBefore],
    );
    const bySubscription = new Map<number, typeof invoices.rows>();
    for (const row of invoices.rows) {
      const id = Number(row.subscription_id);
      bySubscription.set(id, [...(bySubscription.get(id) ?? []), row]);
    }
    for (const due of dueSubscriptions.rows) {
      const rows = bySubscription.get(Number(due.id)) ?? [];
      expect(rows, `subscription ${due.id}`).toHaveLength(1);
      expect(new Date(rows[0]!.cycle_start as string).getTime()).toBe(
        new Date(due.current_period_end as string).getTime(),
      );
    }
    for (const rows of bySubscription.values()) expect(rows).toHaveLength(1);
    expect(invoices.rows.every((r) => r.charges === (r.status === 'Paid' ? 1 : r.charges))).toBe(true);
    expect(invoices.rows.filter((r) => r.status === 'Paid').every((r) => r.charges === 1)).toBe(true);
    expect(invoices.rows.some((r) => r.status === 'Paid')).toBe(true);

    // Schedule close: every due day closed, each new booking payment charged exactly once in the sandbox ledger.
    const stillOpen = await count(
      'select count(*) n from schedule_days where closed_at is null and id = any($1::int[])',
      [dueDays.rows.map((r) => Number(r.id))],
    );
    expect(stillOpen).toBe(0);
    const known = new Set(paymentsBefore.rows.map((r) => Number(r.bid_id)));
    const payments = await handle.execute(
      `select p.bid_id, p.state, p.charge_id,
              (select count(*)::int from sandbox_charges c where c.idempotency_key like 'booking-' || p.bid_id || '-%') charges
         from booking_payments p`,
    );
    const fresh = payments.rows.filter((r) => !known.has(Number(r.bid_id)));
    expect(fresh.length).toBeGreaterThan(0);
    for (const p of fresh.filter((r) => r.charge_id)) expect(p.charges, `bid ${p.bid_id}`).toBe(1);
    for (const p of fresh) expect(p.charges, `bid ${p.bid_id}`).toBeLessThanOrEqual(1);
  }, 60_000);

  it('control: with each server counting in its own memory, the same lookups get past the limit', async () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDirs[0],
      SECRETS_KEY,
      TRUST_PROXY_HOPS: '2',
      LOOKUP_RATE_LIMIT_MAX: String(LOOKUP_RATE_LIMIT_MAX),
      WEB_DIST: '',
    });
    const apps: App[] = [];
    try {
      const options = { config, database: handle, clock: systemClock, logger: false, scheduleJobs: false } as const;
      for (let i = 0; i < 2; i++) {
        apps.push(await buildApp({ ...options, rateLimitStore: 'memory' }));
        await apps[i]!.listen({ port: 0, host: '127.0.0.1' });
      }
      proxy.route(
        apps.map((app, i) => ({
          name: `memory-${i}`,
          url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
        })),
      );
      const lookups = await lookupBurst('10.9.0.3');
      expect(lookups.allowed).toBe(2 * LOOKUP_RATE_LIMIT_MAX);
      expect(lookups.allowed).toBeGreaterThan(LOOKUP_RATE_LIMIT_MAX);
    } finally {
      for (const app of apps) await app.close();
      proxy.route(servers);
    }
  }, 60_000);
});
