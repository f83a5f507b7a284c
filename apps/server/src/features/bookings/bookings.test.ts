import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bids, bookingPayments, scheduleDays } from '@stagepass/db/schema/bookings';
import { notifications } from '@stagepass/db/schema/notifications';
import { sandboxTransfers } from '@stagepass/db/schema/payments';
import { outbox } from '@stagepass/db/schema/notifications';
import { BID_WHOLE_DOLLARS, bidUnderRate, BOOKING_ERRORS } from '@stagepass/domain/auction';
import { businessBidLabel, GRIEVANCE_WINDOW_CLOSED } from '@stagepass/domain/bids';
import { talentListingPrice } from '@stagepass/domain/fees';
import { feesFromConfig } from '../payments/get_fees.handler';
import { bookingWorld, CARDS, GUITARIST, MUSICIAN } from '../../test/booking-fixtures';
import { DAY_MS } from '../../test/marketplace-fixtures';
import { useTestApp } from '../../test/test-app';

const t = useTestApp();
let w: ReturnType<typeof bookingWorld>;
beforeAll(() => {
  w = bookingWorld(t, 'bookings.test');
});

const MINUTE = 60_000;

/** A business's event `days` ahead with one time block from `from` to `to` asking for one guitarist. */
async function blockOf(b: { token: string }, days: number, from: string, to: string, name = 'Harbor Lights') {
  const eventId = await w.event(b.token, days, name);
  return { eventId, sbEventId: await w.block(b.token, eventId, days, from, to) };
}

const bidRow = async (bidId: number) => (await t.db.select().from(bids).where(eq(bids.id, bidId)))[0]!;
const paymentOf = async (bidId: number) =>
  (await t.db.select().from(bookingPayments).where(eq(bookingPayments.bidId, bidId)))[0];
const noticesOf = (memberId: number) =>
  t.db.select().from(notifications).where(eq(notifications.memberId, memberId)).orderBy(asc(notifications.id));

describe('bid_book_candidate: bidding on a talent for a time block (spec 001 §4, §5)', () => {
  it('refuses decimals, a $ sign and a bid under the rate, naming price', async () => {
    const talent = await w.talent();
    await w.schedule(talent, 10);
    const b = await w.business();
    const { sbEventId } = await blockOf(b, 10, '19:00', '21:00');
    for (const price of ['12.50', '$300', 12.5, 0]) {
      const res = await t.call(
        'bid_book_candidate',
        { sb_event_id: sbEventId, sp_id: talent.id, sp_trait_id: GUITARIST, price },
        b.token,
      );
      expect(res.status, String(price)).toBe(400);
      expect(res.body).toMatchObject({ field: 'price', message: BID_WHOLE_DOLLARS });
    }
    const under = await t.call(
      'bid_book_candidate',
      { sb_event_id: sbEventId, sp_id: talent.id, sp_trait_id: GUITARIST, price: 199 },
      b.token,
    );
    expect(under.status).toBe(400);
    expect(under.body).toMatchObject({ field: 'price', message: bidUnderRate(20_000) });
    // A string of whole dollars is a bid.
    expect((await w.bid(b.token, sbEventId, talent, '200')).state).toBe('Bid');
  });

  it('asks the private rate on a private event', async () => {
    const talent = await w.talent();
    await w.schedule(talent, 10, '17:00', '23:59', { prv_rate: 500 });
    const b = await w.business();
    const eventId = await w.event(b.token, 10, 'Private Party', { private: true, ev_password: 'secret-party' });
    const sbEventId = await w.block(b.token, eventId, 10, '19:00', '21:00');
    const res = await t.call(
      'bid_book_candidate',
      { sb_event_id: sbEventId, sp_id: talent.id, sp_trait_id: GUITARIST, price: 300 },
      b.token,
    );
    expect(res.body).toMatchObject({ field: 'price', message: bidUnderRate(50_000) });
  });

  it('refuses another business’s block (404), a trait the block does not ask for, a talent without payouts, without a card, and with no schedule', async () => {
    const talent = await w.talent();
    await w.schedule(talent, 10);
    const owner = await w.business();
    const { sbEventId } = await blockOf(owner, 10, '19:00', '21:00');
    const other = await w.business();
    const call = (token: string, input: Record<string, unknown>) =>
      t.call(
        'bid_book_candidate',
        { sb_event_id: sbEventId, sp_id: talent.id, sp_trait_id: GUITARIST, price: 300, ...input },
        token,
      );

    const foreign = await call(other.token, {});
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('Harbor Lights');

    expect((await call(owner.token, { sp_trait_id: MUSICIAN })).body).toMatchObject({
      field: 'sp_trait_id',
      message: BOOKING_ERRORS.traitNotAsked,
    });

    const unpaid = await w.talent({ payout: false });
    await w.schedule(unpaid, 10);
    expect((await call(owner.token, { sp_id: unpaid.id })).body).toMatchObject({
      message: BOOKING_ERRORS.noPayoutAccount,
    });

    const cardless = await w.business([]);
    const own = await blockOf(cardless, 10, '19:00', '21:00');
    const noCard = await t.call(
      'bid_book_candidate',
      { sb_event_id: own.sbEventId, sp_id: talent.id, sp_trait_id: GUITARIST, price: 300 },
      cardless.token,
    );
    expect(noCard.status).toBe(409);
    expect(noCard.body.message).toBe(BOOKING_ERRORS.noCard);

    const idle = await w.talent();
    expect((await call(owner.token, { sp_id: idle.id })).body.message).toBe(BOOKING_ERRORS.noSchedule);
  });

  it('keeps one live bid per talent and block: a second bid changes it, and bid_id must be the business’s own', async () => {
    const talent = await w.talent();
    await w.schedule(talent, 10);
    const b = await w.business();
    const { sbEventId } = await blockOf(b, 10, '19:00', '21:00');
    const first = await w.bid(b.token, sbEventId, talent, 300);
    const again = await w.bid(b.token, sbEventId, talent, 350, { bid_id: first.bid_id });
    expect(again.bid_id).toBe(first.bid_id);
    expect((await bidRow(first.bid_id)).maxCents).toBe(35_000);
    const other = await w.business();
    const theirs = await blockOf(other, 10, '19:00', '21:00');
    const res = await t.call(
      'bid_book_candidate',
      { sb_event_id: theirs.sbEventId, sp_id: talent.id, sp_trait_id: GUITARIST, price: 300, bid_id: first.bid_id },
      other.token,
    );
    expect(res.status).toBe(404);
  });
});

describe('the auction of one talent-day (DESIGN.md §4)', () => {
  it('shows the live standing, closes at the closing time, books the best at second price + $1, and tells everyone', async () => {
    const talent = await w.talent();
    const { closes_at } = await w.schedule(talent, 10);
    const fan = await w.member();
    await w.ok(
      'follow_celebrity',
      { followed_id: talent.id, req_type: 'follow', followed_type: 'SPECIALIST' },
      fan.token,
    );
    const a = await w.business();
    const b = await w.business();
    const blockA = await blockOf(a, 10, '19:00', '21:00', 'Harbor Lights');
    const blockB = await blockOf(b, 10, '20:00', '22:00', 'Mission Nights');
    const bidA = await w.bid(a.token, blockA.sbEventId, talent, 300);
    const bidB = await w.bid(b.token, blockB.sbEventId, talent, 250);

    // While open: what the close would decide now.
    expect((await bidRow(bidA.bid_id)).bidState).toBe('Win');
    expect((await bidRow(bidB.bid_id)).bidState).toBe('Lose');
    // B raises above A: the standings flip.
    await w.bid(b.token, blockB.sbEventId, talent, 320);
    expect((await bidRow(bidA.bid_id)).bidState).toBe('Lose');
    expect((await bidRow(bidB.bid_id)).bidState).toBe('Win');
    await w.bid(b.token, blockB.sbEventId, talent, 250);
    expect((await bidRow(bidA.bid_id)).bidState).toBe('Win');

    // Bidding closes at the day's closing time; the close job runs with the clock.
    const closesAt = new Date(closes_at).getTime();
    await w.advanceTo(closesAt + MINUTE);
    const [day] = await t.db.select().from(scheduleDays).where(eq(scheduleDays.talentId, talent.id));
    expect(day!.closedAt).not.toBeNull();

    const won = await bidRow(bidA.bid_id);
    expect(won).toMatchObject({ state: 'Booked', priceCents: 25_100 });
    const lost = await bidRow(bidB.bid_id);
    expect(lost).toMatchObject({ state: 'Bid', bidState: 'Fatal' });
    const schedule = { closesAt, closedAt: day!.closedAt!.getTime() };
    expect(businessBidLabel({ state: 'Bid', bidState: 'Fatal' }, schedule, t.clock.now())).toBe('Lost');

    // The winner's card was charged the listing price of $251; the talent will be paid $251.
    const payment = await paymentOf(bidA.bid_id);
    expect(payment).toMatchObject({
      state: 'Charged',
      priceCents: 25_100,
      chargedCents: talentListingPrice(25_100, feesFromConfig(t.config)),
    });

    // Both businesses, the talent and the follower are told.
    expect((await noticesOf(a.id)).map((n) => n.title)).toContain(`Booked: ${talent.name}`);
    expect((await noticesOf(b.id)).map((n) => n.title)).toContain(`Bid lost: ${talent.name}`);
    expect((await noticesOf(talent.id)).some((n) => n.category === 'SPECIALIST_EVENT' && n.bidId === bidA.bid_id)).toBe(
      true,
    );
    const followed = await noticesOf(fan.id);
    expect(followed).toEqual([expect.objectContaining({ category: 'FOLLOWED', title: `${talent.name} was booked` })]);
    const mail = await t.db.select().from(outbox).where(eq(outbox.to, fan.email));
    expect(mail).toHaveLength(1);

    // The close ran once: running the jobs again changes nothing and charges nothing more.
    await w.advanceTo(t.clock.now() + 5 * MINUTE);
    expect(await t.db.select().from(bookingPayments).where(eq(bookingPayments.talentId, talent.id))).toHaveLength(1);

    // Both sides read it.
    const mine = await w.ok('specialist_event_query', {}, talent.token);
    expect(mine.events.find((e: { bid_id: number }) => e.bid_id === bidA.bid_id)).toMatchObject({
      state: 'Booked',
      price_cents: 25_100,
      business_name: a.name,
      payment_state: 'Charged',
    });
    const listed = await w.ok('business_bids_query', { event_id: blockA.eventId }, a.token);
    expect(listed.bids[0]).toMatchObject({ bid_id: bidA.bid_id, state: 'Booked', price_cents: 25_100 });
    expect(listed.needs_attention).toEqual([]);
    const card = await w.ok('business_events_query', { event_id: blockA.eventId }, a.token);
    expect(JSON.stringify(card)).toContain(talent.name);
  });

  it('falls back through the business’s cards, and re-solves the day without a winner no card can pay', async () => {
    const talent = await w.talent();
    const { closes_at } = await w.schedule(talent, 10);
    const poor = await w.business([CARDS.insufficientFunds]);
    const backup = await w.business([CARDS.insufficientFunds, CARDS.ok]);
    const next = await w.business();
    const poorBlock = await blockOf(poor, 10, '19:00', '21:00');
    const nextBlock = await blockOf(next, 10, '20:00', '22:00');
    const poorBid = await w.bid(poor.token, poorBlock.sbEventId, talent, 400);
    const nextBid = await w.bid(next.token, nextBlock.sbEventId, talent, 300);
    // A separate block later that night, paid by the second card.
    const backupBlock = await blockOf(backup, 10, '22:00', '23:00');
    const backupBid = await w.bid(backup.token, backupBlock.sbEventId, talent, 250);

    await w.advanceTo(new Date(closes_at).getTime() + MINUTE);
    expect(await bidRow(poorBid.bid_id)).toMatchObject({ state: 'InsufficientFunds' });
    expect(await paymentOf(poorBid.bid_id)).toBeUndefined();
    // Solved again without it: the $300 bid it had beaten is booked, at the rate (it beat nobody now).
    expect(await bidRow(nextBid.bid_id)).toMatchObject({ state: 'Booked', priceCents: 20_000 });
    expect(await bidRow(backupBid.bid_id)).toMatchObject({ state: 'Booked', priceCents: 20_000 });
    expect((await paymentOf(backupBid.bid_id))!.cardLast4).toBe('4242');
    expect((await noticesOf(poor.id)).map((n) => n.title)).toContain(`Insufficient Funds: ${talent.name}`);
  });
});

describe('approve bids, reject, and Book Now (spec 001 §4)', () => {
  it('a request waits for the talent; Book Now needs approval, books at once and makes the overlapping bid Fatal', async () => {
    const talent = await w.talent();
    await w.schedule(talent, 10, '17:00', '23:59', { approve_bids: true, book_now: 500 });
    const a = await w.business();
    const b = await w.business();
    const blockA = await blockOf(a, 10, '19:00', '21:00');
    const blockB = await blockOf(b, 10, '20:00', '22:00');
    const request = await w.bid(a.token, blockA.sbEventId, talent, 300);
    expect(request.state).toBe('Request');
    const other = await w.bid(b.token, blockB.sbEventId, talent, 450);

    const early = await t.call(
      'bid_book_candidate',
      {
        sb_event_id: blockA.sbEventId,
        sp_id: talent.id,
        sp_trait_id: GUITARIST,
        price: 300,
        bid_id: request.bid_id,
        type: 'BOOK_NOW',
      },
      a.token,
    );
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(BOOKING_ERRORS.notApproved);

    // Only the talent it was made to may answer it.
    const stranger = await w.talent();
    expect(
      (await t.call('specialist_update_bid', { bid_id: request.bid_id, approve_bid: true }, stranger.token)).status,
    ).toBe(404);
    const approved = await w.ok('specialist_update_bid', { bid_id: request.bid_id, approve_bid: '1' }, talent.token);
    expect(approved.bid.state).toBe('Bid');
    await w.ok('specialist_update_bid', { bid_id: other.bid_id, approve_bid: true }, talent.token);
    expect((await bidRow(request.bid_id)).bidState).toBe('Lose');

    const booked = await w.bid(a.token, blockA.sbEventId, talent, 500, { bid_id: request.bid_id, type: 'BOOK_NOW' });
    expect(booked).toMatchObject({ state: 'Booked', price_cents: 50_000 });
    expect(await bidRow(other.bid_id)).toMatchObject({ state: 'Bid', bidState: 'Fatal' });
    expect((await paymentOf(request.bid_id))!.state).toBe('Charged');
  });

  it('Insufficient Funds after Book Now leaves the bid active', async () => {
    const talent = await w.talent();
    await w.schedule(talent, 10, '17:00', '23:59', { book_now: 500 });
    const poor = await w.business([CARDS.insufficientFunds]);
    const { sbEventId } = await blockOf(poor, 10, '19:00', '21:00');
    const live = await w.bid(poor.token, sbEventId, talent, 300);
    const res = await t.call(
      'bid_book_candidate',
      {
        sb_event_id: sbEventId,
        sp_id: talent.id,
        sp_trait_id: GUITARIST,
        price: 500,
        bid_id: live.bid_id,
        type: 'BOOK_NOW',
      },
      poor.token,
    );
    expect(res.status).toBe(402);
    expect(await bidRow(live.bid_id)).toMatchObject({ state: 'Bid', bidState: 'Win' });
    expect(await paymentOf(live.bid_id)).toBeUndefined();
  });

  it('a rejected request is Rejected and the business is told; a booking cannot be withdrawn, a bid can', async () => {
    const talent = await w.talent();
    await w.schedule(talent, 10, '17:00', '23:59', { approve_bids: true });
    const a = await w.business();
    const { sbEventId, eventId } = await blockOf(a, 10, '19:00', '21:00');
    const request = await w.bid(a.token, sbEventId, talent, 300);
    await w.ok('specialist_update_bid', { bid_id: request.bid_id, approve_bid: false }, talent.token);
    expect((await bidRow(request.bid_id)).state).toBe('Rejected');
    expect((await noticesOf(a.id)).map((n) => n.title)).toContain(`Bid Rejected: ${talent.name}`);
    const listed = await w.ok('business_bids_query', { event_id: eventId }, a.token);
    expect(listed.bids[0].state).toBe('Rejected');
    expect(listed.needs_attention).toEqual([sbEventId]);

    const other = await w.business();
    expect((await t.call('business_delete_bid', { bid_id: request.bid_id }, other.token)).status).toBe(404);
    // A bid being charged (its payment Pending) cannot be withdrawn under the charge.
    await t.db.insert(bookingPayments).values({
      bidId: request.bid_id,
      eventId,
      businessId: a.id,
      talentId: talent.id,
      priceCents: 30_000,
      feeCents: 0,
      chargedCents: 30_000,
      currency: 'USD',
      state: 'Pending',
      payoutDueAt: new Date(t.clock.now() + 20 * DAY_MS),
      createdAt: new Date(t.clock.now()),
    });
    const charging = await t.call('business_delete_bid', { bid_id: request.bid_id }, a.token);
    expect([charging.status, charging.body.message]).toEqual([409, BOOKING_ERRORS.bookingNotWithdrawn]);
    await t.db.delete(bookingPayments).where(eq(bookingPayments.bidId, request.bid_id));
    await w.ok('business_delete_bid', { bid_id: request.bid_id }, a.token);
    expect(await t.db.select().from(bids).where(eq(bids.id, request.bid_id))).toEqual([]);
  });
});

describe('talent payouts and the grievance freeze (spec 001 §1, §4, §9)', () => {
  it('pays the talent 5 days after the event; a grievance filed within 4 days freezes it until withdrawn', async () => {
    const talent = await w.talent();
    const { closes_at } = await w.schedule(talent, 10);
    const a = await w.business();
    const b = await w.business();
    const blockA = await blockOf(a, 10, '19:00', '21:00');
    const blockB = await blockOf(b, 10, '21:00', '23:00');
    const bidA = await w.bid(a.token, blockA.sbEventId, talent, 300);
    const bidB = await w.bid(b.token, blockB.sbEventId, talent, 300);
    await w.advanceTo(new Date(closes_at).getTime() + MINUTE);
    expect((await bidRow(bidA.bid_id)).state).toBe('Booked');
    expect((await bidRow(bidB.bid_id)).state).toBe('Booked');

    const eventEnd = new Date(
      (await w.ok('business_events_query', { event_id: blockA.eventId }, a.token)).events[0].end_time,
    ).getTime();
    await w.advanceTo(eventEnd + 3 * DAY_MS);
    expect(await w.ok('business_freeze_payment', { bid_id: bidA.bid_id, description: 'No show' }, a.token)).toEqual({
      state: 'Dispute',
    });
    const other = await w.business();
    expect((await t.call('business_freeze_payment', { bid_id: bidB.bid_id }, other.token)).status).toBe(404);

    await w.advanceTo(eventEnd + 5 * DAY_MS + MINUTE);
    expect((await paymentOf(bidA.bid_id))!.state).toBe('Dispute');
    expect(await paymentOf(bidB.bid_id)).toMatchObject({ state: 'Completed', payoutStatus: 'paid' });
    const late = await t.call('business_freeze_payment', { bid_id: bidB.bid_id, description: 'late' }, b.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(BOOKING_ERRORS.notBooked);

    const paid = await w.ok('specialist_payment_query', {}, talent.token);
    expect(paid.payments.map((p: { state: string }) => p.state).sort()).toEqual(['Completed', 'Dispute']);
    expect(paid.totals).toMatchObject({ paid: 20_000, upcoming: 20_000, gross_booking_fees: 20_000 });

    await w.ok('business_freeze_payment', { bid_id: bidA.bid_id, withdraw: true }, a.token);
    await w.advanceTo(t.clock.now() + MINUTE);
    expect((await paymentOf(bidA.bid_id))!.state).toBe('Completed');
    const transfers = await t.db
      .select()
      .from(sandboxTransfers)
      .where(and(eq(sandboxTransfers.destination, (await paymentOf(bidA.bid_id))!.connectId!)));
    expect(transfers.map((x) => x.amountCents)).toEqual([20_000, 20_000]);
  });

  it('refuses a grievance more than 4 days after the event', async () => {
    const talent = await w.talent();
    const { closes_at } = await w.schedule(talent, 10);
    const a = await w.business();
    const blockA = await blockOf(a, 10, '19:00', '21:00');
    const bidA = await w.bid(a.token, blockA.sbEventId, talent, 300);
    await w.advanceTo(new Date(closes_at).getTime() + MINUTE);
    const eventEnd = new Date(
      (await w.ok('business_events_query', { event_id: blockA.eventId }, a.token)).events[0].end_time,
    ).getTime();
    await w.advanceTo(eventEnd + 4 * DAY_MS + MINUTE);
    const res = await t.call('business_freeze_payment', { bid_id: bidA.bid_id, description: 'x' }, a.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(GRIEVANCE_WINDOW_CLOSED);
  });
});

describe('finding talent (spec 001 §7)', () => {
  it('lists talent whose open schedule covers the block, with rate, listing price and distance, and the rest as specialist_nosch', async () => {
    const covered = await w.talent();
    await w.schedule(covered, 10, '18:00', '23:00', { book_now: 600 });
    const busy = await w.talent();
    await w.schedule(busy, 10, '20:30', '23:00');
    const b = await w.business();
    const { sbEventId } = await blockOf(b, 10, '19:00', '21:00');
    const found = await w.ok(
      'business_find_specialists_for_sub_event',
      { sb_event_id: sbEventId, trait: GUITARIST },
      b.token,
    );
    const mine = found.specialist.find((s: { sp_id: number }) => s.sp_id === covered.id);
    expect(mine).toMatchObject({
      rate_cents: 20_000,
      listing_price_cents: talentListingPrice(20_000, feesFromConfig(t.config)),
      book_now_cents: 60_000,
      bid: null,
    });
    expect(mine.distance).toBeLessThan(1);
    expect(found.specialist.some((s: { sp_id: number }) => s.sp_id === busy.id)).toBe(false);
    expect(found.specialist_nosch.some((s: { sp_id: number }) => s.sp_id === busy.id)).toBe(true);
    // A parent trait finds talent with its sub-traits.
    const byParent = await w.ok(
      'business_find_specialists_for_sub_event',
      { sb_event_id: sbEventId, trait: MUSICIAN },
      b.token,
    );
    expect(byParent.specialist.some((s: { sp_id: number }) => s.sp_id === covered.id)).toBe(true);

    const other = await w.business();
    expect(
      (
        await t.call(
          'business_find_specialists_for_sub_event',
          { sb_event_id: sbEventId, trait: GUITARIST },
          other.token,
        )
      ).status,
    ).toBe(404);

    const day = w.at(10).slice(0, 10);
    const avail = await w.ok(
      'business_find_availablity',
      { date: day, sp_id: covered.id, latitude: 37.77, longitude: -122.42 },
      b.token,
    );
    expect(avail.windows).toHaveLength(1);
    expect(avail.windows[0]).toMatchObject({ rate_cents: 20_000, book_now_cents: 60_000, booked: [] });
    // The countdowns of the availability dialog run on the server's clock.
    expect(avail.server_now).toBe(new Date(t.clock.now()).toISOString());
  });
});
