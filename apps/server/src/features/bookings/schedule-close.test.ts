import { and, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bids, bookingPayments, scheduleDays } from '@stagepass/db/schema/bookings';
import { notifications } from '@stagepass/db/schema/notifications';
import { sandboxCharges } from '@stagepass/db/schema/tickets';
import type { ChargeRequest, ChargeResult } from '../../adapters/payments/card-provider';
import { SandboxCardProvider } from '../../adapters/payments/card-sandbox';
import { bookingWorld } from '../../test/booking-fixtures';
import { useTestApp } from '../../test/test-app';
import { findCustomerId } from '../payments/card-customers';
import { closeDueDays } from './auction';

// The clock job's close of many talent-days at once (closeDueDays): days are closed in batches, each step one set of
// statements for the whole batch, and a day that cannot close holds back no other. The job is called directly, with
// the clock set past the closes, so each test decides when it runs.
const t = useTestApp();
let w: ReturnType<typeof bookingWorld>;
beforeAll(() => {
  w = bookingWorld(t, 'schedule-close.test');
});

/** A card provider that is down for some customers: their charges throw, as a network failure does. */
class FlakyCards extends SandboxCardProvider {
  readonly down = new Set<string>();
  override async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.customerId && this.down.has(request.customerId)) throw new Error('card provider unreachable');
    return super.charge(request);
  }
}

/** A talent's day with two overlapping bids ($300 and $250 over a $200 rate) from two businesses. */
async function contestedDay(days: number) {
  const talent = await w.talent();
  const { closes_at } = await w.schedule(talent, days);
  const [high, low] = [await w.business(), await w.business()];
  const highBid = await w.bid(
    high.token,
    await w.block(high.token, await w.event(high.token, days, 'Pier Nights'), days, '19:00', '21:00'),
    talent,
    300,
  );
  const lowBid = await w.bid(
    low.token,
    await w.block(low.token, await w.event(low.token, days, 'Dock Sessions'), days, '20:00', '22:00'),
    talent,
    250,
  );
  return { talent, closesAt: new Date(closes_at).getTime(), high, low, highBid: highBid.bid_id, lowBid: lowBid.bid_id };
}

const bidRow = async (bidId: number) => (await t.db.select().from(bids).where(eq(bids.id, bidId)))[0]!;
const dayOf = async (talentId: number) =>
  (await t.db.select().from(scheduleDays).where(eq(scheduleDays.talentId, talentId)))[0]!;
const succeededCharges = async (bidId: number) =>
  (
    await t.db
      .select()
      .from(sandboxCharges)
      .where(like(sandboxCharges.idempotencyKey, `booking-${bidId}-%`))
  ).filter((c) => c.status === 'succeeded');

describe('closeDueDays: the schedule close of many talent-days', () => {
  it('closes every due day in batches: each winner Booked at second price + $1, each loser Lost, followers told', async () => {
    const contested = [await contestedDay(12), await contestedDay(12), await contestedDay(12)];
    const fan = await w.member();
    await w.ok(
      'follow_celebrity',
      { followed_id: contested[1]!.talent.id, req_type: 'follow', followed_type: 'SPECIALIST' },
      fan.token,
    );
    t.clock.set(Math.max(...contested.map((c) => c.closesAt)) + 60_000);
    const deps = {
      db: t.db,
      clock: t.clock,
      config: t.config,
      mailer: t.app.mailer,
      cards: new FlakyCards(t.db, t.clock),
    };

    // Batches of two: the three days take two batches of one run.
    expect(await closeDueDays(deps, t.clock.now(), 2)).toBeGreaterThanOrEqual(3);
    for (const c of contested) {
      expect((await dayOf(c.talent.id)).closedAt).not.toBeNull();
      expect(await bidRow(c.highBid)).toMatchObject({ state: 'Booked', priceCents: 25_100 });
      expect(await bidRow(c.lowBid)).toMatchObject({ state: 'Bid', bidState: 'Fatal' });
      expect(await succeededCharges(c.highBid)).toHaveLength(1);
      expect(await succeededCharges(c.lowBid)).toHaveLength(0);
    }
    const fanNotices = await t.db.select().from(notifications).where(eq(notifications.memberId, fan.id));
    expect(fanNotices.map((n) => [n.category, n.eventId])).toEqual([['FOLLOWED', expect.any(Number)]]);
    // A second run finds nothing left to close and charges nobody again.
    expect(await closeDueDays(deps, t.clock.now(), 2)).toBe(0);
    for (const c of contested) expect(await succeededCharges(c.highBid)).toHaveLength(1);
  });

  it('a day the card provider cannot charge holds back no other; the next run closes it and charges once', async () => {
    const healthy = await contestedDay(14);
    const stuck = await contestedDay(14);
    t.clock.set(Math.max(healthy.closesAt, stuck.closesAt) + 60_000);
    const cards = new FlakyCards(t.db, t.clock);
    cards.down.add((await findCustomerId(t.db, stuck.high.id))!);
    const deps = { db: t.db, clock: t.clock, config: t.config, mailer: t.app.mailer, cards };

    await expect(closeDueDays(deps, t.clock.now())).rejects.toThrow('card provider unreachable');
    expect((await dayOf(healthy.talent.id)).closedAt).not.toBeNull();
    expect(await bidRow(healthy.highBid)).toMatchObject({ state: 'Booked', priceCents: 25_100 });
    // The stuck day stays open with its winner's payment Pending, to be charged by the next run.
    expect((await dayOf(stuck.talent.id)).closedAt).toBeNull();
    const pending = await t.db
      .select()
      .from(bookingPayments)
      .where(and(inArray(bookingPayments.bidId, [stuck.highBid, stuck.lowBid]), eq(bookingPayments.state, 'Pending')));
    expect(pending.map((p) => p.bidId)).toEqual([stuck.highBid]);

    cards.down.clear();
    await closeDueDays(deps, t.clock.now());
    expect((await dayOf(stuck.talent.id)).closedAt).not.toBeNull();
    expect(await bidRow(stuck.highBid)).toMatchObject({ state: 'Booked', priceCents: 25_100 });
    expect(await succeededCharges(stuck.highBid)).toHaveLength(1);
    expect(await succeededCharges(healthy.highBid)).toHaveLength(1);
  });

  it('a winner that already has a settled payment is not charged or booked again: its day is reported, the rest close', async () => {
    const healthy = await contestedDay(16);
    const broken = await contestedDay(16);
    t.clock.set(Math.max(healthy.closesAt, broken.closesAt) + 60_000);
    // An inconsistent row, as a hand edit or a bug could leave it: the winner is still a Bid, its payment Reversed.
    const now = new Date(t.clock.now());
    await t.db.insert(bookingPayments).values({
      bidId: broken.highBid,
      eventId: (await bidRow(broken.highBid)).eventId,
      businessId: broken.high.id,
      talentId: broken.talent.id,
      priceCents: 25_100,
      feeCents: 0,
      chargedCents: 25_100,
      currency: 'USD',
      state: 'Reversed',
      payoutDueAt: now,
      createdAt: now,
    });
    const deps = {
      db: t.db,
      clock: t.clock,
      config: t.config,
      mailer: t.app.mailer,
      cards: new FlakyCards(t.db, t.clock),
    };

    await expect(closeDueDays(deps, t.clock.now())).rejects.toThrow(
      `bid ${broken.highBid} already has a Reversed payment`,
    );
    expect(await bidRow(healthy.highBid)).toMatchObject({ state: 'Booked', priceCents: 25_100 });
    expect((await dayOf(broken.talent.id)).closedAt).toBeNull();
    expect(await bidRow(broken.highBid)).toMatchObject({ state: 'Bid' });
    expect(await succeededCharges(broken.highBid)).toHaveLength(0);
    expect(await succeededCharges(broken.lowBid)).toHaveLength(0);
  });
});
