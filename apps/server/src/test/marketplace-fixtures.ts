import { expect } from 'vitest';
import { members } from '@stagepass/db/schema/accounts';
import { instantToVenueTime } from '@stagepass/domain/events';
import type { RequestInput, RequestName } from '@stagepass/contract/registry';
import type { BusinessTicket } from '@stagepass/contract/tickets/fields';
import { DEMO_PASSWORD } from '../seed/demo';
import { hashPassword } from '../features/accounts/passwords';
import { insertEnabledPayoutAccount } from '../features/payments/payouts-repository';
import { signIn } from './account-flows';
import type { TestApp } from './test-app';

export const DAY_MS = 24 * 3600 * 1000;
export const VENUE_TZ = 'America/Los_Angeles';

/** A signed-in member made for one test. */
export interface TestMember {
  token: string;
  id: number;
  email: string;
  name: string;
}

/**
 * The marketplace as API tests build it: members of each role, a business's events and tickets, and purchases paid
 * with the sandbox's test cards. Every member is new (a unique email), so tests never share an account.
 */
export function marketplace(t: TestApp, domain: string) {
  let serial = 0;

  /** The venue time `days` from the clock's now, at `hhmm` (the clock may have been moved by earlier tests). */
  const at = (days: number, hhmm = '19:00') =>
    `${instantToVenueTime(t.clock.now() + days * DAY_MS, VENUE_TZ).slice(0, 10)}T${hhmm}`;

  async function ok<N extends RequestName>(
    name: N,
    input: Record<string, unknown>,
    token?: string,
    headers?: Record<string, string>,
  ) {
    const res = await t.call(name, input, token, headers);
    expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.data;
  }

  async function member(
    role: { isBusiness?: boolean; isSpecialist?: boolean } = {},
    label = 'fan',
  ): Promise<TestMember> {
    const email = `${label}${++serial}@${domain}`;
    const name = `${label[0]!.toUpperCase()}${label.slice(1)} ${serial}`;
    const [row] = await t.db
      .insert(members)
      .values({
        email,
        name,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        ...role,
        termsAcceptedAt: new Date(t.clock.now()),
        createdAt: new Date(t.clock.now()),
      })
      .returning({ id: members.id });
    return { token: await signIn(t, email, DEMO_PASSWORD), id: row!.id, email, name };
  }

  /** A business that can sell: its payout account is onboarded (`connectId`). */
  async function business(): Promise<TestMember & { connectId: string }> {
    const b = await member({ isBusiness: true }, 'venue');
    const connectId = await insertEnabledPayoutAccount(t.db, b.id, t.clock.now());
    return { ...b, connectId };
  }

  /** A published event `days` ahead, 19:00 to 23:00 at a San Francisco venue, with `extra` fields of the form. */
  async function event(
    token: string,
    days = 10,
    name = 'Harbor Lights',
    extra: Record<string, unknown> = {},
  ): Promise<number> {
    const data = await ok(
      'business_create_update_event',
      {
        create: '1',
        event_name: name,
        address: '1 Market St, San Francisco, CA',
        draft: '0',
        start_time: at(days, '19:00'),
        end_time: at(days, '23:00'),
        ...extra,
      },
      token,
    );
    return data.event_id as number;
  }

  /** A $25 refundable ticket of 20, on sale from yesterday until the day after the event's start. */
  async function ticket(
    token: string,
    eventId: number,
    fields: Partial<RequestInput<'business_ticket_create_update'>> = {},
  ): Promise<BusinessTicket> {
    const data = await ok(
      'business_ticket_create_update',
      {
        event_id: eventId,
        name: 'General Admission',
        price: 2500,
        quantity: 20,
        refundable: true,
        sales_start: at(-1, '10:00'),
        sales_end: at(10, '18:00'),
        private: false,
        online_only: false,
        ...fields,
      },
      token,
    );
    return data.ticket as BusinessTicket;
  }

  /** A one-time token for a test card, from the sandbox's card form. */
  async function cardToken(number = '4242 4242 4242 4242'): Promise<string> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/cards/tokens',
      payload: { number, exp_month: 12, exp_year: 2031, cvc: '123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { id: string }).id;
  }

  /**
   * Buys `quantity` of a ticket at `price` (the ticket's price): with the sandbox's 4242 card, or through the product
   * when it is free. Answers the purchase.
   */
  async function buy(token: string, eventId: number, ticketId: number, quantity: number, price = 2500) {
    const paid = price > 0;
    const data = await ok(
      'user_purchase_tickets',
      {
        event_id: eventId,
        ticket_id: ticketId,
        quantity,
        price,
        payment_company: paid ? 'Stripe' : 'Stagepass',
        payment_method: paid ? await cardToken() : 'FreeTicket',
        is_token: 1,
      },
      token,
    );
    return data.purchase as { purchase_id: number; total_cents: number };
  }

  /** The pass codes of a purchase (one per person), from its receipt. */
  async function passes(token: string, purchaseId: number): Promise<string[]> {
    const receipt = await ok('user_get_ticket_receipt', { purchase_id: purchaseId }, token);
    return (receipt.passes as { code: string }[]).map((p) => p.code);
  }

  return { at, ok, member, business, event, ticket, cardToken, buy, passes };
}
