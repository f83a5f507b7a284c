import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import { cardCustomers, sandboxCards, sandboxCardTokens, sandboxCustomers } from '@stagepass/db/schema/tickets';
import { REFUSED_WHILE_ACTING } from '@stagepass/domain/agency';
import { createTestApp, PRODUCTION_TEST_KEY, useTestApp, type TestApp } from '../../test/test-app';
import { openSession } from '../accounts/sessions';
import { CARD_NOT_FOUND, CARDS_UNAVAILABLE } from './card-customers';

const NO_CARDS = { sources: [], default_source: null };

async function idOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.email, email));
  return row!.id;
}

async function sessionOf(t: TestApp, email: string): Promise<string> {
  return openSession(t.db, await idOf(t, email), t.clock.now());
}

function postToken(t: TestApp, payload: unknown) {
  return t.app.inject({ method: 'POST', url: '/dev/cards/tokens', payload: payload as Record<string, unknown> });
}

/** The sandbox card form's token for a card number (Stripe.js's part in the browser). */
async function tokenFor(t: TestApp, number: string): Promise<string> {
  // American Express cards have a four-digit code.
  const cvc = /^3[47]/.test(number) ? '1234' : '123';
  const res = await postToken(t, { number, exp_month: 12, exp_year: 2030, cvc });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { id: string }).id;
}

describe('saved cards in the payments sandbox (spec 001 §3 sources, §5, §7 Payments)', () => {
  const t = useTestApp({ seed: true });

  async function add(token: string, cardNumber: string, defaultSource?: boolean) {
    const input = {
      action: 'Add',
      token: await tokenFor(t, cardNumber),
      ...(defaultSource ? { default_source: true } : {}),
    };
    const res = await t.call('stripe_source_action', input, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as {
      message: string;
      reason: string | null;
      sources: { id: string }[];
      default_source: string | null;
    };
  }

  it('opens the customer once, saves cards, chooses the default and removes them', async () => {
    const fan = await sessionOf(t, 'fan@stagepass.test');
    expect((await t.call('stripe_retrieve_sources', {}, fan)).body).toEqual({
      data: { ...NO_CARDS, provider: 'sandbox', publishable_key: null },
    });
    expect((await t.call('stripe_get_customer_id', {}, fan)).body).toEqual({ data: { customer_id: null } });

    const created = await t.call('stripe_create_customer', {}, fan);
    expect(created.status).toBe(200);
    const customerId = created.body.data.customer_id as string;
    expect(customerId).toMatch(/^cus_[A-Za-z0-9]{24}$/);
    expect((await t.call('stripe_create_customer', {}, fan)).body).toEqual({ data: { customer_id: customerId } });
    expect((await t.call('stripe_get_customer_id', {}, fan)).body).toEqual({ data: { customer_id: customerId } });
    expect(await t.db.select().from(cardCustomers)).toEqual([
      { memberId: await idOf(t, 'fan@stagepass.test'), customerId, createdAt: new Date(t.clock.now()) },
    ]);
    expect(
      await t.db.select({ id: sandboxCustomers.id, email: sandboxCustomers.email }).from(sandboxCustomers),
    ).toEqual([{ id: customerId, email: 'fan@stagepass.test' }]);

    // The first card becomes the default though default_source was not asked for.
    const visa = await add(fan, '4242 4242 4242 4242');
    const visaCard = {
      id: expect.stringMatching(/^card_/),
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
    };
    expect(visa).toEqual({ message: 'Add', reason: null, sources: [visaCard], default_source: visa.sources[0]!.id });
    const visaId = visa.sources[0]!.id;

    t.clock.advance(1_000);
    const mastercard = await add(fan, '5555555555554444');
    const mastercardId = mastercard.sources.find((s) => s.id !== visaId)!.id;
    // Newest first; the default stays.
    expect(mastercard).toEqual({
      message: 'Add',
      reason: null,
      sources: [
        { ...visaCard, id: mastercardId, brand: 'mastercard', last4: '4444' },
        { ...visaCard, id: visaId },
      ],
      default_source: visaId,
    });

    t.clock.advance(1_000);
    const amex = await add(fan, '378282246310005', true);
    const amexId = amex.sources[0]!.id;
    expect(amex.sources.map((s) => s.id)).toEqual([amexId, mastercardId, visaId]);
    expect(amex.default_source).toBe(amexId);

    // Update makes a card the default, answered 'Add' (spec 001 §8 has three messages).
    const updated = await t.call('stripe_source_action', { action: 'Update', token: mastercardId }, fan);
    expect(updated.body.data).toMatchObject({ message: 'Add', reason: null, default_source: mastercardId });
    expect(updated.body.data.sources).toHaveLength(3);

    // Removing the default makes the newest card left the default.
    const deleted = await t.call('stripe_source_action', { action: 'Delete', token: mastercardId }, fan);
    expect(deleted.body.data).toMatchObject({ message: 'Delete', reason: null, default_source: amexId });
    expect(deleted.body.data.sources.map((s: { id: string }) => s.id)).toEqual([amexId, visaId]);
    const kept = await t.call('stripe_source_action', { action: 'Delete', token: visaId }, fan);
    expect(kept.body.data).toMatchObject({ message: 'Delete', default_source: amexId });
    expect((await t.call('stripe_source_action', { action: 'Delete', token: amexId }, fan)).body.data).toEqual({
      message: 'Delete',
      reason: null,
      ...NO_CARDS,
    });

    expect((await t.call('stripe_retrieve_sources', {}, fan)).body.data).toEqual({
      ...NO_CARDS,
      provider: 'sandbox',
      publishable_key: null,
    });
    // A removed card is gone: removing it again is 404.
    expect((await t.call('stripe_source_action', { action: 'Delete', token: amexId }, fan)).status).toBe(404);
  });

  it('opens the customer on the first Add, and lists the cards the sources answer', async () => {
    const talent = await sessionOf(t, 'talent@stagepass.test');
    const added = await add(talent, '6011111111111117');
    const customerId = (await t.call('stripe_get_customer_id', {}, talent)).body.data.customer_id;
    expect(customerId).toMatch(/^cus_/);
    expect((await t.call('stripe_retrieve_sources', {}, talent)).body.data).toEqual({
      sources: added.sources,
      default_source: added.default_source,
      provider: 'sandbox',
      publishable_key: null,
    });
    expect(added.sources).toMatchObject([{ brand: 'discover', last4: '1117' }]);
    // A later stripe_create_customer answers the same customer.
    expect((await t.call('stripe_create_customer', {}, talent)).body.data.customer_id).toBe(customerId);
  });

  it('has no SetupIntent in the sandbox (its card form makes tokens), but opens the customer for it', async () => {
    const fan = await sessionOf(t, 'fan@stagepass.test');
    expect((await t.call('stripe_setup_intent', {}, fan)).body).toEqual({ data: { client_secret: null } });
    expect((await t.call('stripe_get_customer_id', {}, fan)).body.data.customer_id).toMatch(/^cus_/);
  });

  it("answers 'Failure' with the provider's reason for a refused card, and keeps the cards as they were", async () => {
    const fan = await sessionOf(t, 'fan@stagepass.test');
    const visa = await add(fan, '4242424242424242');
    const declined = await t.call(
      'stripe_source_action',
      { action: 'Add', token: await tokenFor(t, '4000 0000 0000 0002'), default_source: true },
      fan,
    );
    expect(declined.status).toBe(200);
    expect(declined.body.data).toEqual({
      message: 'Failure',
      reason: 'Your card was declined.',
      sources: visa.sources,
      default_source: visa.default_source,
    });

    // 4000…9995 saves fine; its charges fail (tickets' purchases).
    const poor = await add(fan, '4000000000009995');
    expect(poor.sources).toHaveLength(2);

    const used = await tokenFor(t, '4242424242424242');
    expect((await t.call('stripe_source_action', { action: 'Add', token: used }, fan)).body.data.message).toBe('Add');
    const again = await t.call('stripe_source_action', { action: 'Add', token: used }, fan);
    expect(again.body.data).toMatchObject({ message: 'Failure', reason: expect.stringMatching(/enter it again/) });
    const unknown = await t.call('stripe_source_action', { action: 'Add', token: 'tok_neverMade' }, fan);
    expect(unknown.body.data).toMatchObject({ message: 'Failure', reason: expect.stringMatching(/not found/) });
    expect(unknown.body.data.sources).toHaveLength(3);
  });

  it("answers 404 for a card that is not the caller's, and leaves it with its owner", async () => {
    const fan = await sessionOf(t, 'fan@stagepass.test');
    const business = await sessionOf(t, 'business@stagepass.test');
    const fansCard = (await add(fan, '4242424242424242')).sources[0]!.id;

    // Without a customer, and with one of its own.
    for (let i = 0; i < 2; i++) {
      for (const action of ['Delete', 'Update'] as const) {
        const res = await t.call('stripe_source_action', { action, token: fansCard }, business);
        expect(res.status, action).toBe(404);
        expect(res.body).toEqual({ message: CARD_NOT_FOUND, code: 'NOT_FOUND', field: 'token' });
      }
      if (i === 0) await add(business, '5555555555554444');
    }
    const res = await t.call('stripe_source_action', { action: 'Delete', token: 'card_neverSaved' }, fan);
    expect(res.status).toBe(404);

    const [card] = await t.db.select().from(sandboxCards).where(eq(sandboxCards.id, fansCard));
    expect(card!.detachedAt).toBeNull();
    expect((await t.call('stripe_retrieve_sources', {}, fan)).body.data).toMatchObject({
      sources: [{ id: fansCard }],
      default_source: fansCard,
    });
  });

  it('refuses bad input with 400, naming the field', async () => {
    const fan = await sessionOf(t, 'fan@stagepass.test');
    const cases: [Record<string, unknown>, string][] = [
      [{ action: 'Remove', token: 'card_x' }, 'action'],
      [{ token: 'card_x' }, 'action'],
      [{ action: 'Add' }, 'token'],
      [{ action: 'Add', token: '   ' }, 'token'],
      [{ action: 'Add', token: 'x'.repeat(256) }, 'token'],
      [{ action: 'Add', token: 'tok_x', default_source: 'yes' }, 'default_source'],
    ];
    for (const [input, field] of cases) {
      const res = await t.call('stripe_source_action', input, fan);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.body).toMatchObject({ code: 'INVALID_INPUT', field });
    }
    expect(await t.db.select().from(cardCustomers)).toEqual([]);
  });

  it('answers 401 to a caller who is not signed in', async () => {
    const inputs = {
      stripe_create_customer: {},
      stripe_get_customer_id: {},
      stripe_retrieve_sources: {},
      stripe_source_action: { action: 'Add', token: 'tok_x' },
      stripe_setup_intent: {},
    } as const;
    for (const [name, input] of Object.entries(inputs)) {
      const res = await t.call(name as keyof typeof inputs, input);
      expect(res.status, name).toBe(401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    }
  });

  it("lets an agency keep its own cards, and read but not change its client's while acting as the client", async () => {
    const agency = await sessionOf(t, 'agency@stagepass.test');
    expect((await add(agency, '4242424242424242')).message).toBe('Add');

    expect((await t.call('agency_update_pin', { pin: '0420' }, agency)).status).toBe(200);
    const talent = await sessionOf(t, 'talent@stagepass.test');
    const talentId = await idOf(t, 'talent@stagepass.test');
    expect((await t.call('authorize_agency_access', { agency_username: 'apex', pin: '0420' }, talent)).status).toBe(
      200,
    );
    const clients = await add(talent, '5555555555554444');
    const switched = await t.call('agency_switch_user', { sp_id: talentId }, agency);
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    const acting = switched.body.data.session as string;

    const customerId = (await t.call('stripe_get_customer_id', {}, talent)).body.data.customer_id;
    expect((await t.call('stripe_get_customer_id', {}, acting)).body.data).toEqual({ customer_id: customerId });
    expect((await t.call('stripe_retrieve_sources', {}, acting)).body.data).toMatchObject({
      sources: clients.sources,
      default_source: clients.default_source,
    });
    const token = await tokenFor(t, '4242424242424242');
    for (const [name, input] of [
      ['stripe_create_customer', {}],
      ['stripe_source_action', { action: 'Add', token }],
      ['stripe_source_action', { action: 'Delete', token: clients.sources[0]!.id }],
      ['stripe_source_action', { action: 'Update', token: clients.sources[0]!.id }],
    ] as const) {
      const res = await t.call(name, input, acting);
      expect(res.status, name).toBe(403);
      expect(res.body).toEqual({ message: REFUSED_WHILE_ACTING, code: 'FORBIDDEN' });
    }
    expect((await t.call('stripe_retrieve_sources', {}, talent)).body.data.sources).toEqual(clients.sources);
  });

  it('opens one customer for two first calls at once', async () => {
    const fan = await sessionOf(t, 'fan@stagepass.test');
    const answers = await Promise.all([
      t.call('stripe_create_customer', {}, fan),
      t.call('stripe_create_customer', {}, fan),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[1]!.body).toEqual(answers[0]!.body);
    expect(await t.db.select().from(cardCustomers)).toHaveLength(1);
  });

  describe('the sandbox card form (POST /dev/cards/tokens)', () => {
    it('answers a token with brand and last four, keeping neither the number nor the code', async () => {
      const res = await postToken(t, { number: '3782 822463 10005', exp_month: '4', exp_year: '31', cvc: '1234' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ id: expect.stringMatching(/^tok_[A-Za-z0-9]{24}$/), brand: 'amex', last4: '0005' });
      const [row] = await t.db.select().from(sandboxCardTokens);
      expect(row).toMatchObject({ brand: 'amex', last4: '0005', expMonth: 4, expYear: 2031, behaviour: 'succeeds' });
      expect(JSON.stringify(row)).not.toMatch(/378282|1234/);
    });

    it('answers 400 with the message and the field to correct', async () => {
      const good = { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' };
      const cases: [unknown, string, string][] = [
        [{ ...good, number: '4242 4242 4242 4241' }, 'number', 'Your card number is invalid.'],
        [{ ...good, number: 4242424242424242 }, 'number', 'Your card number is incomplete.'],
        [{ ...good, number: undefined }, 'number', 'Your card number is incomplete.'],
        [{}, 'number', 'Your card number is incomplete.'],
        [{ ...good, exp_month: 'May' }, 'exp_month', "Your card's expiration month is invalid."],
        [{ ...good, exp_month: 10, exp_year: 2026 }, 'exp_month', "Your card's expiration date is in the past."],
        [{ ...good, exp_year: 2024 }, 'exp_year', "Your card's expiration year is in the past."],
        [{ ...good, exp_year: null }, 'exp_year', "Your card's expiration year is invalid."],
        [{ ...good, cvc: '1' }, 'cvc', "Your card's security code is invalid."],
        [{ ...good, number: '378282246310005' }, 'cvc', "Your card's security code is invalid."],
      ];
      for (const [payload, field, message] of cases) {
        const res = await postToken(t, payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toEqual({ message, field });
      }
      // Nothing was stored for any of them.
      expect(await t.db.select().from(sandboxCardTokens)).toEqual([]);
    });

    it('refuses a body that is not JSON fields', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/dev/cards/tokens',
        headers: { 'content-type': 'application/json' },
        payload: '[1,2]',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ field: 'number' });
    });
  });
});

describe('cards with Stripe configured', () => {
  // The API is never called here: no member has a customer yet.
  const t = useTestApp({
    seed: true,
    env: {
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_API_URL: 'http://127.0.0.1:9',
    },
  });

  it('tells the page to show Stripe Elements with the publishable key, and serves no sandbox card form', async () => {
    const fan = await sessionOf(t, 'fan@stagepass.test');
    expect((await t.call('stripe_retrieve_sources', {}, fan)).body).toEqual({
      data: { ...NO_CARDS, provider: 'stripe', publishable_key: 'pk_test_123' },
    });
    expect(
      (await postToken(t, { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' })).statusCode,
    ).toBe(404);
  });
});

describe('cards in production without STRIPE_SECRET_KEY', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production', SECRETS_KEY: PRODUCTION_TEST_KEY });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('answers 503 to changes instead of using the sandbox, and lists no cards', async () => {
    const now = new Date(prod.clock.now());
    const [member] = await prod.db
      .insert(members)
      .values({ email: 'fan@example.com', name: 'Fan', termsAcceptedAt: now, createdAt: now })
      .returning({ id: members.id });
    const token = await openSession(prod.db, member!.id, prod.clock.now());
    for (const [name, input] of [
      ['stripe_create_customer', {}],
      ['stripe_source_action', { action: 'Add', token: 'tok_x' }],
      ['stripe_source_action', { action: 'Delete', token: 'card_x' }],
    ] as const) {
      const res = await prod.call(name, input, token);
      expect(res.status, name).toBe(503);
      expect(res.body).toEqual({ message: CARDS_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' });
    }
    expect((await prod.call('stripe_retrieve_sources', {}, token)).body).toEqual({
      data: { ...NO_CARDS, provider: 'unavailable', publishable_key: null },
    });
    expect((await prod.call('stripe_get_customer_id', {}, token)).body).toEqual({ data: { customer_id: null } });
    expect((await postToken(prod, { number: '4242424242424242' })).statusCode).toBe(404);
  });
});
