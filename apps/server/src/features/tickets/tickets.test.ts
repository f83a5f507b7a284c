import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import { events as eventsTable } from '@stagepass/db/schema/events';
import {
  purchases as purchasesTable,
  sandboxCharges,
  ticketPasses,
  tickets as ticketsTable,
} from '@stagepass/db/schema/tickets';
import { EVENT_HAS_SALES } from '@stagepass/domain/events';
import {
  ONLY_BUSINESS_TICKET,
  SALE_ENDED,
  SOLD_OUT,
  TICKET_ALREADY_REFUNDED,
  TICKET_NOT_ENOUGH,
  TICKET_NOT_REFUNDABLE,
  TICKET_OVER_LIMIT,
  TICKET_PRICE_CHANGED,
  TICKET_QUANTITY_BELOW_SOLD,
  TICKET_REFUND_TOO_LATE,
  TICKET_SALES_END_AFTER_EVENT,
  TICKET_SALES_NOT_STARTED,
  ticketCharges,
} from '@stagepass/domain/tickets';
import { createCards } from '../../adapters/payments/cards';
import type { CardProvider, ChargeRequest } from '../../adapters/payments/card-provider';
import { deliverStripeWebhook } from '../../test/stripe-webhooks';
import { useTestApp } from '../../test/test-app';
import { marketplace, VENUE_TZ as TZ } from '../../test/marketplace-fixtures';
import { purchaseTickets } from './purchase';
import { lastMailTo, mailbox, signIn } from '../../test/account-flows';
import { DEMO_PASSWORD } from '../../seed/demo';
import { feesFromConfig } from '../payments/get_fees.handler';

const t = useTestApp({ seed: true });

const DAY_MS = 24 * 3600 * 1000;
const m = marketplace(t, 'tickets.test');
const { at, member, business, ok, cardToken } = m;

/** A published event 10 days ahead, 19:00 to 23:00 at the venue, with a livestream. */
const event = (token: string, days = 10) =>
  m.event(token, days, 'Harbor Lights', { online_url: 'https://stream.example.com/harbor' });

const ticket = m.ticket;

async function buy(
  token: string,
  eventId: number,
  ticketId: number,
  quantity: number,
  extra: Record<string, unknown> = {},
) {
  return t.call(
    'user_purchase_tickets',
    {
      event_id: eventId,
      ticket_id: ticketId,
      quantity,
      price: 2500,
      payment_company: 'Stripe',
      payment_method: await cardToken('4242 4242 4242 4242'),
      is_token: 1,
      ...extra,
    },
    token,
    (extra.headers as Record<string, string>) ?? {},
  );
}

async function remaining(eventId: number, ticketId: number, token?: string) {
  const data = await ok('get_tickets_for_event', { event_id: eventId }, token);
  return (data.tickets as { ticket_id: number; remaining: number; availability: string }[]).find(
    (x) => x.ticket_id === ticketId,
  )!;
}

describe('business_ticket_create_update and business_ticket_query', () => {
  it('adds a paid and a free ticket with every field, read back by the business with its sales', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const paid = await ticket(b.token, eventId, {
      description: 'Doors at 7',
      tax_details: [{ type: 'Sales Tax', rate_pct: 8.625 }],
      purchase_limit: 4,
    });
    expect(paid).toMatchObject({
      name: 'General Admission',
      price: 2500,
      quantity: 20,
      sold: 0,
      remaining: 20,
      refundable: true,
      description: 'Doors at 7',
      tax_details: [{ type: 'Sales Tax', rate_pct: 8.625 }],
      purchase_limit: 4,
      time_zone: TZ,
      currency: 'USD',
      waitlist_length: 0,
    });
    expect(paid.availability).toMatch(/^Available until [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} pm P[SD]T$/);
    await ticket(b.token, eventId, { name: 'Community', price: 0 });
    const { tickets } = await ok('business_ticket_query', { event_id: eventId }, b.token);
    expect(tickets.map((x: { name: string }) => x.name)).toEqual(['Community', 'General Admission']);
    const one = await ok('business_ticket_query', { event_id: eventId, ticket_id: paid.ticket_id }, b.token);
    expect(one.tickets).toHaveLength(1);
    // The event's cards now carry the price range of its public tickets (spec 001 §3 ticket_price_range).
    const { events } = await ok('user_events_query', { event_id: eventId });
    expect(events[0].ticket_price_range).toEqual([0, 2500]);
  });

  it("answers anyone but a business 'Only Business Can Create/Update Ticket'", async () => {
    const b = await business();
    const eventId = await event(b.token);
    const fan = await member();
    for (const name of ['business_ticket_create_update', 'business_ticket_query'] as const) {
      const res = await t.call(name, { event_id: eventId, name: 'X', price: 0, quantity: 1 }, fan.token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(ONLY_BUSINESS_TICKET);
    }
  });

  it('refuses bad input with the field named: a negative price, a long name, sales after the event', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const base = {
      event_id: eventId,
      name: 'GA',
      price: 100,
      quantity: 5,
      refundable: true,
      private: false,
      online_only: false,
    };
    const window = { sales_start: at(-1, '10:00'), sales_end: at(10, '18:00') };
    let res = await t.call('business_ticket_create_update', { ...base, ...window, price: -1 }, b.token);
    expect([res.status, res.body.field]).toEqual([400, 'price']);
    res = await t.call('business_ticket_create_update', { ...base, ...window, name: 'x'.repeat(37) }, b.token);
    expect([res.status, res.body.field]).toEqual([400, 'name']);
    res = await t.call('business_ticket_create_update', { ...base, ...window, sales_end: at(11, '18:00') }, b.token);
    expect([res.status, res.body.field, res.body.message]).toEqual([400, 'sales_end', TICKET_SALES_END_AFTER_EVENT]);
  });

  it("answers another business's event 404, and refuses a quantity below what is sold", async () => {
    const b = await business();
    const other = await business();
    const eventId = await event(b.token);
    const res = await t.call(
      'business_ticket_create_update',
      {
        event_id: eventId,
        name: 'GA',
        price: 0,
        quantity: 5,
        refundable: true,
        private: false,
        online_only: false,
        sales_start: at(-1),
        sales_end: at(5),
      },
      other.token,
    );
    expect(res.status).toBe(404);
    const ga = await ticket(b.token, eventId);
    const fan = await member();
    expect((await buy(fan.token, eventId, ga.ticket_id, 3)).status).toBe(200);
    const lower = await t.call(
      'business_ticket_create_update',
      {
        event_id: eventId,
        ticket_id: ga.ticket_id,
        name: 'GA',
        price: 2500,
        quantity: 2,
        refundable: true,
        private: false,
        online_only: false,
        sales_start: at(-1, '10:00'),
        sales_end: at(10, '18:00'),
      },
      b.token,
    );
    expect([lower.status, lower.body.message]).toEqual([409, TICKET_QUANTITY_BELOW_SOLD(3)]);
  });
});

describe('get_tickets_for_event and ticketing_charges', () => {
  it('shows each availability text of spec 001 §4 and the remaining stock', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const later = await ticket(b.token, eventId, { name: 'Late', sales_start: at(3, '09:00') });
    const one = await ticket(b.token, eventId, { name: 'Last One', quantity: 1, price: 0 });
    const fan = await member();
    await ok(
      'user_purchase_tickets',
      {
        event_id: eventId,
        ticket_id: one.ticket_id,
        quantity: 1,
        price: 0,
        payment_company: 'Stagepass',
        payment_method: 'FreeTicket',
      },
      fan.token,
    );
    expect((await remaining(eventId, later.ticket_id)).availability).toMatch(
      /^Available: [A-Z][a-z]{2} \d{1,2}, 9:00 am P[SD]T$/,
    );
    expect(await remaining(eventId, one.ticket_id)).toMatchObject({ remaining: 0, availability: SOLD_OUT });
    t.clock.advance(11 * DAY_MS);
    expect((await remaining(eventId, later.ticket_id)).availability).toBe(SALE_ENDED);
  });

  it('shows a private ticket only with one of its unused codes, which the business pages through', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const vip = await ticket(b.token, eventId, { name: 'VIP', private: true, quantity: 3 });
    const page = await ok(
      'business_get_private_ticket_codes',
      { ticket_id: vip.ticket_id, offset: 1, limit: 5 },
      b.token,
    );
    expect(page.total).toBe(3);
    expect(page.codes).toHaveLength(2);
    const first = await ok(
      'business_get_private_ticket_codes',
      { ticket_id: vip.ticket_id, offset: 0, limit: 1 },
      b.token,
    );
    const code = first.codes[0].code as string;
    expect(code).toMatch(/^[A-Za-z0-9]{10}$/);
    const fan = await member();
    const without = await ok('get_tickets_for_event', { event_id: eventId }, fan.token);
    expect(without.tickets).toHaveLength(0);
    const wrong = await ok('get_tickets_for_event', { event_id: eventId, code: 'ZZZZZZZZZZ' }, fan.token);
    expect([wrong.tickets.length, wrong.code_rejected]).toEqual([0, true]);
    const withCode = await ok('get_tickets_for_event', { event_id: eventId, code }, fan.token);
    expect(withCode.tickets.map((x: { name: string }) => x.name)).toEqual(['VIP']);
    const res = await buy(fan.token, eventId, vip.ticket_id, 1, { code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const used = await ok(
      'business_get_private_ticket_codes',
      { ticket_id: vip.ticket_id, offset: 0, limit: 1 },
      b.token,
    );
    expect(used.codes[0]).toEqual({ code, used: true });
    const again = await buy((await member()).token, eventId, vip.ticket_id, 1, { code });
    expect(again.status).toBe(409);
    // A refund returns the unit and frees its code for the next buyer.
    await ok('user_refund_tickets', { purchase_id: res.body.data.purchase.purchase_id }, fan.token);
    const freed = await ok(
      'business_get_private_ticket_codes',
      { ticket_id: vip.ticket_id, offset: 0, limit: 1 },
      b.token,
    );
    expect(freed.codes[0]).toEqual({ code, used: false });
    const resold = await buy((await member()).token, eventId, vip.ticket_id, 1, { code });
    expect(resold.status, JSON.stringify(resold.body)).toBe(200);
  });

  it("sells a private event's tickets only with its password, or to those already holding one", async () => {
    const b = await business();
    const created = await ok(
      'business_create_update_event',
      {
        create: '1',
        event_name: 'Hideaway',
        address: '1 Market St, San Francisco, CA',
        draft: '0',
        start_time: at(9, '21:00'),
        end_time: at(9, '23:30'),
        private: true,
        ev_password: 'moonlight',
      },
      b.token,
    );
    const eventId = created.event_id as number;
    const ga = await ticket(b.token, eventId, { sales_end: at(9, '20:00') });
    const fan = await member();
    expect((await t.call('get_tickets_for_event', { event_id: eventId }, fan.token)).status).toBe(404);
    expect((await t.call('ticketing_charges', { ticket_id: ga.ticket_id, quantity: 1 }, fan.token)).status).toBe(404);
    expect((await buy(fan.token, eventId, ga.ticket_id, 1)).status).toBe(404);
    const withPassword = { ev_password: 'moonlight' };
    expect((await ok('get_tickets_for_event', { event_id: eventId, ...withPassword }, fan.token)).tickets).toHaveLength(
      1,
    );
    expect((await t.call('ticketing_charges', { ticket_id: ga.ticket_id, quantity: 1, ...withPassword })).status).toBe(
      200,
    );
    expect((await buy(fan.token, eventId, ga.ticket_id, 1, withPassword)).status).toBe(200);
    // A ticket holder no longer needs the password.
    expect((await ok('get_tickets_for_event', { event_id: eventId }, fan.token)).tickets).toHaveLength(1);
  });

  it('breaks down what the buyer pays: price, the ticket and processor fees of get_fees, and taxes', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const ga = await ticket(b.token, eventId, { tax_details: [{ type: 'Sales Tax', rate_pct: 8.625 }] });
    const charges = await ok('ticketing_charges', { ticket_id: ga.ticket_id, quantity: 3 });
    const fees = feesFromConfig(t.config);
    expect(charges).toEqual({
      ...ticketCharges(2500, 3, fees, [{ type: 'Sales Tax', rate_pct: 8.625 }]),
      currency: 'USD',
    });
    expect(charges.subtotal_cents).toBe(7500);
    expect(charges.taxes).toEqual([{ type: 'Sales Tax', rate_pct: 8.625, amount_cents: 647 }]);
    expect(charges.total_cents).toBe(7500 + charges.fee_cents + 647);
    expect(charges.fee_cents).toBeGreaterThan(0);
  });
});

describe('user_purchase_tickets', () => {
  it('charges the card, lists the purchase, and gives a receipt with one pass per person', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const ga = await ticket(b.token, eventId);
    const fan = await member();
    const res = await buy(fan.token, eventId, ga.ticket_id, 2);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const purchase = res.body.data.purchase;
    expect(purchase).toMatchObject({
      quantity: 2,
      status: 'Charged',
      card_brand: 'visa',
      card_last4: '4242',
      can_refund: true,
    });
    expect((await remaining(eventId, ga.ticket_id)).remaining).toBe(18);
    const { purchases } = await ok('user_get_purchased_tickets', {}, fan.token);
    expect(purchases.map((p: { purchase_id: number }) => p.purchase_id)).toEqual([purchase.purchase_id]);
    const receipt = await ok('user_get_ticket_receipt', { purchase_id: purchase.purchase_id }, fan.token);
    const expected = ticketCharges(2500, 2, feesFromConfig(t.config), []);
    expect(receipt).toMatchObject({
      subtotal_cents: 5000,
      fee_cents: expected.fee_cents,
      total_cents: expected.total_cents,
      card_brand: 'visa',
      card_last4: '4242',
      payment_method: 'Card',
      business_name: expect.stringMatching(/^Venue/),
    });
    expect(receipt.passes).toHaveLength(2);
    expect(new Set(receipt.passes.map((p: { code: string }) => p.code)).size).toBe(2);
    const charged = await t.db.select().from(sandboxCharges);
    expect(charged.map((c) => [c.amountCents, c.status])).toEqual([[expected.total_cents, 'succeeded']]);
    await t.app.mailer.idle();
    expect((await lastMailTo(t, fan.email))?.subject).toBe('Your tickets for Harbor Lights');
  });

  it('shows the decline message of a refused card and sells nothing', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const ga = await ticket(b.token, eventId);
    const fan = await member();
    for (const [number, message] of [
      ['4000 0000 0000 0002', 'Your card was declined.'],
      ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
    ] as const) {
      const res = await buy(fan.token, eventId, ga.ticket_id, 2, { payment_method: await cardToken(number) });
      expect([res.status, res.body.message]).toEqual([402, message]);
    }
    expect((await remaining(eventId, ga.ticket_id)).remaining).toBe(20);
    expect((await ok('user_get_purchased_tickets', {}, fan.token)).purchases).toEqual([]);
    const { tickets } = await ok('business_ticket_query', { event_id: eventId }, b.token);
    expect(tickets[0].sold).toBe(0);
  });

  it('charges once for a purchase retried with the same Idempotency-Key, and answers the same purchase', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const ga = await ticket(b.token, eventId);
    const fan = await member();
    const headers = { 'Idempotency-Key': 'buy-harbor-1' };
    // A retry is the same request again: the same card token too.
    const payment_method = await cardToken('4242 4242 4242 4242');
    const first = await buy(fan.token, eventId, ga.ticket_id, 2, { headers, payment_method });
    const second = await buy(fan.token, eventId, ga.ticket_id, 2, { headers, payment_method });
    expect(first.status).toBe(200);
    expect(second.body.data.purchase.purchase_id).toBe(first.body.data.purchase.purchase_id);
    expect(await t.db.select().from(sandboxCharges)).toHaveLength(1);
    expect((await remaining(eventId, ga.ticket_id)).remaining).toBe(18);
    const third = await buy(fan.token, eventId, ga.ticket_id, 2, { headers: { 'Idempotency-Key': 'buy-harbor-2' } });
    expect(third.body.data.purchase.purchase_id).not.toBe(first.body.data.purchase.purchase_id);
  });

  it('enforces the price the buyer saw, the stock, the purchase limit and the sales window', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const ga = await ticket(b.token, eventId, { quantity: 5, purchase_limit: 3 });
    const fan = await member();
    let res = await buy(fan.token, eventId, ga.ticket_id, 1, { price: 2000 });
    expect([res.status, res.body.message, res.body.field]).toEqual([409, TICKET_PRICE_CHANGED, 'price']);
    res = await buy(fan.token, eventId, ga.ticket_id, 4);
    expect([res.status, res.body.message]).toEqual([409, TICKET_OVER_LIMIT(3, 0)]);
    expect((await buy(fan.token, eventId, ga.ticket_id, 2)).status).toBe(200);
    res = await buy(fan.token, eventId, ga.ticket_id, 2);
    expect([res.status, res.body.message]).toEqual([409, TICKET_OVER_LIMIT(3, 2)]);
    const other = await member();
    expect((await buy(other.token, eventId, ga.ticket_id, 3)).status).toBe(200);
    res = await buy((await member()).token, eventId, ga.ticket_id, 1);
    expect([res.status, res.body.message]).toEqual([409, TICKET_NOT_ENOUGH(0)]);
    const early = await ticket(b.token, eventId, { name: 'Early', sales_start: at(2, '09:00') });
    res = await buy(fan.token, eventId, early.ticket_id, 1);
    expect([res.status, res.body.message]).toEqual([409, TICKET_SALES_NOT_STARTED]);
    res = await buy(fan.token, eventId, early.ticket_id, 0);
    expect([res.status, res.body.field]).toEqual([400, 'quantity']);
  });

  it('gives a free ticket through the product with method FreeTicket, and no card', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const free = await ticket(b.token, eventId, { name: 'Community', price: 0 });
    const fan = await member();
    const input = { event_id: eventId, ticket_id: free.ticket_id, quantity: 1, price: 0 };
    const wrong = await t.call(
      'user_purchase_tickets',
      { ...input, payment_company: 'Stripe', payment_method: 'x' },
      fan.token,
    );
    expect([wrong.status, wrong.body.field]).toEqual([400, 'payment_method']);
    const data = await ok(
      'user_purchase_tickets',
      { ...input, payment_company: 'Stagepass', payment_method: 'FreeTicket' },
      fan.token,
    );
    expect(data.purchase).toMatchObject({ status: 'Charged', total_cents: 0, card_brand: null });
    const receipt = await ok('user_get_ticket_receipt', { purchase_id: data.purchase.purchase_id }, fan.token);
    expect([receipt.payment_company, receipt.payment_method, receipt.passes.length]).toEqual([
      'Stagepass',
      'FreeTicket',
      1,
    ]);
    expect(await t.db.select().from(sandboxCharges)).toHaveLength(0);
  });

  it('pays with a saved card', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const ga = await ticket(b.token, eventId);
    const fan = await member();
    const added = await ok(
      'stripe_source_action',
      { action: 'Add', token: await cardToken('5555 5555 5555 4444') },
      fan.token,
    );
    expect(added.message).toBe('Add');
    const card = added.sources[0];
    const res = await buy(fan.token, eventId, ga.ticket_id, 1, { payment_method: card.id, is_token: 0 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.purchase).toMatchObject({ card_brand: 'mastercard', card_last4: '4444' });
  });
});

describe('a purchase cut short by a crash', () => {
  /** The sandbox, but the server dies at the charge: before reaching the provider, or after it answered. */
  function crashAtCharge(afterCharge: boolean): CardProvider {
    const cards = createCards(t.config, t).provider;
    return new Proxy(cards, {
      get(target, prop, receiver) {
        if (prop === 'charge')
          return async (request: ChargeRequest) => {
            if (afterCharge) await target.charge(request);
            throw new Error('server killed');
          };
        const value: unknown = Reflect.get(target, prop, receiver);
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
      },
    });
  }

  it('is finished by the recovery job with exactly one charge, however often the job runs', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const ga = await ticket(b.token, eventId);
    const fan = await member();
    const [row] = await t.db.select().from(members).where(eq(members.id, fan.id));
    for (const afterCharge of [false, true]) {
      const deps = {
        db: t.db,
        clock: t.clock,
        config: t.config,
        mailer: t.app.mailer,
        cards: crashAtCharge(afterCharge),
      };
      const input = {
        event_id: eventId,
        ticket_id: ga.ticket_id,
        quantity: 2,
        price: 2500,
        payment_company: 'Stripe' as const,
        payment_method: await cardToken('4242 4242 4242 4242'),
        is_token: true,
      };
      await expect(purchaseTickets(deps, row!, null, input)).rejects.toThrow('server killed');
    }
    const pending = await t.db.select().from(purchasesTable).where(eq(purchasesTable.status, 'Pending'));
    expect(pending).toHaveLength(2);
    // The units stay reserved meanwhile; one of the two charges already went through at the provider.
    expect((await remaining(eventId, ga.ticket_id)).remaining).toBe(16);
    expect(await t.db.select().from(sandboxCharges)).toHaveLength(1);

    t.clock.advance(3 * 60_000);
    for (let run = 0; run < 2; run++) await t.app.clockJobs.runDue(t.clock.now());
    const settled = await t.db.select().from(purchasesTable);
    expect(settled.map((p) => p.status)).toEqual(['Charged', 'Charged']);
    const charges = await t.db.select().from(sandboxCharges);
    expect(charges).toHaveLength(2);
    expect(new Set(settled.map((p) => p.chargeId))).toEqual(new Set(charges.map((c) => c.id)));
    expect((await remaining(eventId, ga.ticket_id)).remaining).toBe(16);
  });
});

describe('user_refund_tickets', () => {
  it('returns the stock, refunds the card and mails the refund', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const ga = await ticket(b.token, eventId);
    const fan = await member();
    const { purchase } = (await buy(fan.token, eventId, ga.ticket_id, 2)).body.data;
    const data = await ok('user_refund_tickets', { purchase_id: purchase.purchase_id }, fan.token);
    expect(data.purchase).toMatchObject({ status: 'Refunded', can_refund: false });
    expect((await remaining(eventId, ga.ticket_id)).remaining).toBe(20);
    const [charge] = await t.db.select().from(sandboxCharges);
    expect(charge!.refundedCents).toBe(purchase.total_cents);
    await t.app.mailer.idle();
    expect((await lastMailTo(t, fan.email))?.subject).toBe('Refund for Harbor Lights');
    const again = await t.call('user_refund_tickets', { purchase_id: purchase.purchase_id }, fan.token);
    expect([again.status, again.body.message]).toEqual([409, TICKET_ALREADY_REFUNDED]);
    const receipt = await ok('user_get_ticket_receipt', { purchase_id: purchase.purchase_id }, fan.token);
    expect(receipt.passes).toEqual([]);
    // §9: sold counts every sale ever made, returned the refunds: the sale is counted once.
    const { tickets } = await ok('business_ticket_query', { event_id: eventId }, b.token);
    expect([tickets[0].sold, tickets[0].returned, tickets[0].remaining]).toEqual([2, 2, 20]);
  });

  it("refuses a refund after the event starts, of a non-refundable ticket, and of another fan's purchase (404)", async () => {
    const b = await business();
    const eventId = await event(b.token, 3);
    const ga = await ticket(b.token, eventId, { sales_end: at(3, '18:00') });
    const final = await ticket(b.token, eventId, { name: 'Final Sale', refundable: false, sales_end: at(3, '18:00') });
    const fan = await member();
    const stranger = await member();
    const kept = (await buy(fan.token, eventId, ga.ticket_id, 1)).body.data.purchase.purchase_id;
    const noRefund = (await buy(fan.token, eventId, final.ticket_id, 1)).body.data.purchase.purchase_id;
    let res = await t.call('user_refund_tickets', { purchase_id: kept }, stranger.token);
    expect(res.status).toBe(404);
    res = await t.call('user_get_ticket_receipt', { purchase_id: kept }, stranger.token);
    expect(res.status).toBe(404);
    res = await t.call('user_refund_tickets', { purchase_id: noRefund }, fan.token);
    expect([res.status, res.body.message]).toEqual([409, TICKET_NOT_REFUNDABLE]);
    t.clock.advance(4 * DAY_MS);
    const again = await signIn(t, fan.email, DEMO_PASSWORD);
    res = await t.call('user_refund_tickets', { purchase_id: kept }, again);
    expect([res.status, res.body.message]).toEqual([409, TICKET_REFUND_TOO_LATE]);
  });
});

describe('waitlist', () => {
  it('offers a refunded ticket to the first in line for 24 hours, then to the next', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const ga = await ticket(b.token, eventId, { quantity: 1 });
    const buyer = await member();
    const first = await member();
    const second = await member();
    const { purchase } = (await buy(buyer.token, eventId, ga.ticket_id, 1)).body.data;
    expect((await ok('ticket_waitlist_join', { ticket_id: ga.ticket_id }, first.token)).position).toBe(1);
    expect((await ok('ticket_waitlist_join', { ticket_id: ga.ticket_id }, second.token)).position).toBe(2);
    expect((await ok('ticket_waitlist_join', { ticket_id: ga.ticket_id }, first.token)).position).toBe(1);
    const { tickets } = await ok('business_ticket_query', { event_id: eventId }, b.token);
    expect(tickets[0].waitlist_length).toBe(2);

    await ok('user_refund_tickets', { purchase_id: purchase.purchase_id }, buyer.token);
    await t.app.mailer.idle();
    const offer = (await mailbox(t)).find((m) => m.to === first.email && m.subject.includes('is held for you'));
    const token = /offer=([A-Za-z0-9]+)/.exec(offer!.text)![1]!;
    // Held for the first in line: everyone else still sees it sold out.
    expect(await remaining(eventId, ga.ticket_id, second.token)).toMatchObject({
      remaining: 0,
      availability: SOLD_OUT,
    });
    const mine = await ok('get_tickets_for_event', { event_id: eventId, offer_token: token }, first.token);
    expect(mine.tickets[0]).toMatchObject({ remaining: 1, offer_expires_at: expect.any(String) });
    expect((await buy(second.token, eventId, ga.ticket_id, 1)).status).toBe(409);

    // The offer runs out after 24 hours and moves on to the second in line.
    t.clock.advance(DAY_MS + 60_000);
    await t.app.clockJobs.runDue(t.clock.now());
    await t.app.mailer.idle();
    expect((await mailbox(t)).some((m) => m.to === second.email && m.subject.includes('is held for you'))).toBe(true);
    const late = await signIn(t, first.email, DEMO_PASSWORD);
    const res = await buy(late, eventId, ga.ticket_id, 1, { offer_token: token });
    expect(res.status).toBe(409);
  });

  it('lets the first in line buy the held ticket with the link', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const ga = await ticket(b.token, eventId, { quantity: 1 });
    const buyer = await member();
    const first = await member();
    const { purchase } = (await buy(buyer.token, eventId, ga.ticket_id, 1)).body.data;
    const join = await t.call('ticket_waitlist_join', { ticket_id: ga.ticket_id }, first.token);
    expect(join.status).toBe(200);
    await ok('user_refund_tickets', { purchase_id: purchase.purchase_id }, buyer.token);
    await t.app.mailer.idle();
    const offer = (await mailbox(t)).find((m) => m.to === first.email && m.subject.includes('is held for you'));
    const token = /offer=([A-Za-z0-9]+)/.exec(offer!.text)![1]!;
    const res = await buy(first.token, eventId, ga.ticket_id, 1, { offer_token: token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { tickets } = await ok('business_ticket_query', { event_id: eventId }, b.token);
    expect([tickets[0].remaining, tickets[0].waitlist_length]).toEqual([0, 0]);
  });

  it('is only for sold-out tickets', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const ga = await ticket(b.token, eventId);
    const res = await t.call('ticket_waitlist_join', { ticket_id: ga.ticket_id }, (await member()).token);
    expect(res.status).toBe(409);
  });
});

describe('ticket holders: update notices, livestream links, and deleting an event with sales', () => {
  it('notifies every holder once, gives them the livestream URL, and keeps an event with sales', async () => {
    const b = await business();
    const eventId = await event(b.token);
    const ga = await ticket(b.token, eventId);
    const fan = await member();
    const stranger = await member();
    const p1 = (await buy(fan.token, eventId, ga.ticket_id, 1)).body.data.purchase.purchase_id;
    const p2 = (await buy(fan.token, eventId, ga.ticket_id, 1)).body.data.purchase.purchase_id;
    const sent = await ok(
      'business_event_update_notify',
      { event_id: eventId, message: 'Doors now open at 6:30.' },
      b.token,
    );
    expect(sent.notified).toBe(1);
    await t.app.mailer.idle();
    const mail = await lastMailTo(t, fan.email);
    expect([mail?.subject, mail?.text.includes('Doors now open at 6:30.')]).toEqual(['Update: Harbor Lights', true]);
    expect((await ok('user_get_online_url', { event_id: eventId }, fan.token)).online_url).toBe(
      'https://stream.example.com/harbor',
    );
    expect((await ok('user_get_online_url', { event_id: eventId }, stranger.token)).online_url).toBeNull();
    expect((await ok('business_get_online_url', { event_id: eventId }, b.token)).online_url).toBe(
      'https://stream.example.com/harbor',
    );

    let res = await t.call('business_delete_event', { event_id: eventId }, b.token);
    expect([res.status, res.body.message]).toEqual([409, EVENT_HAS_SALES]);
    await ok('user_refund_tickets', { purchase_id: p1 }, fan.token);
    await ok('user_refund_tickets', { purchase_id: p2 }, fan.token);
    res = await t.call('business_delete_event', { event_id: eventId }, b.token);
    expect(res.status).toBe(200);
    expect((await ok('user_get_purchased_tickets', {}, fan.token)).purchases).toEqual([]);
  });
});

describe("Stripe's charge webhooks (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set)", () => {
  const secret = 'whsec_tickets';
  const s = useTestApp({
    seed: true,
    // The API is never called: the webhook carries the charge's outcome.
    env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_URL: 'http://127.0.0.1:9' },
  });

  /** A purchase of 2 whose charge went out and whose answer was lost: Pending, its units reserved. */
  async function pendingPurchase() {
    const now = new Date(s.clock.now());
    const [fanRow] = await s.db.select().from(members).where(eq(members.email, 'fan@stagepass.test'));
    const [venue] = await s.db.select().from(members).where(eq(members.email, 'business@stagepass.test'));
    const [event] = await s.db
      .insert(eventsTable)
      .values({
        businessId: venue!.id,
        name: 'Webhook Night',
        address: 'San Francisco, CA',
        country: 'US',
        latitude: 37.77,
        longitude: -122.42,
        startTime: new Date(now.getTime() + 5 * DAY_MS),
        endTime: new Date(now.getTime() + 5 * DAY_MS + 3_600_000),
        timeZone: TZ,
        draft: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [row] = await s.db
      .insert(ticketsTable)
      .values({
        eventId: event!.id,
        name: 'GA',
        priceCents: 2500,
        quantity: 10,
        sold: 2,
        salesStart: now,
        salesEnd: new Date(now.getTime() + 4 * DAY_MS),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [purchase] = await s.db
      .insert(purchasesTable)
      .values({
        ticketId: row!.id,
        eventId: event!.id,
        memberId: fanRow!.id,
        quantity: 2,
        unitPriceCents: 2500,
        feeCents: 600,
        taxCents: 0,
        totalCents: 5600,
        currency: 'USD',
        paymentCompany: 'Stripe',
        paymentMethod: 'pm_saved',
        status: 'Pending',
        createdAt: now,
      })
      .returning();
    return { purchase: purchase!, ticketId: row!.id };
  }

  function chargeEvent(type: 'charge.succeeded' | 'charge.failed', purchaseId: number) {
    return JSON.stringify({
      id: `evt_${type}`,
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(s.clock.now() / 1000),
      data: {
        object: {
          id: 'ch_1',
          object: 'charge',
          payment_intent: 'pi_webhook',
          metadata: { purchase_id: String(purchaseId) },
          payment_method_details: { type: 'card', card: { brand: 'mastercard', last4: '4444' } },
          ...(type === 'charge.failed'
            ? {
                failure_code: 'card_declined',
                failure_message: 'Your card was declined.',
                outcome: { reason: 'generic_decline' },
              }
            : {}),
        },
      },
    });
  }

  const deliver = (payload: string) => deliverStripeWebhook(s, secret, payload);

  it('records a Pending purchase as Charged once, with its passes, however often the event is delivered', async () => {
    const { purchase } = await pendingPurchase();
    const payload = chargeEvent('charge.succeeded', purchase.id);
    await deliver(payload);
    await deliver(payload);
    const [row] = await s.db.select().from(purchasesTable).where(eq(purchasesTable.id, purchase.id));
    expect(row).toMatchObject({
      status: 'Charged',
      chargeId: 'pi_webhook',
      cardBrand: 'mastercard',
      cardLast4: '4444',
    });
    expect(await s.db.select().from(ticketPasses).where(eq(ticketPasses.purchaseId, purchase.id))).toHaveLength(2);
  });

  it('records a failed charge: nothing sold, the units back', async () => {
    const { purchase, ticketId } = await pendingPurchase();
    await deliver(chargeEvent('charge.failed', purchase.id));
    const [row] = await s.db.select().from(purchasesTable).where(eq(purchasesTable.id, purchase.id));
    expect(row).toMatchObject({ status: 'Failed', failureMessage: 'Your card was declined.' });
    const [stock] = await s.db.select().from(ticketsTable).where(eq(ticketsTable.id, ticketId));
    expect(stock!.sold).toBe(0);
  });

  /** charge.refunded for the purchase's charge: `refunded` true when nothing of it is left. */
  function refundEvent(purchaseId: number, fully: boolean) {
    return JSON.stringify({
      id: `evt_refund_${purchaseId}_${fully}`,
      object: 'event',
      type: 'charge.refunded',
      api_version: Stripe.API_VERSION,
      created: Math.floor(s.clock.now() / 1000),
      data: {
        object: {
          id: 'ch_1',
          object: 'charge',
          payment_intent: 'pi_webhook',
          metadata: { purchase_id: String(purchaseId) },
          refunded: fully,
          amount_refunded: fully ? 5600 : 1000,
          refunds: { object: 'list', data: [{ id: 're_dashboard', object: 'refund' }] },
        },
      },
    });
  }

  it("records a full refund made in Stripe's dashboard once: the stock returns and the buyer is told", async () => {
    const { purchase, ticketId } = await pendingPurchase();
    await deliver(chargeEvent('charge.succeeded', purchase.id));
    // A partial refund is the business's own arrangement: the tickets stand.
    await deliver(refundEvent(purchase.id, false));
    const [kept] = await s.db.select().from(purchasesTable).where(eq(purchasesTable.id, purchase.id));
    expect(kept!.status).toBe('Charged');

    const full = refundEvent(purchase.id, true);
    await deliver(full);
    await deliver(full);
    const [row] = await s.db.select().from(purchasesTable).where(eq(purchasesTable.id, purchase.id));
    expect(row).toMatchObject({ status: 'Refunded', refundId: 're_dashboard', refundPending: false });
    const [stock] = await s.db.select().from(ticketsTable).where(eq(ticketsTable.id, ticketId));
    expect([stock!.sold, stock!.returned]).toEqual([2, 2]);
    await s.app.mailer.idle();
    const refunds = (await mailbox(s)).filter(
      (m) => m.to === 'fan@stagepass.test' && m.subject === 'Refund for Webhook Night',
    );
    expect(refunds).toHaveLength(1);
  });

  it('confirms a refund made here when Stripe reports it, without counting it twice', async () => {
    const { purchase, ticketId } = await pendingPurchase();
    await deliver(chargeEvent('charge.succeeded', purchase.id));
    // The refund recorded here whose card refund has not been confirmed yet.
    await s.db
      .update(purchasesTable)
      .set({ status: 'Refunded', refundPending: true, refundedAt: new Date(s.clock.now()) })
      .where(eq(purchasesTable.id, purchase.id));
    await deliver(refundEvent(purchase.id, true));
    const [row] = await s.db.select().from(purchasesTable).where(eq(purchasesTable.id, purchase.id));
    expect(row).toMatchObject({ status: 'Refunded', refundPending: false, refundId: 're_dashboard' });
    const [stock] = await s.db.select().from(ticketsTable).where(eq(ticketsTable.id, ticketId));
    expect(stock!.returned).toBe(0);
  });
});
