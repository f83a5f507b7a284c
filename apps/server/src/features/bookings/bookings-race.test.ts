import { eq, like } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bids, bookingPayments, scheduleDays } from '@stagepass/db/schema/bookings';
import { sandboxCharges } from '@stagepass/db/schema/tickets';
import { bookingWorld, GUITARIST } from '../../test/booking-fixtures';
import { useTestApp } from '../../test/test-app';
import { SandboxCardProvider } from '../../adapters/payments/card-sandbox';
import { bookNow, closeDay } from './auction';
import { dayLock } from './standings';

// Book Now and the schedule close under races. Every write to a talent-day takes the day's row lock first, so two
// businesses pressing Book Now at once on overlapping blocks book one, and closes run at once on two servers charge
// each winner once. On PostgreSQL (CI's second run) the calls really race on the pool's connections; PGlite has one
// connection, so there the assertions hold by construction and only the control, which needs a real race, runs on
// PostgreSQL.
const onPostgres = !!process.env.DATABASE_URL;

const t = useTestApp();
let w: ReturnType<typeof bookingWorld>;
beforeAll(() => {
  w = bookingWorld(t, 'bookings-race.test');
});
afterEach(() => {
  dayLock.enabled = true;
  dayLock.pauseMs = 0;
});

/** A talent with a Book Now price and `n` businesses each bidding on its own overlapping block. */
async function crowd(n: number) {
  const talent = await w.talent();
  const schedule = await w.schedule(talent, 10, '17:00', '23:59', { book_now: 500 });
  const bidders = [];
  for (let i = 0; i < n; i++) {
    const b = await w.business();
    const eventId = await w.event(b.token, 10, `Crowd ${i}`);
    const sbEventId = await w.block(b.token, eventId, 10, '19:00', '21:00');
    const bid = await w.bid(b.token, sbEventId, talent, 300 + i);
    bidders.push({ b, sbEventId, bidId: bid.bid_id });
  }
  return { talent, schedule, bidders };
}

/**
 * Every bidder presses Book Now at the same moment: how many bookings the talent got, and how many businesses were
 * charged for one. With the lock every answer is a booking or a clear refusal; the control without it may also fail
 * outright (`unlocked`).
 */
async function rush(c: Awaited<ReturnType<typeof crowd>>, unlocked = false) {
  const answers = await Promise.all(
    c.bidders.map((x) =>
      t.call(
        'bid_book_candidate',
        {
          sb_event_id: x.sbEventId,
          sp_id: c.talent.id,
          sp_trait_id: GUITARIST,
          price: 500,
          bid_id: x.bidId,
          type: 'BOOK_NOW',
        },
        x.b.token,
      ),
    ),
  );
  if (!unlocked) for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBeLessThan(500);
  const booked = await t.db.select().from(bids).where(eq(bids.talentId, c.talent.id));
  let charged = 0;
  for (const x of c.bidders) {
    const charges = await t.db
      .select()
      .from(sandboxCharges)
      .where(like(sandboxCharges.idempotencyKey, `booking-${x.bidId}-%`));
    if (charges.some((ch) => ch.status === 'succeeded')) charged++;
  }
  return {
    booked: booked.filter((b) => b.state === 'Booked').length,
    charged,
    ok: answers.filter((a) => a.status === 200).length,
  };
}

describe('the auction under races', () => {
  it('books one of several overlapping Book Nows pressed at once; the others are told it conflicts', async () => {
    for (let round = 0; round < 3; round++) {
      const { booked, charged, ok } = await rush(await crowd(3));
      expect(booked).toBe(1);
      expect(charged).toBe(1);
      expect(ok).toBe(1);
    }
  });

  it('charges each winner once when two servers close the same day at once', async () => {
    const talent = await w.talent();
    const { closes_at } = await w.schedule(talent, 10);
    const winners = [];
    for (const [from, to] of [
      ['19:00', '20:00'],
      ['20:00', '21:00'],
      ['21:00', '22:00'],
    ] as const) {
      const b = await w.business();
      const eventId = await w.event(b.token, 10, 'Close Race');
      winners.push((await w.bid(b.token, await w.block(b.token, eventId, 10, from, to), talent, 300)).bid_id);
    }
    t.clock.set(new Date(closes_at).getTime() + 1);
    const [day] = await t.db.select().from(scheduleDays).where(eq(scheduleDays.talentId, talent.id));
    // Three servers: each its own card provider and mailer view of the same database.
    const deps = () => ({
      db: t.db,
      clock: t.clock,
      config: t.config,
      mailer: t.app.mailer,
      cards: new SandboxCardProvider(t.db, t.clock),
    });
    await Promise.all([0, 1, 2].map(() => closeDay(deps(), day!.id)));
    for (const bidId of winners) {
      const charges = await t.db
        .select()
        .from(sandboxCharges)
        .where(like(sandboxCharges.idempotencyKey, `booking-${bidId}-%`));
      expect(charges.filter((c) => c.status === 'succeeded')).toHaveLength(1);
      expect(await t.db.select().from(bookingPayments).where(eq(bookingPayments.bidId, bidId))).toHaveLength(1);
    }
  });

  it('a Book Now whose server died right after the charge is finished when pressed again, charged once', async () => {
    const c = await crowd(1);
    const [{ b, sbEventId, bidId }] = c.bidders as [(typeof c.bidders)[number]];
    // The process dies once the card provider charged and before the product recorded it: the payment stays Pending.
    const sandbox = new SandboxCardProvider(t.db, t.clock);
    const died = new Error('SIGKILL');
    const dying = Object.assign(Object.create(sandbox) as SandboxCardProvider, {
      charge: async (r: Parameters<SandboxCardProvider['charge']>[0]) => {
        await sandbox.charge(r);
        throw died;
      },
    });
    const deps = { db: t.db, clock: t.clock, config: t.config, mailer: t.app.mailer, cards: dying };
    await expect(bookNow(deps, b.id, bidId, 50_000)).rejects.toBe(died);
    expect((await t.db.select().from(bookingPayments).where(eq(bookingPayments.bidId, bidId)))[0]!.state).toBe(
      'Pending',
    );

    // Pressed again (the client's retry): booked with the charge already made, not refused as a full day.
    const again = await t.call(
      'bid_book_candidate',
      {
        sb_event_id: sbEventId,
        sp_id: c.talent.id,
        sp_trait_id: GUITARIST,
        price: 500,
        bid_id: bidId,
        type: 'BOOK_NOW',
      },
      b.token,
    );
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.data.bid).toMatchObject({ state: 'Booked', price_cents: 50_000 });
    const charges = await t.db
      .select()
      .from(sandboxCharges)
      .where(like(sandboxCharges.idempotencyKey, `booking-${bidId}-%`));
    expect(charges).toHaveLength(1);
    const [payment] = await t.db.select().from(bookingPayments).where(eq(bookingPayments.bidId, bidId));
    expect(payment).toMatchObject({ state: 'Charged', chargeId: charges[0]!.id });
  });

  it.runIf(onPostgres)('control: without the day lock the same rush charges overlapping blocks twice', async () => {
    dayLock.enabled = false;
    // Each unlocked Book Now waits a moment after its checks, so the racing calls all check before any of them writes.
    dayLock.pauseMs = 300;
    const { charged } = await rush(await crowd(3), true);
    expect(charged).toBeGreaterThan(1);
  });
});
