// Issue 16 "Money survives crashes": the real server, as a child process on PostgreSQL, is killed with SIGKILL at
// random moments while members buy tickets, refund them and buy assets, businesses Book Now talent (charged at once),
// and while the clock jobs close talent-days (charging the winners), renew subscriptions and pay out organisers,
// talent, creators and, at each month's end, the affiliates who referred some of the businesses and talent (their
// commissions on those members' ticket sales and bookings). After every restart the ledgers reconcile against the
// payments sandbox's records (reconcile.ts); at the end, once the recovery jobs ran, nothing is left half done
// either. Some starts also kill themselves right after a charge or a transfer went through and before the product
// recorded it (CRASH_DIE_AFTER), the moment random kills rarely hit.
//
// PostgreSQL only (DATABASE_URL; skipped on PGlite). CRASH_KILLS (default 200) kills; CRASH_SEED replays a run.
import { beforeAll, describe, expect, it } from 'vitest';
import { assets } from '@stagepass/db/schema/commerce';
import { ASSET_ALREADY_OWNED } from '@stagepass/domain/assets';
import { BOOKING_ERRORS } from '@stagepass/domain/auction';
import type { Database } from '@stagepass/db/client';
import { signIn } from '../account-flows';
import { bookingWorld, GUITARIST, type TestTalent } from '../booking-fixtures';
import { DEMO_PASSWORD } from '../../seed/demo';
import type { TestMember } from '../marketplace-fixtures';
import type { TestApp } from '../test-app';
import { insertEnabledPayoutAccount } from '../../features/payments/payouts-repository';
import { joinAffiliate, referTo } from '../../features/affiliate/affiliate-fixtures';
import { insertPromotion } from '../../features/affiliate/affiliate-repository';
import {
  insertCatalogue,
  insertSandboxCard,
  insertSubscription,
} from '../../features/subscriptions/subscriptions-fixtures';
import { seededRandom, type Random } from '../../seed/random';
import { bundleCrashServer, CrashServer, scratchDatabase, type ApiAnswer } from './crash-harness';
import { reconcile, type Mismatch } from './reconcile';

const DATABASE_URL = process.env.DATABASE_URL;
const KILLS = Number(process.env.CRASH_KILLS ?? 200);
const SEED = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

type Kind =
  | 'ticket-purchase'
  | 'ticket-refund'
  | 'asset-purchase'
  | 'subscription-start'
  | 'book-now'
  | 'clock-jobs'
  | 'month-end';
/**
 * The mix, by weight: requests of each kind (two thirds), clock cycles, and now and then a month's end (affiliate
 * payouts). A month's end moves the clock by two weeks on average, and every week of the run renews subscriptions:
 * it is rare (about 9 of 200 kills).
 */
const KINDS: readonly Kind[] = [
  ...(['ticket-purchase', 'ticket-refund', 'asset-purchase', 'subscription-start', 'book-now'] as const).flatMap(
    (k) => [k, k, k],
  ),
  ...Array.from({ length: 6 }, () => 'clock-jobs' as const),
  'month-end',
];
/** How far a clock cycle moves: the recovery jobs' 2 minutes, hours, and days (closes, renewals, payouts). */
const ADVANCES = [3 * MINUTE, 3 * MINUTE, 6 * HOUR, DAY, 2 * DAY, 4 * DAY];

type RequestKind = Exclude<Kind, 'clock-jobs' | 'month-end'>;
/** The talent's Book Now price on the run's schedules (whole dollars; bids are $250 to $350). */
const BOOK_NOW_DOLLARS = 450;

type Fan = TestMember & { cardId: string };

/** A request the client sent and got no answer to: it may retry it with the same Idempotency-Key. */
interface Sent {
  name: string;
  fields: Record<string, unknown>;
  token: string;
  key: string;
  /** The member it is sent for. */
  memberId: number;
}

/** The fixtures' view of the child server (marketplace-fixtures and booking-fixtures take a TestApp). */
function childAsTestApp(server: CrashServer, db: Database, clock: { now(): number }): TestApp {
  return {
    db,
    clock,
    call: (name: string, fields: Record<string, unknown>, token?: string, headers?: Record<string, string>) =>
      server.call(name, fields, token, headers),
    app: {
      inject: async (req: { method?: string; url: string; payload?: unknown }) => {
        const res = await server.fetchJson(req.url, {}, req.payload, req.method ?? 'GET');
        return { statusCode: res.status, body: JSON.stringify(res.body), json: () => res.body };
      },
    },
  } as unknown as TestApp;
}

describe.skipIf(!DATABASE_URL)('money survives crashes (SIGKILL, PostgreSQL)', () => {
  let bundle: string;
  beforeAll(async () => {
    bundle = await bundleCrashServer();
  });

  it(
    `reconciles the ledgers after each of ${KILLS} kills, and settles everything after`,
    async () => {
      const rng = seededRandom(SEED);
      console.log(`crash suite: seed ${SEED} (replay with CRASH_SEED=${SEED}), ${KILLS} kills`);
      const db = await scratchDatabase(DATABASE_URL!);
      const server = new CrashServer(bundle, db.url);
      const run = new CrashRun(server, db.handle.db, db.sql, rng);
      try {
        const started = performance.now();
        await server.start();
        await run.setUp();
        const mismatches = await run.killLoop(KILLS);
        const final = await run.settle();
        const seconds = Math.round((performance.now() - started) / 1000);
        console.log(run.report(seconds));
        for (const m of [...mismatches, ...final]) console.log(`MISMATCH ${m.check}: ${JSON.stringify(m.row)}`);
        console.log(
          `crash suite: ${server.kills} kills, ${mismatches.length + final.length} mismatches (seed ${SEED})`,
        );
        expect(server.kills).toBeGreaterThanOrEqual(KILLS);
        expect([...mismatches, ...final]).toEqual([]);
        // The run did what it says: money moved of every kind.
        expect(run.ledgerCounts.charges.ticket).toBeGreaterThan(0);
        expect(run.ledgerCounts.charges.asset).toBeGreaterThan(0);
        expect(run.ledgerCounts.charges.invoice).toBeGreaterThan(0);
        expect(run.ledgerCounts.charges.booking).toBeGreaterThan(0);
        expect(run.ledgerCounts.refunds).toBeGreaterThan(0);
        for (const kind of [
          'payout',
          'booking-payout',
          'creator-payout:invoice',
          'creator-payout:asset',
          'affiliate-payout',
        ])
          expect(run.ledgerCounts.transfers[kind], kind).toBeGreaterThan(0);
        expect(run.ledgerCounts.bookNow.booked).toBeGreaterThan(0);
        expect(run.ledgerCounts.bookNow.paid_out).toBeGreaterThan(0);
        expect(run.ledgerCounts.commissions.paid).toBeGreaterThan(0);
      } finally {
        await server.dispose();
        await db.drop();
      }
    },
    20 * MINUTE,
  );

  it(
    'control: a planted fault (charges retried without their idempotency key) is found',
    async () => {
      const db = await scratchDatabase(DATABASE_URL!);
      const server = new CrashServer(bundle, db.url);
      const run = new CrashRun(server, db.handle.db, db.sql, seededRandom(SEED));
      try {
        await server.start();
        await run.setUp({ small: true });
        // Clean first: the same crash with the product's own keys reconciles, for a purchase and for a Book Now
        // (pressed again after the crash, it is finished with the charge made).
        expect(await run.dieAfterChargeAndRecover()).toEqual([]);
        expect(await run.dieAfterChargeAndRecover({}, 'book-now')).toEqual([]);
        // Then with the fault: the recovery charges the purchase a second time, under a new key.
        const found = await run.dieAfterChargeAndRecover({ CRASH_FAULT: 'fresh-keys' });
        console.log(`control (fresh keys): ${found.length} mismatches: ${found.map((m) => m.check).join('; ')}`);
        expect(found.map((m) => m.check)).toContain('a double charge: two charges of one object still holding money');
        // And a Book Now pressed again after the crash is charged a second time.
        const bookNow = await run.dieAfterChargeAndRecover({ CRASH_FAULT: 'fresh-keys' }, 'book-now');
        console.log(`control (Book Now, fresh keys): ${bookNow.map((m) => `${m.check} (${m.row.kind})`).join('; ')}`);
        expect(bookNow).toContainEqual({
          check: 'a double charge: two charges of one object still holding money',
          row: expect.objectContaining({ kind: 'booking' }),
        });

        // And rows planted straight in the provider's ledgers: a charge for no purchase, and two transfers (two keys)
        // for one booking's payout that does not exist.
        await server.start();
        const now = new Date(await server.now());
        await db.sql.query(
          `insert into sandbox_charges (id, idempotency_key, amount_cents, currency, status, created_at)
         values ('ch_planted', 'purchase-999999-1', 2500, 'usd', 'succeeded', $1)`,
          [now],
        );
        await db.sql.query(
          `insert into sandbox_transfers (id, destination, amount_cents, currency, idempotency_key, description, created_at)
         select 'tr_planted_' || n, 'acct_x', 100, 'usd', 'booking-payout-424242-' || n, 'planted', $1
         from generate_series(1, 2) n`,
          [now],
        );
        // An affiliate's payout marked paid that no transfer paid.
        await db.sql.query(
          `insert into affiliate_payouts (affiliate_id, month, gross_cents, fee_cents, amount_cents, currency, status, created_at, paid_at)
           select min(id), '2020-01-01', 600, 0, 500, 'USD', 'paid', $1, $1 from members`,
          [now],
        );
        const planted = (await reconcile(db.sql, { settled: false, now })).map((m) => m.check);
        expect(planted).toContain('a succeeded charge without its ticket, asset purchase, invoice or booking');
        expect(planted).toContain("a paid affiliate commission without its transfer (of the payout's amount)");
        expect(planted).toContain('an affiliate payout that is not the sum of its commissions');
        expect(planted).toContain('a transfer without its payout');
        expect(planted).toContain('a double payout: two transfers for one payout');
      } finally {
        await server.dispose();
        await db.drop();
      }
    },
    5 * MINUTE,
  );
});

/** What moved in the run, from the ledgers: the final check asserts each kind moved. */
interface LedgerCounts {
  charges: Record<string, number>;
  refunds: number;
  transfers: Record<string, number>;
  /** Bids booked by Book Now, and those whose talent was paid. */
  bookNow: { booked: number; paid_out: number };
  /** Affiliate commissions recorded, and those paid out. */
  commissions: { earned: number; paid: number };
}

/** One run of the suite: its members, what is on sale, and the kill loop. */
class CrashRun {
  private fans: Fan[] = [];
  private businesses: TestMember[] = [];
  private creators: TestMember[] = [];
  private talents: TestTalent[] = [];
  private sale: { eventId: number; ticketId: number; startsAt: number } | null = null;
  /** The day of the last gig day the refills made (each talent has a schedule that day). */
  private lastGigDay = 0;
  private offset = 0;
  private signedInAt = 0;
  private readonly t: TestApp;
  private readonly world: ReturnType<typeof bookingWorld>;
  private serial = 0;
  /** Per kind: kills, those a CRASH_DIE_AFTER hook made, requests answered, cut off by a kill, retried after. */
  private readonly stats = new Map<
    string,
    { kills: number; hooked: number; cutOff: number; retried: number; answered: number }
  >();
  /** Where the run's time goes (ms): restarts, refills, reconciliations. */
  private readonly spent = { restart: 0, refill: 0, reconcile: 0 };
  private async timed<T>(what: keyof CrashRun['spent'], work: () => Promise<T>): Promise<T> {
    const t0 = performance.now();
    try {
      return await work();
    } finally {
      this.spent[what] += performance.now() - t0;
    }
  }
  ledgerCounts: LedgerCounts = {
    charges: {},
    refunds: 0,
    transfers: {},
    bookNow: { booked: 0, paid_out: 0 },
    commissions: { earned: 0, paid: 0 },
  };
  /** pg-boss jobs a killed process left active: pg-boss expires them (15 minutes) and runs them again. */
  orphanedJobs = 0;

  constructor(
    private readonly server: CrashServer,
    private readonly db: Database,
    private readonly sql: { query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> },
    private readonly rng: Random,
  ) {
    this.t = childAsTestApp(server, db, { now: () => Date.now() + this.offset });
    this.world = bookingWorld(this.t, 'crash.test');
  }

  private now() {
    return Date.now() + this.offset;
  }

  private async syncClock() {
    this.offset = (await this.server.now()) - Date.now();
  }

  /** Members of each role, their cards, payout accounts, subscriptions and assets. */
  async setUp({ small = false } = {}) {
    await this.syncClock();
    this.signedInAt = this.now();
    const w = this.world;
    const at = () => new Date(this.now());
    for (let i = 0; i < (small ? 1 : 3); i++) {
      const b = await w.business();
      await insertSandboxCard(this.db, b.id, at());
      this.businesses.push(b);
    }
    for (let i = 0; i < (small ? 2 : 8); i++) {
      const fan = await w.member({}, 'fan');
      this.fans.push({ ...fan, cardId: await insertSandboxCard(this.db, fan.id, at()) });
    }
    if (small) {
      this.talents.push(await w.talent());
      return;
    }
    for (let i = 0; i < 2; i++) {
      const creator = await w.member({ isSpecialist: true }, 'creator');
      await insertEnabledPayoutAccount(this.db, creator.id, at());
      const catalogue = await insertCatalogue(this.db, creator.id, at(), { priceCents: 999 + i * 500 });
      // Periods that started up to four weeks ago, so renewals come due all through the run.
      for (const fan of this.fans) {
        const since = new Date(this.now() - this.rng.int(1, 28) * DAY);
        await insertSubscription(this.db, fan.id, creator.id, catalogue, since, 'Active', fan.cardId);
      }
      this.creators.push(creator);
    }
    await this.addAssets(30);
    await this.addPlans(10);
    for (let i = 0; i < 4; i++) this.talents.push(await w.talent());
    await this.addAffiliates();
  }

  /**
   * Two affiliates with payout accounts, under a promotion that lasts the whole run: one referred two of the
   * businesses (their ticket sales and the booking fees they pay earn it a share), the other two of the talents
   * (the booking fees they earn). The 'affiliate-payouts' clock job records the shares and pays each month's at its end.
   */
  private async addAffiliates() {
    const at = new Date(this.now());
    await insertPromotion(this.db, {
      busBookingBp: 1000,
      spcBookingBp: 500,
      ticketBp: 300,
      startDate: '2000-01-01',
      endDate: '2099-12-31',
      payoutPeriodMonths: 1,
      createdAt: at,
    });
    const referred = [this.businesses.slice(0, 2), this.talents.slice(0, 2)];
    for (const [i, members] of referred.entries()) {
      const affiliate = await this.world.member({ isSpecialist: true }, 'affiliate');
      const code = `CRASH${SEED % 100000}X${i}`;
      await joinAffiliate(this.db, affiliate.id, code, at);
      await insertEnabledPayoutAccount(this.db, affiliate.id, at);
      for (const member of members) await referTo(this.db, member.id, code);
    }
  }

  private async addAssets(each: number) {
    const now = new Date(this.now());
    for (const creator of this.creators)
      await this.db.insert(assets).values(
        Array.from({ length: each }, () => ({
          ownerId: creator.id,
          type: 'Blog' as const,
          name: `Crash notes ${++this.serial}`,
          assetData: '<p>Notes</p>',
          priceCents: 300 + this.rng.int(0, 700),
          createdAt: now,
          updatedAt: now,
        })),
      );
  }

  /** Plans (each on its own tier) members can subscribe to with create_subscription. */
  private async addPlans(each: number) {
    for (const creator of this.creators)
      for (let i = 0; i < each; i++)
        await insertCatalogue(this.db, creator.id, new Date(this.now()), {
          tierName: `Tier ${++this.serial}`,
          priceCents: 499 + this.rng.int(0, 500),
        });
  }

  /** Before a cycle: fresh sessions, an event on sale, talent-days open with bids, assets left to buy. */
  private async refill() {
    const w = this.world;
    const now = this.now();
    // Sessions last 30 days (domain SESSION_TTL_MS) and the clock runs ahead by days: sign in again weekly.
    if (now - this.signedInAt > 7 * DAY) {
      for (const member of [...this.fans, ...this.businesses, ...this.creators, ...this.talents])
        member.token = await signIn(this.t, member.email, DEMO_PASSWORD);
      this.signedInAt = now;
    }
    if (!this.sale || this.sale.startsAt < now + 2 * DAY) {
      const business = this.rng.pick(this.businesses);
      const eventId = await w.event(business.token, 6, 'Crash Night');
      const ticket = await w.ticket(business.token, eventId, {
        quantity: 5000,
        price: 2500,
        sales_end: w.at(6, '18:00'),
      });
      this.sale = { eventId, ticketId: ticket.ticket_id, startsAt: now + 5 * DAY };
    }
    const { rows: open } = await this.sql.query(`select count(*)::int as n from schedule_days where closes_at > $1`, [
      new Date(now + 30 * MINUTE),
    ]);
    if (this.talents.length > 0 && (open[0]!.n === 0 || (await this.bookNowCandidates()).length < 2)) {
      // A gig day after the last one (a talent has one schedule a day), two days ahead at the soonest; the requests
      // side by side.
      const days = Math.max(2, Math.ceil((this.lastGigDay - now) / DAY) + 1);
      this.lastGigDay = now + days * DAY;
      await Promise.all(
        this.talents.map((talent) => w.schedule(talent, days, '17:00', '23:59', { book_now: BOOK_NOW_DOLLARS })),
      );
      const prices = this.businesses.map(() => this.talents.map(() => 250 + this.rng.int(0, 100)));
      await Promise.all(
        this.businesses.map(async (business, k) => {
          const eventId = await w.event(business.token, days, 'Crash Gig');
          const block = await w.block(business.token, eventId, days, `${19 + k}:00`, `${20 + k}:00`);
          await Promise.all(this.talents.map((talent, i) => w.bid(business.token, block, talent, prices[k]![i]!)));
        }),
      );
    }
    if (this.creators.length > 0) {
      const { rows } = await this.sql.query(
        `select count(*)::int as n from assets a cross join members m
         where m.id = any($1) and not exists (select 1 from asset_purchases p where p.asset_id = a.id and p.member_id = m.id)`,
        [this.fans.map((f) => f.id)],
      );
      if ((rows[0]!.n as number) < 60) await this.addAssets(10);
      const { rows: plans } = await this.sql.query(
        `select count(*)::int as n from plans p cross join members m
         where m.id = any($1) and not exists (select 1 from subscriptions s where s.tier_id = p.tier_id and s.member_id = m.id)`,
        [this.fans.map((f) => f.id)],
      );
      if ((plans[0]!.n as number) < 30) await this.addPlans(5);
    }
  }

  private stat(kind: string) {
    let s = this.stats.get(kind);
    if (!s) this.stats.set(kind, (s = { kills: 0, hooked: 0, cutOff: 0, retried: 0, answered: 0 }));
    return s;
  }

  private async cardToken(): Promise<string> {
    const res = await this.server.fetchJson(
      '/dev/cards/tokens',
      {},
      {
        number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: 2031,
        cvc: '123',
      },
    );
    if (res.status !== 200) throw new Error(`card token: ${res.status}`);
    return res.body.id as string;
  }

  /** Live bids a business may Book Now: standing Win or Lose on an open day, not being charged. */
  private async bookNowCandidates() {
    const { rows } = await this.sql.query(
      `select b.id, b.business_id, b.sub_event_id, b.talent_id from bids b
       join schedule_days d on d.id = b.day_id
       where b.state = 'Bid' and b.bid_state in ('Win', 'Lose') and d.closed_at is null and d.closes_at > $1
         and not exists (select 1 from booking_payments p where p.bid_id = b.id)
       order by b.id limit 20`,
      [new Date(this.now() + 30 * MINUTE)],
    );
    return rows;
  }

  /** The next request of a kind, ready to send (null when there is nothing to do). */
  private async nextRequest(kind: RequestKind, savedCard?: boolean): Promise<Sent | null> {
    const fan = this.rng.pick(this.fans);
    const key = `crash-${SEED}-${++this.serial}`;
    if (kind === 'book-now') {
      const rows = await this.bookNowCandidates();
      if (rows.length === 0) return null;
      const bid = this.rng.pick(rows);
      const business = this.businesses.find((b) => b.id === bid.business_id)!;
      return {
        name: 'bid_book_candidate',
        token: business.token,
        memberId: business.id,
        key,
        fields: {
          sb_event_id: bid.sub_event_id,
          sp_id: bid.talent_id,
          sp_trait_id: GUITARIST,
          price: BOOK_NOW_DOLLARS,
          bid_id: bid.id,
          type: 'BOOK_NOW',
        },
      };
    }
    if (kind === 'ticket-purchase') {
      const saved = savedCard ?? this.rng.next() < 0.5;
      return {
        name: 'user_purchase_tickets',
        token: fan.token,
        memberId: fan.id,
        key,
        fields: {
          event_id: this.sale!.eventId,
          ticket_id: this.sale!.ticketId,
          quantity: this.rng.int(1, 3),
          price: 2500,
          payment_company: 'Stripe',
          payment_method: saved ? fan.cardId : await this.cardToken(),
          is_token: saved ? 0 : 1,
        },
      };
    }
    if (kind === 'ticket-refund') {
      const { rows } = await this.sql.query(
        `select p.id, p.member_id from purchases p join events e on e.id = p.event_id
         where p.status = 'Charged' and e.start_time > $1 order by p.id desc limit 20`,
        [new Date(this.now() + HOUR)],
      );
      if (rows.length === 0) return null;
      const row = this.rng.pick(rows);
      const owner = this.fans.find((f) => f.id === row.member_id)!;
      return {
        name: 'user_refund_tickets',
        token: owner.token,
        memberId: owner.id,
        key,
        fields: { purchase_id: row.id },
      };
    }
    if (kind === 'subscription-start') {
      const { rows } = await this.sql.query(
        `select p.id from plans p
         where not exists (select 1 from subscriptions s where s.tier_id = p.tier_id and s.member_id = $1)
         order by p.id limit 20`,
        [fan.id],
      );
      if (rows.length === 0) return null;
      const plan = this.rng.pick(rows);
      return {
        name: 'create_subscription',
        token: fan.token,
        memberId: fan.id,
        key,
        fields: { plan_id: plan.id, card: fan.cardId },
      };
    }
    const { rows } = await this.sql.query(
      `select a.id, a.price_cents from assets a
       where not exists (select 1 from asset_purchases p where p.asset_id = a.id and p.member_id = $1)
       order by a.id limit 20`,
      [fan.id],
    );
    if (rows.length === 0) return null;
    const asset = this.rng.pick(rows);
    return {
      name: 'purchase_asset',
      token: fan.token,
      memberId: fan.id,
      key,
      fields: {
        asset_id: asset.id,
        price: asset.price_cents,
        payment_company: 'Stripe',
        token: await this.cardToken(),
      },
    };
  }

  /**
   * A retried purchase_asset answered 'You already own this asset.', rightly: the workers pick their assets at the same
   * moment, so two requests of one fan may buy the same asset, and the one that was cut off before it made or
   * finished the purchase is a new Buy when it is retried. Its key must then be neither the purchase's nor one the
   * purchase adopted (features/assets/purchase.ts), or its retry should have answered the purchase.
   */
  private async ownedThroughAnother(r: Sent, res: ApiAnswer): Promise<boolean> {
    if (r.name !== 'purchase_asset' || res.status !== 409 || res.body.message !== ASSET_ALREADY_OWNED) return false;
    const { rows } = await this.sql.query(
      `select idempotency_key from asset_purchases
       where member_id = $1 and asset_id = $2 and status = 'Charged'
         and idempotency_key is distinct from $3 and not ($3 = any(adopted_keys))`,
      [r.memberId, r.fields.asset_id, r.key],
    );
    const [bought] = rows;
    if (rows.length !== 1 || !bought) return false;
    console.log(`a retried Buy (${r.key}) found asset ${r.fields.asset_id} bought by ${bought.idempotency_key}`);
    return true;
  }

  private dieAfterFor(kind: Kind): string {
    if (kind === 'ticket-refund') return 'refund';
    // At a month's end, right after an affiliate's payout went through.
    if (kind === 'month-end') return 'transfer:affiliate-payout-';
    if (kind === 'clock-jobs' && this.rng.next() < 0.5) return 'transfer';
    return 'charge';
  }

  /** How far a month-end cycle moves the clock: into the next UTC month by up to two hours. */
  private toNextMonth(): number {
    const now = new Date(this.now());
    const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
    return next - now.getTime() + this.rng.int(1, 120) * MINUTE;
  }

  private send(r: Sent): Promise<ApiAnswer> {
    return this.server.call(r.name, r.fields, r.token, { 'idempotency-key': r.key });
  }

  /** The kill loop: each cycle refills, starts work of one kind, kills the server at a random moment, restarts. */
  async killLoop(kills: number): Promise<Mismatch[]> {
    const found: Mismatch[] = [];
    for (let cycle = 1; this.server.kills < kills; cycle++) {
      await this.timed('refill', () => this.refill());
      const kind = this.rng.pick(KINDS);
      // Some starts kill themselves right after a charge (purchases, renewals, closes), a card refund or a transfer
      // (payouts) went through.
      const dieAfter = this.rng.chance(kind === 'month-end' ? 0.5 : 0.15) ? this.dieAfterFor(kind) : null;
      if (dieAfter) {
        await this.server.kill({ counted: false });
        await this.server.start({ CRASH_DIE_AFTER: dieAfter });
      }
      const clockCycle = kind === 'clock-jobs' || kind === 'month-end';
      const delay = clockCycle ? this.rng.int(0, 400) : this.rng.int(20, 500);
      const cutOff: Sent[] = [];
      let stop = false;
      const workers: Promise<void>[] = [];
      const s = this.stat(dieAfter ? `${kind} (dies after a ${dieAfter})` : kind);
      if (clockCycle) {
        const ms = kind === 'month-end' ? this.toNextMonth() : this.rng.pick(ADVANCES);
        workers.push(
          this.server.advance(ms).then(
            () => void s.answered++,
            () => void s.cutOff++,
          ),
        );
      } else {
        for (let i = 0; i < 3; i++)
          workers.push(
            (async () => {
              while (!stop) {
                const r = await this.nextRequest(kind as RequestKind).catch(() => null);
                if (!r) return;
                try {
                  await this.send(r);
                  s.answered++;
                } catch {
                  cutOff.push(r);
                  return;
                }
              }
            })(),
          );
      }
      // The hook's process dies on its own; one whose moment did not come in time is killed like the others.
      // At a month's end every other job runs first (weeks of closes and renewals), the affiliates' transfers last.
      if (dieAfter && (await this.server.exited(delay + (kind === 'month-end' ? 4000 : 1000)))) s.hooked++;
      else await new Promise((resolve) => setTimeout(resolve, delay));
      stop = true;
      await this.server.kill();
      await Promise.all(workers);
      s.kills++;
      s.cutOff += cutOff.length;
      await this.timed('restart', () => this.server.start());
      await this.syncClock();
      // The client retries half the requests it got no answer to, with their Idempotency-Key.
      for (const r of cutOff)
        if (this.rng.next() < 0.5) {
          s.retried++;
          const res = await this.send(r);
          // A refund, a subscription or a Book Now may have been made before the kill: 409 (refunded, subscribed,
          // already booked) is its answer. A Book Now cut off while being charged is finished by its retry.
          const made =
            ['user_refund_tickets', 'create_subscription'].includes(r.name) ||
            (r.name === 'bid_book_candidate' && JSON.stringify(res.body).includes(BOOKING_ERRORS.booked));
          if (res.status !== 200 && !(made && res.status === 409) && !(await this.ownedThroughAnother(r, res)))
            found.push({ check: 'a retried request (same Idempotency-Key) failed', row: { ...r, res } });
        }
      const now = new Date(await this.server.now());
      for (const m of await this.timed('reconcile', () => reconcile(this.sql, { settled: false, now }))) {
        console.log(`MISMATCH after kill ${this.server.kills} (${kind}): ${m.check}: ${JSON.stringify(m.row)}`);
        found.push(m);
      }
      if (cycle % 25 === 0) console.log(`crash suite: ${this.server.kills} kills, ${found.length} mismatches`);
    }
    return found;
  }

  /** After the last kill: the recovery jobs and every payout come due, then the settled reconciliation. */
  async settle(): Promise<Mismatch[]> {
    for (const ms of [10 * MINUTE, 35 * DAY, 10 * MINUTE]) {
      const res = await this.server.advance(ms);
      if (res.status !== 200 || (res.body.failed as unknown[]).length > 0)
        throw new Error(`the clock jobs failed: ${JSON.stringify(res.body)}`);
    }
    const now = new Date(await this.server.now());
    const { rows } = await this.sql.query(
      `select (select json_object_agg(kind, n) from (
                select split_part(regexp_replace(idempotency_key, '^(asset-purchase|purchase|subscription|booking).*', '\\1'), '-', 1) as kind,
                  count(*)::int as n from sandbox_charges where status = 'succeeded' group by 1) k) as charges,
              (select count(*)::int from sandbox_refunds) as refunds,
              (select json_object_agg(kind, n) from (
                select regexp_replace(idempotency_key, '^(payout|booking-payout|creator-payout:invoice|creator-payout:asset|affiliate-payout).*', '\\1') as kind,
                  count(*)::int as n from sandbox_transfers group by 1) k) as transfers,
              (select count(*)::int from pgboss.job where state = 'active') as orphaned,
              (select json_build_object(
                 'booked', count(*)::int,
                 'paid_out', count(*) filter (where p.payout_status = 'paid')::int)
               from bids b join booking_payments p on p.bid_id = b.id
               where b.type = 'BOOK_NOW' and b.state = 'Booked') as book_now,
              (select json_build_object('earned', count(*)::int, 'paid', count(payout_id)::int)
               from affiliate_earnings) as commissions`,
    );
    this.orphanedJobs = rows[0]!.orphaned as number;
    const charges = rows[0]!.charges as Record<string, number>;
    this.ledgerCounts = {
      charges: {
        ticket: charges.purchase ?? 0,
        asset: charges.asset ?? 0,
        invoice: charges.subscription ?? 0,
        booking: charges.booking ?? 0,
      },
      refunds: rows[0]!.refunds as number,
      transfers: (rows[0]!.transfers ?? {}) as Record<string, number>,
      bookNow: rows[0]!.book_now as LedgerCounts['bookNow'],
      commissions: rows[0]!.commissions as LedgerCounts['commissions'],
    };
    return reconcile(this.sql, { settled: true, now });
  }

  /**
   * The control's crash: a purchase (or a Book Now) whose server dies right after the charge; restart, recover (the
   * Book Now by its retry), reconcile.
   */
  async dieAfterChargeAndRecover(
    env: Record<string, string> = {},
    kind: 'ticket-purchase' | 'book-now' = 'ticket-purchase',
  ): Promise<Mismatch[]> {
    // The refill asks the server (a gig day for the Book Now): the last crash left it stopped.
    if (!this.server.running) await this.server.start();
    await this.refill();
    await this.server.kill({ counted: false });
    await this.server.start({ ...env, CRASH_DIE_AFTER: 'charge' });
    // A saved card: a one-time token charged again would be refused as used, which hides a second charge.
    const r = await this.nextRequest(kind, true);
    await this.send(r!).catch(() => undefined);
    expect(await this.server.exited(5000)).toBe(true);
    await this.server.start(env);
    if (kind === 'book-now') expect((await this.send(r!)).status).toBe(200);
    await this.server.advance(3 * MINUTE);
    const found = await reconcile(this.sql, { settled: true, now: new Date(await this.server.now()) });
    await this.server.kill();
    return found;
  }

  report(seconds: number): string {
    const lines = [`crash suite: ${this.server.kills} kills in ${seconds} s`];
    for (const [kind, s] of [...this.stats.entries()].sort())
      lines.push(
        `  ${kind.padEnd(36)} ${String(s.kills).padStart(4)} kills${s.hooked ? ` (${s.hooked} at the hook)` : ''}, ${s.answered} answered, ${s.cutOff} cut off, ${s.retried} retried`,
      );
    lines.push(`  ledgers: ${JSON.stringify(this.ledgerCounts)}`);
    lines.push(
      `  pg-boss jobs the kills left active (expired and run again by pg-boss after 15 minutes): ${this.orphanedJobs}`,
    );
    const ms = (n: number) => `${(n / 1000).toFixed(1)} s`;
    lines.push(
      `  time: restarts ${ms(this.spent.restart)} (${Math.round(this.spent.restart / this.server.kills)} ms each), refills ${ms(this.spent.refill)}, reconciliations ${ms(this.spent.reconcile)}`,
    );
    return lines.join('\n');
  }
}
