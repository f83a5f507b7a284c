// Test helpers for the ticket screens: tickets, purchases and receipts as the server answers them, and a fetch that
// also plays the sandbox's card form (/dev/cards/tokens). Only tests import this file.

import { vi } from 'vitest';
import type { BusinessTicket, PurchaseRow, SaleTicket, TicketReceipt } from '@stagepass/contract/tickets/fields';
import { jsonResponse } from '../../test/fixtures';
import { ok } from '../../test/mock-api';
import { makeEvent } from '../events/testing';

export function makeSaleTicket(overrides: Partial<SaleTicket> = {}): SaleTicket {
  return {
    ticket_id: 5,
    event_id: 41,
    name: 'General Admission',
    price: 2500,
    refundable: true,
    sales_start: '2026-01-01T18:00:00.000Z',
    sales_end: '2027-01-01T02:00:00.000Z',
    sales_state: 'on_sale',
    description: 'Entry for one.',
    private: false,
    tax_details: [],
    online_only: false,
    purchase_limit: null,
    remaining: 20,
    availability: 'Available until Dec 31, 6:00 pm PST',
    held: 0,
    waitlist_position: null,
    offer_expires_at: null,
    ...overrides,
  };
}

export function makeBusinessTicket(overrides: Partial<BusinessTicket> = {}): BusinessTicket {
  return {
    ticket_id: 5,
    event_id: 41,
    name: 'General Admission',
    price: 2500,
    quantity: 100,
    sold: 30,
    returned: 2,
    remaining: 72,
    refundable: true,
    // 10:00 am on Jun 1 2026 to 6:00 pm on Dec 31 2026 in Los Angeles.
    sales_start: '2026-06-01T17:00:00.000Z',
    sales_end: '2027-01-01T02:00:00.000Z',
    description: 'Entry for one.',
    private: false,
    tax_details: [],
    online_only: false,
    purchase_limit: null,
    time_zone: 'America/Los_Angeles',
    currency: 'USD',
    availability: 'Available until Dec 31, 6:00 pm PST',
    waitlist_length: 0,
    ...overrides,
  };
}

export function makePurchase(overrides: Partial<PurchaseRow> = {}): PurchaseRow {
  return {
    purchase_id: 77,
    event_id: 41,
    event_name: 'Jazz Night',
    image_url: null,
    // 8 pm to 11 pm on Dec 31 2026 in San Francisco.
    start_time: '2027-01-01T04:00:00.000Z',
    end_time: '2027-01-01T07:00:00.000Z',
    time_zone: 'America/Los_Angeles',
    address: '1 Market St, San Francisco, CA',
    online_only: false,
    ticket_id: 5,
    ticket_name: 'General Admission',
    quantity: 2,
    total_cents: 5764,
    currency: 'USD',
    status: 'Charged',
    can_refund: true,
    card_brand: 'visa',
    card_last4: '4242',
    created_at: '2026-06-02T10:00:00.000Z',
    refunded_at: null,
    ...overrides,
  };
}

export function makeReceipt(overrides: Partial<TicketReceipt> = {}): TicketReceipt {
  return {
    ...makePurchase(),
    buyer_name: 'Frankie Fan',
    email: 'fan@example.com',
    unit_price_cents: 2500,
    subtotal_cents: 5000,
    fee_cents: 364,
    taxes: [{ type: 'Sales tax', rate_pct: 8.5, amount_cents: 425 }],
    tax_cents: 425,
    payment_company: 'Stripe',
    payment_method: 'card_abc',
    passes: [{ code: 'PASSAAAAAAAAAAA1' }, { code: 'PASSBBBBBBBBBBB2' }],
    business_name: 'Bayside Venue',
    ...overrides,
  };
}

type CardBody = { number?: string; exp_month?: number; exp_year?: number; cvc?: string };

/**
 * Wraps the fetch stub of mockApi so POST /dev/cards/tokens answers as the sandbox's card form: a token for a
 * 4242… card, 400 naming the field otherwise. Returns the card bodies posted.
 */
export function stubCardTokens() {
  const api = globalThis.fetch;
  const cards: CardBody[] = [];
  let n = 0;
  const fn = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url) !== '/dev/cards/tokens') return api(url, init);
    const body = JSON.parse(String(init?.body ?? '{}')) as CardBody;
    cards.push(body);
    const number = (body.number ?? '').replace(/\s/g, '');
    if (!/^\d{16}$/.test(number))
      return jsonResponse(400, { message: 'Your card number is invalid.', field: 'number' });
    return jsonResponse(200, { id: `tok_test${++n}`, brand: 'visa', last4: number.slice(-4) });
  });
  vi.stubGlobal('fetch', fn);
  return { cards, fn };
}

/** The cards stripe_retrieve_sources answers: kept by the sandbox or by Stripe (with its publishable key). */
export interface CheckoutCards {
  sources: { id: string; brand: string; last4: string; exp_month: number; exp_year: number }[];
  provider: 'sandbox' | 'stripe';
}

/**
 * What the event page with one $25 ticket (`ticket`) asks the server before Buy: the event, its tickets, the charges
 * of one ($25 + $2.75 fees), the buyer's cards (the first one the default), and no livestream. For mockApi.
 */
export function checkoutAnswers(ticket: SaleTicket, cards: CheckoutCards) {
  return {
    user_events_query: ok({
      events: [makeEvent()],
      locked: null,
      position: { latitude: 37.77, longitude: -122.42, country: 'US', source: 'default' },
    }),
    get_watched_items: ok({ items: [], events: [] }),
    get_tickets_for_event: ok({
      tickets: [ticket],
      currency: 'USD',
      time_zone: 'America/Los_Angeles',
      code_rejected: false,
    }),
    ticketing_charges: ok({
      quantity: 1,
      unit_price_cents: 2500,
      subtotal_cents: 2500,
      fee_cents: 275,
      taxes: [],
      tax_cents: 0,
      total_cents: 2775,
      currency: 'USD',
    }),
    stripe_retrieve_sources: ok({
      sources: cards.sources,
      default_source: cards.sources[0]?.id ?? null,
      provider: cards.provider,
      publishable_key: cards.provider === 'stripe' ? 'pk_test_1' : null,
    }),
    user_get_online_url: ok({ online_url: null }),
  };
}
