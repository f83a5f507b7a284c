import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bids, bookingPayments } from '@stagepass/db/schema/bookings';
import { assetPurchases } from '@stagepass/db/schema/commerce';
import { privateTicketCodes, purchases, sandboxCharges } from '@stagepass/db/schema/tickets';
import { BOOKING_ERRORS } from '@stagepass/domain/auction';
import { IDEMPOTENCY_KEY_REUSED } from '@stagepass/domain/payouts';
import { TICKET_CODE_ONE_TICKET, TICKET_CODE_USED } from '@stagepass/domain/tickets';
import { useTestApp } from '../../test/test-app';
import { bookingWorld, GUITARIST } from '../../test/booking-fixtures';

// What a buyer pays for and what a retry answers, held to Stripe's and Eventbrite's semantics: an Idempotency-Key
// stands for one request, a private code for one guest, and Book Now for the price the business was shown.

const t = useTestApp();
const w = bookingWorld(t, 'money-semantics.test');

/** A fan's purchase of tickets, as the checkout sends it (a card token made once, so a retry sends the same one). */
async function ticketPurchase(
  token: string,
  fields: { event_id: number; ticket_id: number; quantity: number; payment_method: string; code?: string },
  headers: Record<string, string> = {},
) {
  return t.call(
    'user_purchase_tickets',
    { price: 2500, payment_company: 'Stripe', is_token: 1, ...fields },
    token,
    headers,
  );
}

const remainingOf = async (eventId: number, ticketId: number, token?: string, code?: string) => {
  const data = await w.ok('get_tickets_for_event', { event_id: eventId, ...(code ? { code } : {}) }, token);
  return (data.tickets as { ticket_id: number; remaining: number }[]).find((x) => x.ticket_id === ticketId)!.remaining;
};

describe('an Idempotency-Key stands for one request (Stripe: 422 for the same key with other parameters)', () => {
  it('a ticket purchase retried as it was answers the first; the key with another quantity or ticket is refused', async () => {
    const b = await w.business();
    const eventId = await w.event(b.token);
    const ga = await w.ticket(b.token, eventId);
    const vip = await w.ticket(b.token, eventId, { name: 'VIP' });
    const fan = await w.member();
    const key = { 'Idempotency-Key': 'checkout-7f3a' };
    const asked = { event_id: eventId, ticket_id: ga.ticket_id, quantity: 2, payment_method: await w.cardToken() };
    const first = await ticketPurchase(fan.token, asked, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);

    // Control: the identical retry answers the first purchase, and charges nothing more.
    const retry = await ticketPurchase(fan.token, asked, key);
    expect([retry.status, retry.body.data?.purchase.purchase_id]).toEqual([200, first.body.data.purchase.purchase_id]);

    // The same key for 5 tickets, or for the VIP ticket: refused, not answered with the 2 general admissions.
    for (const other of [
      { ...asked, quantity: 5 },
      { ...asked, ticket_id: vip.ticket_id },
    ]) {
      const res = await ticketPurchase(fan.token, other, key);
      expect([res.status, res.body.code, res.body.message]).toEqual([
        422,
        'IDEMPOTENCY_KEY_REUSED',
        IDEMPOTENCY_KEY_REUSED,
      ]);
    }
    expect(await t.db.select().from(sandboxCharges)).toHaveLength(1);
    expect(await remainingOf(eventId, ga.ticket_id)).toBe(18);
    expect(await remainingOf(eventId, vip.ticket_id)).toBe(20);
    expect(await t.db.select().from(purchases)).toHaveLength(1);
  });

  it('a key stored before fingerprints were kept is taken as the same request', async () => {
    const b = await w.business();
    const eventId = await w.event(b.token);
    const ga = await w.ticket(b.token, eventId);
    const fan = await w.member();
    const key = { 'Idempotency-Key': 'checkout-before-fingerprints' };
    const asked = { event_id: eventId, ticket_id: ga.ticket_id, quantity: 1, payment_method: await w.cardToken() };
    const first = await ticketPurchase(fan.token, asked, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await t.db.update(purchases).set({ idempotencyFingerprint: null });
    const later = await ticketPurchase(fan.token, { ...asked, quantity: 3 }, key);
    expect([later.status, later.body.data?.purchase.purchase_id]).toEqual([200, first.body.data.purchase.purchase_id]);
  });

  it('an asset purchase retried as it was answers the first; the key for another asset is refused', async () => {
    const creator = await w.member({ isSpecialist: true }, 'talent');
    const diary = (await w.ok('create_asset', blog('Harbor Lights Diary'), creator.token)).asset;
    const notes = (await w.ok('create_asset', blog('Tour Notes'), creator.token)).asset;
    const fan = await w.member();
    const key = { 'Idempotency-Key': 'asset-checkout-1' };
    const asked = {
      asset_id: diary.id,
      price: 900,
      payment_company: 'Stripe',
      token: await w.cardToken(),
      is_token: 1,
    };
    const first = await t.call('purchase_asset', asked, fan.token, key);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const retry = await t.call('purchase_asset', asked, fan.token, key);
    expect([retry.status, retry.body.data?.purchase.purchase_id]).toEqual([200, first.body.data.purchase.purchase_id]);

    const other = await t.call('purchase_asset', { ...asked, asset_id: notes.id }, fan.token, key);
    expect([other.status, other.body.code, other.body.message]).toEqual([
      422,
      'IDEMPOTENCY_KEY_REUSED',
      IDEMPOTENCY_KEY_REUSED,
    ]);
    const owned = (await t.db.select().from(assetPurchases)).map((p) => p.assetId);
    expect(owned).toEqual([diary.id]);
    expect(await t.db.select().from(sandboxCharges)).toHaveLength(1);
  });

  it('the key of a request that finished an earlier Pending asset purchase is held to what it asked', async () => {
    const creator = await w.member({ isSpecialist: true }, 'talent');
    const diary = (await w.ok('create_asset', blog('Harbor Lights Diary'), creator.token)).asset;
    const notes = (await w.ok('create_asset', blog('Tour Notes'), creator.token)).asset;
    const fan = await w.member();
    // The first Buy's answer was lost with its purchase Pending; Buy again (a new key) finishes it.
    await t.db.insert(assetPurchases).values({
      assetId: diary.id,
      memberId: fan.id,
      creatorId: creator.id,
      priceCents: 900,
      currency: 'USD',
      feeCents: 100,
      paymentCompany: 'Stripe',
      paymentMethod: `token:${await w.cardToken()}`,
      status: 'Pending',
      idempotencyKey: 'asset-lost-1',
      createdAt: new Date(t.clock.now()),
    });
    const key = { 'Idempotency-Key': 'asset-again-2' };
    const asked = {
      asset_id: diary.id,
      price: 900,
      payment_company: 'Stripe',
      token: await w.cardToken(),
      is_token: 1,
    };
    const finished = await t.call('purchase_asset', asked, fan.token, key);
    expect([finished.status, finished.body.data?.purchase.status]).toEqual([200, 'Charged']);
    const retry = await t.call('purchase_asset', asked, fan.token, key);
    expect(retry.body.data?.purchase.purchase_id).toBe(finished.body.data.purchase.purchase_id);
    const other = await t.call('purchase_asset', { ...asked, asset_id: notes.id }, fan.token, key);
    expect([other.status, other.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    expect((await t.db.select().from(assetPurchases)).map((p) => p.assetId)).toEqual([diary.id]);
  });
});

describe('a private ticket code admits one guest', () => {
  it('one code of ten cannot buy seven tickets; it buys one, once, and a refund frees it', async () => {
    const b = await w.business();
    const eventId = await w.event(b.token);
    const vip = await w.ticket(b.token, eventId, { name: 'VIP', private: true, quantity: 10 });
    const page = await w.ok(
      'business_get_private_ticket_codes',
      { ticket_id: vip.ticket_id, offset: 0, limit: 10 },
      b.token,
    );
    const [code, fresh] = (page.codes as { code: string }[]).map((c) => c.code);
    const fan = await w.member();

    const greedy = await ticketPurchase(fan.token, {
      event_id: eventId,
      ticket_id: vip.ticket_id,
      quantity: 7,
      payment_method: await w.cardToken(),
      code: code!,
    });
    expect([greedy.status, greedy.body.message, greedy.body.field]).toEqual([400, TICKET_CODE_ONE_TICKET, 'quantity']);
    expect(await remainingOf(eventId, vip.ticket_id, fan.token, code)).toBe(10);
    expect(await t.db.select().from(sandboxCharges)).toEqual([]);

    // Control: the code buys one ticket.
    const one = await ticketPurchase(fan.token, {
      event_id: eventId,
      ticket_id: vip.ticket_id,
      quantity: 1,
      payment_method: await w.cardToken(),
      code: code!,
    });
    expect([one.status, one.body.data?.purchase.quantity]).toEqual([200, 1]);
    // Used, it buys nothing more, for anyone.
    const again = await ticketPurchase((await w.member()).token, {
      event_id: eventId,
      ticket_id: vip.ticket_id,
      quantity: 1,
      payment_method: await w.cardToken(),
      code: code!,
    });
    expect([again.status, again.body.message]).toEqual([409, TICKET_CODE_USED]);
    // Another code still buys its one.
    const other = await ticketPurchase((await w.member()).token, {
      event_id: eventId,
      ticket_id: vip.ticket_id,
      quantity: 1,
      payment_method: await w.cardToken(),
      code: fresh!,
    });
    expect(other.status, JSON.stringify(other.body)).toBe(200);
    expect(await remainingOf(eventId, vip.ticket_id, b.token)).toBe(8);

    // Refunded, the ticket's code is free for the next guest.
    await w.ok('user_refund_tickets', { purchase_id: one.body.data.purchase.purchase_id }, fan.token);
    const [row] = await t.db.select().from(privateTicketCodes).where(eq(privateTicketCodes.code, code!));
    expect(row!.purchaseId).toBeNull();
  });
});

describe('Book Now charges the price the business saw', () => {
  async function bookable(bookNowDollars: number) {
    const talent = await w.talent();
    const schedule = await w.schedule(talent, 10, '17:00', '23:59', { rate: 150, book_now: bookNowDollars });
    const business = await w.business();
    const eventId = await w.event(business.token, 10);
    const sbEventId = await w.block(business.token, eventId, 10, '19:00', '21:00');
    const bid = await w.bid(business.token, sbEventId, talent, 196);
    const bookNow = (price: number) =>
      t.call(
        'bid_book_candidate',
        {
          sb_event_id: sbEventId,
          sp_id: talent.id,
          sp_trait_id: GUITARIST,
          price,
          bid_id: bid.bid_id,
          type: 'BOOK_NOW',
        },
        business.token,
      );
    return { talent, schedule, bid, bookNow };
  }

  const paymentsOf = (bidId: number) => t.db.select().from(bookingPayments).where(eq(bookingPayments.bidId, bidId));

  it('refuses a price other than the Book Now price, charging nothing; the right price books', async () => {
    const { bid, bookNow } = await bookable(310);
    const wrong = await bookNow(196);
    expect([wrong.status, wrong.body.code, wrong.body.message, wrong.body.field]).toEqual([
      409,
      'PRICE_CHANGED',
      BOOKING_ERRORS.bookNowPriceChanged,
      'price',
    ]);
    expect(await paymentsOf(bid.bid_id)).toEqual([]);
    expect(await t.db.select().from(sandboxCharges)).toEqual([]);
    const [row] = await t.db.select().from(bids).where(eq(bids.id, bid.bid_id));
    expect([row!.state, row!.type]).toEqual(['Bid', 'BID']);

    // Control: the price shown books it at that price.
    const right = await bookNow(310);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.data.bid).toMatchObject({ state: 'Booked', price_cents: 31_000 });
  });

  it('refuses the price the business saw once the talent has changed it', async () => {
    const { talent, schedule, bid, bookNow } = await bookable(310);
    // What the business was shown with its bid.
    expect((bid as { book_now_cents?: number }).book_now_cents).toBe(31_000);
    await w.schedule(talent, 10, '17:00', '23:59', { sch_id: schedule.schedule_id, rate: 150, book_now: 400 });
    const stale = await bookNow(310);
    expect([stale.status, stale.body.code]).toEqual([409, 'PRICE_CHANGED']);
    expect(await paymentsOf(bid.bid_id)).toEqual([]);
    const current = await bookNow(400);
    expect(current.body.data?.bid).toMatchObject({ state: 'Booked', price_cents: 40_000 });
  });
});

function blog(name: string) {
  return { type: 'Blog', name, assetData: '<p>Night one at the harbor was loud.</p>', price: 900 };
}
