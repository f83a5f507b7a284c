// Issue 10: a ticket rush. 100 buyers, each on its own connection with its own session and saved card (the payments
// sandbox), buy one ticket at a time through POST /api user_purchase_tickets for `seconds`: purchases per second.
// Then the same 100 race for the last 500 tickets of another ticket until it is sold out: the oversold count (what
// was charged beyond the quantity) must be 0. Meaningful on PostgreSQL (BENCH_DATABASE_URL); on PGlite the one
// connection serialises the rush.
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { events } from '@stagepass/db/schema/events';
import { purchases, tickets } from '@stagepass/db/schema/tickets';
import { systemClock } from '@stagepass/server/src/adapters/clock';
import { createCards } from '@stagepass/server/src/adapters/payments/cards';
import { buildApp } from '@stagepass/server/src/app';
import { loadConfig } from '@stagepass/server/src/config';
import { openSession } from '@stagepass/server/src/features/accounts/sessions';
import { insertCustomerIfAbsent } from '@stagepass/server/src/features/payments/card-customers';
import { insertTicket } from '@stagepass/server/src/features/tickets/tickets-repository';

export interface TicketRush {
  database: 'embedded PGlite' | 'PostgreSQL';
  buyers: number;
  seconds: number;
  purchasesPerSecond: number;
  p99Ms: number;
  /** Answers other than 200 during the timed rush (there is stock for all of it). */
  failed: number;
  /** SQL statements sent to PostgreSQL (each one round trip) per purchase, over 500 purchases made after the rush. */
  roundTripsPerPurchase: number;
  /** The CPU time of this process (the server and the buyers' load generator) per purchase, over the same 500. */
  cpuMsPerPurchase: number;
  /** The sell-out race: the quantity, what was sold, and what was sold beyond the quantity. */
  sellOut: { quantity: number; sold: number; oversold: number; refusedAsSoldOut: number };
}

const DEFAULT_BUYERS = 100;
const PRICE = 2500;
export const COUNTED_PURCHASES = 500;

export async function runTicketRush(options: {
  seconds: number;
  databaseUrl: string | undefined;
  buyers?: number;
  /** Filled with each statement's text and how often the timed rush sent it (to see where the round trips go). */
  statements?: Map<string, number>;
}): Promise<TicketRush> {
  const BUYERS = options.buyers ?? DEFAULT_BUYERS;
  const handle = await openDatabase({ url: options.databaseUrl, poolSize: 20 });
  const db = handle.db;
  // The payments sandbox is the development and test provider: the rush runs as 'test', with raised limits.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000000',
    LOOKUP_RATE_LIMIT_MAX: '1000000000',
    WEB_DIST: '',
    TRUST_PROXY_HOPS: '1',
    SECRETS_KEY: randomBytes(32).toString('base64'),
  });
  const app = await buildApp({ config, database: handle, clock: systemClock, logger: false, scheduleJobs: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
  const cards = createCards(config, { db, clock: systemClock });
  const now = new Date(systemClock.now());
  const run = randomBytes(4).toString('hex');

  try {
    const people = await db
      .insert(members)
      .values(
        Array.from({ length: BUYERS + 1 }, (_, i) => ({
          email: `rush-${run}-${i}@bench.test`,
          name: `Rush Buyer ${i}`,
          passwordHash: 'x',
          isBusiness: i === 0,
          termsAcceptedAt: now,
          createdAt: now,
        })),
      )
      .returning({ id: members.id });
    const [business, ...buyers] = people.map((p) => p.id);
    const [event] = await db
      .insert(events)
      .values({
        businessId: business!,
        name: 'Rush Night',
        address: 'San Francisco, CA',
        country: 'US',
        latitude: 37.77,
        longitude: -122.42,
        startTime: new Date(now.getTime() + 30 * 86_400_000),
        endTime: new Date(now.getTime() + 30 * 86_400_000 + 3 * 3_600_000),
        timeZone: 'America/Los_Angeles',
        draft: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: events.id });
    const window = { salesStart: now, salesEnd: new Date(now.getTime() + 29 * 86_400_000) };
    const big = await insertTicket(
      db,
      event!.id,
      { name: 'GA', priceCents: PRICE, quantity: 10_000_000, ...window },
      now,
    );
    const last = await insertTicket(
      db,
      event!.id,
      { name: 'Last 500', priceCents: PRICE, quantity: 500, ...window },
      now,
    );

    // Each buyer: a session and a saved Visa (4242) as its default card.
    const clients: { token: string; card: string }[] = [];
    for (const id of buyers) {
      const token = await openSession(db, id!, now.getTime());
      const { customerId } = await cards.provider.createCustomer({
        email: `${id}@bench.test`,
        name: 'Rush',
        memberId: id!,
      });
      await insertCustomerIfAbsent(db, { memberId: id!, customerId, at: now });
      const made = await cards.sandbox!.createToken({
        number: '4242424242424242',
        expMonth: 12,
        expYear: 2035,
        cvc: '123',
      });
      if (!made.ok) throw new Error(made.message);
      const attached = await cards.provider.attachCard(customerId, made.token.id, true);
      if (!attached.ok) throw new Error(attached.decline.message);
      clients.push({ token, card: attached.card.id });
    }
    const body = (ticketId: number, card: string) =>
      JSON.stringify({
        request: 'user_purchase_tickets',
        event_id: event!.id,
        ticket_id: ticketId,
        quantity: 1,
        price: PRICE,
        payment_company: 'Stripe',
        payment_method: card,
        is_token: 0,
      });
    let next = 0;
    const asBuyer = (ticketId: number) => (client: autocannon.Client) => {
      const i = next++ % clients.length;
      client.setHeaders({
        'content-type': 'application/json',
        authorization: `Bearer ${clients[i]!.token}`,
        'x-forwarded-for': `10.9.${(i >> 8) & 255}.${i & 255}`,
      });
      client.setBody(body(ticketId, clients[i]!.card));
    };

    const rush = await autocannon({
      url,
      method: 'POST',
      connections: BUYERS,
      duration: options.seconds,
      setupClient: asBuyer(big.id),
    });
    const codes = Object.entries(rush.statusCodeStats ?? {});
    const ok = codes.filter(([c]) => c === '200').reduce((n, [, s]) => n + (s.count ?? 0), 0);
    const total = codes.reduce((n, [, s]) => n + (s.count ?? 0), 0);

    // The round trips per purchase, noise-free: statements sent while the buyers make a fixed number of purchases
    // (autocannon's `amount` waits for every answer, so none is in flight when counting stops).
    next = 0;
    const counting = countRoundTrips(options.statements);
    const cpuBefore = process.cpuUsage();
    const counted = await autocannon({
      url,
      method: 'POST',
      connections: BUYERS,
      amount: COUNTED_PURCHASES,
      setupClient: asBuyer(big.id),
    });
    const roundTrips = counting.stop();
    const cpu = process.cpuUsage(cpuBefore);
    const countedOk = counted.statusCodeStats?.['200']?.count ?? 0;

    next = 0;
    const race = await autocannon({
      url,
      method: 'POST',
      connections: BUYERS,
      amount: 1500,
      setupClient: asBuyer(last.id),
    });
    const refused = Object.entries(race.statusCodeStats ?? {})
      .filter(([c]) => c === '409')
      .reduce((n, [, s]) => n + (s.count ?? 0), 0);
    const [sold] = await db
      .select({ n: sql<number>`coalesce(sum(${purchases.quantity}), 0)::int` })
      .from(purchases)
      .where(sql`${purchases.ticketId} = ${last.id} and ${purchases.status} = 'Charged'`);
    const [row] = await db
      .select()
      .from(tickets)
      .where(sql`${tickets.id} = ${last.id}`);
    const charged = Math.max(sold!.n, row!.sold - row!.returned);
    return {
      database: options.databaseUrl ? 'PostgreSQL' : 'embedded PGlite',
      buyers: BUYERS,
      seconds: options.seconds,
      purchasesPerSecond: Math.round(ok / options.seconds),
      p99Ms: rush.latency.p99,
      failed: total - ok + rush.errors + rush.timeouts + (COUNTED_PURCHASES - countedOk),
      roundTripsPerPurchase: countedOk === 0 ? 0 : Math.round((roundTrips / countedOk) * 10) / 10,
      cpuMsPerPurchase: countedOk === 0 ? 0 : Math.round((cpu.user + cpu.system) / countedOk / 10) / 100,
      sellOut: { quantity: 500, sold: charged, oversold: Math.max(0, charged - 500), refusedAsSoldOut: refused },
    };
  } finally {
    await app.close();
    await handle.close();
  }
}

/**
 * Counts the statements node-postgres sends (every pool connection is a pg.Client), from now until stop(). PGlite
 * runs in process, so there it counts nothing.
 */
function countRoundTrips(statements?: Map<string, number>) {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  let count = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    count++;
    if (statements) {
      const first = args[0] as string | { text?: string };
      const text = typeof first === 'string' ? first : (first?.text ?? '?');
      statements.set(text, (statements.get(text) ?? 0) + 1);
    }
    return original.apply(this, args);
  };
  return {
    stop() {
      proto.query = original;
      return count;
    },
  };
}
