import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@stagepass/db/client';
import { sandboxCardTokens, sandboxCharges, sandboxRefunds } from '@stagepass/db/schema/tickets';
import { ManualClock } from '../clock';
import { cardProviderContract, type TestCard } from './card-provider-contract';
import {
  checkCardForm,
  detectBrand,
  luhnValid,
  SANDBOX_DECLINES,
  SANDBOX_TEST_CARDS,
  SandboxCardProvider,
  type CardForm,
} from './card-sandbox';
import { createCards } from './cards';
import { createTestApp, type TestApp } from '../../test/test-app';

// The test app's database: in-memory PGlite, or a fresh database on the PostgreSQL server of DATABASE_URL, where
// the concurrent calls below really race.
let t: TestApp;
let handle: DatabaseHandle;
let sandbox: SandboxCardProvider;
// 2026-11-22: cards expiring in November 2026 are still good, October 2026 is past.
const clock = new ManualClock();
beforeAll(async () => {
  t = await createTestApp();
  handle = t.handle;
  sandbox = new SandboxCardProvider(handle.db, clock);
});
afterAll(async () => {
  await t?.close();
});

const NUMBERS: Record<TestCard, string> = {
  visa: SANDBOX_TEST_CARDS.succeeds,
  mastercard: '5555 5555 5555 4444',
  declined: SANDBOX_TEST_CARDS.declined,
  insufficientFunds: SANDBOX_TEST_CARDS.insufficientFunds,
  authentication: SANDBOX_TEST_CARDS.authentication,
};
const form = (over: Partial<CardForm> = {}): CardForm => ({
  number: SANDBOX_TEST_CARDS.succeeds,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...over,
});

async function tokenOf(number: string) {
  const made = await sandbox.createToken(form({ number }));
  if (!made.ok) throw new Error(made.message);
  return made.token.id;
}

cardProviderContract('payments sandbox', () => sandbox, {
  token: (card) => tokenOf(NUMBERS[card]),
  async chargeCount() {
    return (await handle.db.select({ id: sandboxCharges.id }).from(sandboxCharges)).length;
  },
  async authenticate({ clientSecret }, complete) {
    if (!(await sandbox.authenticate(clientSecret, complete))) throw new Error('no payment waits for it');
  },
});

describe('payments sandbox: the card form (what Stripe.js checks)', () => {
  it('finds the brand of spec 001 §9 from the first digits', () => {
    const cases: [string, string][] = [
      ['4242424242424242', 'visa'],
      ['5555555555554444', 'mastercard'],
      ['5105105105105100', 'mastercard'],
      ['2223003122003222', 'mastercard'],
      ['2720990000000007', 'mastercard'],
      ['378282246310005', 'amex'],
      ['371449635398431', 'amex'],
      ['6011111111111117', 'discover'],
      ['6500000000000002', 'discover'],
      ['3056930009020004', 'diners'],
      ['36227206271667', 'diners'],
      ['3566002020360505', 'jcb'],
      ['3528000000000007', 'jcb'],
      ['6200000000000005', 'unionpay'],
      ['2721000000000004', 'unknown'],
      ['9999999999999995', 'unknown'],
      ['3590000000000001', 'unknown'],
    ];
    for (const [number, brand] of cases) expect(detectBrand(number), number).toBe(brand);
  });

  it('checks the Luhn digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('378282246310005')).toBe(true);
    expect(luhnValid('0')).toBe(true);
    expect(luhnValid('')).toBe(false);
  });

  it('makes a token of a valid card, keeping brand, last four and behaviour, never the number', async () => {
    const made = await sandbox.createToken(form({ number: ' 4000 0000 0000 9995 ', cvc: '1234' }));
    expect(made).toEqual({
      ok: true,
      token: { id: expect.stringMatching(/^tok_[A-Za-z0-9]{24}$/), brand: 'visa', last4: '9995' },
    });
    const id = made.ok ? made.token.id : '';
    const [row] = await handle.db.select().from(sandboxCardTokens).where(eq(sandboxCardTokens.id, id));
    expect(row).toEqual({
      id,
      brand: 'visa',
      last4: '9995',
      expMonth: 12,
      expYear: 2030,
      behaviour: 'insufficient_funds',
      createdAt: new Date(clock.now()),
      usedAt: null,
    });
    const { rows } = await handle.execute('select * from sandbox_card_tokens');
    expect(JSON.stringify(rows)).not.toContain('40000000');
  });

  it('reads a two-digit year as 20xx, and takes the card through the end of its month', async () => {
    expect(await sandbox.createToken(form({ expYear: 31 }))).toMatchObject({ ok: true });
    expect(checkCardForm(form({ expYear: 31 }), clock.now())).toMatchObject({ ok: true, expYear: 2031 });
    expect(checkCardForm(form({ expMonth: 11, expYear: 2026 }), clock.now())).toMatchObject({ ok: true });
  });

  it('names the field to correct, with the card form’s message', () => {
    const refused = (over: Partial<CardForm>) => {
      const checked = checkCardForm(form(over), clock.now());
      return checked.ok ? 'accepted' : [checked.field, checked.message];
    };
    expect(refused({ number: '' })).toEqual(['number', 'Your card number is incomplete.']);
    expect(refused({ number: '4242 4242 4242' })).toEqual(['number', 'Your card number is incomplete.']);
    expect(refused({ number: '4242424242424241' })).toEqual(['number', 'Your card number is invalid.']);
    expect(refused({ number: '4242-4242-4242-424x' })).toEqual(['number', 'Your card number is invalid.']);
    // An amex number is 15 digits.
    expect(refused({ number: '3782822463100050' })).toEqual(['number', 'Your card number is invalid.']);
    expect(refused({ expMonth: 0 })).toEqual(['exp_month', "Your card's expiration month is invalid."]);
    expect(refused({ expMonth: 13 })).toEqual(['exp_month', "Your card's expiration month is invalid."]);
    expect(refused({ expMonth: Number.NaN })).toEqual(['exp_month', "Your card's expiration month is invalid."]);
    expect(refused({ expYear: 2025 })).toEqual(['exp_year', "Your card's expiration year is in the past."]);
    expect(refused({ expYear: 25 })).toEqual(['exp_year', "Your card's expiration year is in the past."]);
    expect(refused({ expMonth: 10, expYear: 2026 })).toEqual([
      'exp_month',
      "Your card's expiration date is in the past.",
    ]);
    expect(refused({ expYear: 2090 })).toEqual(['exp_year', "Your card's expiration year is invalid."]);
    expect(refused({ cvc: '' })).toEqual(['cvc', "Your card's security code is incomplete."]);
    expect(refused({ cvc: '12' })).toEqual(['cvc', "Your card's security code is invalid."]);
    expect(refused({ cvc: '12a' })).toEqual(['cvc', "Your card's security code is invalid."]);
    expect(refused({ cvc: '12345' })).toEqual(['cvc', "Your card's security code is invalid."]);
    // American Express has four digits on the front.
    expect(refused({ number: '378282246310005', cvc: '123' })).toEqual([
      'cvc',
      "Your card's security code is invalid.",
    ]);
    expect(refused({ number: '378282246310005', cvc: '1234' })).toBe('accepted');
  });

  it('measures the expiry by the injected clock', () => {
    const later = new ManualClock(Date.parse('2031-01-01T00:00:00Z'));
    expect(checkCardForm(form({ expYear: 2030 }), later.now())).toMatchObject({
      ok: false,
      field: 'exp_year',
    });
  });
});

describe('payments sandbox: tokens, charges and refunds', () => {
  const request = (source: string, over: object = {}) => ({
    amountCents: 2_500,
    currency: 'usd',
    customerId: null,
    source,
    isToken: true,
    description: 'Stagepass purchase 9',
    idempotencyKey: `purchase-${randomUUID()}`,
    metadata: {},
    ...over,
  });

  it('uses a token once: a second charge or save with it is refused', async () => {
    const token = await tokenOf(SANDBOX_TEST_CARDS.succeeds);
    expect(await sandbox.charge(request(token))).toMatchObject({ ok: true });
    expect(await sandbox.charge(request(token))).toEqual({ ok: false, decline: SANDBOX_DECLINES.token_already_used });
    const { customerId } = await sandbox.createCustomer({ email: 'a@example.com' });
    expect(await sandbox.attachCard(customerId, token, true)).toEqual({
      ok: false,
      decline: SANDBOX_DECLINES.token_already_used,
    });
    expect(await sandbox.attachCard(customerId, 'tok_neverMade', true)).toEqual({
      ok: false,
      decline: SANDBOX_DECLINES.resource_missing,
    });
    // A refused save spends the token too: the card form is filled in again.
    const declined = await tokenOf(SANDBOX_TEST_CARDS.declined);
    await sandbox.attachCard(customerId, declined, true);
    expect(await sandbox.attachCard(customerId, declined, true)).toMatchObject({
      decline: { code: 'token_already_used' },
    });
  });

  it('declines an expired card (4000…0069) when saved and when charged', async () => {
    const { customerId } = await sandbox.createCustomer({ email: 'a@example.com' });
    const expired = { ok: false, decline: { code: 'expired_card', message: 'Your card has expired.' } };
    expect(await sandbox.attachCard(customerId, await tokenOf(SANDBOX_TEST_CARDS.expired), true)).toEqual(expired);
    expect(await sandbox.charge(request(await tokenOf(SANDBOX_TEST_CARDS.expired)))).toEqual(expired);
  });

  it('stores the charge as made: amount, lower-case currency, card, and one row per key', async () => {
    const { customerId } = await sandbox.createCustomer({ email: 'a@example.com' });
    const attached = await sandbox.attachCard(customerId, await tokenOf('5555555555554444'), true);
    const cardId = attached.ok ? attached.card.id : '';
    const paid = await sandbox.charge(request(cardId, { customerId, isToken: false, currency: 'USD' }));
    const chargeId = paid.ok ? paid.chargeId : '';
    expect(chargeId).toMatch(/^ch_[A-Za-z0-9]{24}$/);
    const [row] = await handle.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
    expect(row).toMatchObject({
      customerId,
      cardId,
      amountCents: 2_500,
      currency: 'usd',
      status: 'succeeded',
      declineCode: null,
      brand: 'mastercard',
      last4: '4444',
      refundedCents: 0,
      description: 'Stagepass purchase 9',
    });
  });

  it('refuses a key reused for another amount, and amounts that are not whole positive cents', async () => {
    const first = request(await tokenOf(SANDBOX_TEST_CARDS.succeeds));
    await sandbox.charge(first);
    await expect(sandbox.charge({ ...first, amountCents: 2_600 })).rejects.toThrow(/another charge/);
    await expect(sandbox.charge(request('tok_x', { amountCents: 0 }))).rejects.toThrow(/positive/);
    await expect(sandbox.charge(request('tok_x', { amountCents: 10.5 }))).rejects.toThrow(/positive/);
  });

  describe('calls at the same time (they race on PostgreSQL; PGlite, with one connection, runs them in turn)', () => {
    it('charges once for one key sent six times at once, and all six get the same answer', async () => {
      const same = request(await tokenOf(SANDBOX_TEST_CARDS.succeeds));
      const answers = await Promise.all(Array.from({ length: 6 }, () => sandbox.charge(same)));
      expect(answers[0]).toMatchObject({ ok: true });
      for (const answer of answers) expect(answer).toEqual(answers[0]);
      const rows = await handle.db
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, same.idempotencyKey));
      expect(rows).toHaveLength(1);
    });

    it('saves a card once from one token sent twice at once', async () => {
      const { customerId } = await sandbox.createCustomer({ email: 'a@example.com' });
      const token = await tokenOf(SANDBOX_TEST_CARDS.succeeds);
      const answers = await Promise.all([
        sandbox.attachCard(customerId, token, true),
        sandbox.attachCard(customerId, token, true),
      ]);
      expect(answers.filter((a) => a.ok)).toHaveLength(1);
      expect(answers.find((a) => !a.ok)).toEqual({ ok: false, decline: SANDBOX_DECLINES.token_already_used });
      expect((await sandbox.listCards(customerId)).cards).toHaveLength(1);
    });

    it('never refunds more than was charged: of three refunds of 20.00 on 50.00 at once, two are made', async () => {
      const paid = await sandbox.charge(request(await tokenOf(SANDBOX_TEST_CARDS.succeeds), { amountCents: 5_000 }));
      const chargeId = paid.ok ? paid.chargeId : '';
      const results = await Promise.allSettled(
        Array.from({ length: 3 }, () =>
          sandbox.refund({ chargeId, amountCents: 2_000, idempotencyKey: `refund-${randomUUID()}` }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      const [charge] = await handle.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
      expect(charge!.refundedCents).toBe(4_000);
    });

    // The control: without the charge's row lock, two refunds that both read before either writes lose one
    // update. It shows the transactions above do overlap on PostgreSQL, so their passing is the lock's doing.
    it.runIf(Boolean(process.env.DATABASE_URL))('control: without the row lock an update is lost', async () => {
      const paid = await sandbox.charge(request(await tokenOf(SANDBOX_TEST_CARDS.succeeds), { amountCents: 5_000 }));
      const chargeId = paid.ok ? paid.chargeId : '';
      let arrived = 0;
      let release = () => {};
      const bothRead = new Promise<void>((resolve) => (release = resolve));
      const unlocked = () =>
        handle.db.transaction(async (tx) => {
          const [row] = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
          if (++arrived === 2) release();
          await bothRead;
          await tx
            .update(sandboxCharges)
            .set({ refundedCents: row!.refundedCents + 2_000 })
            .where(eq(sandboxCharges.id, chargeId));
        });
      await Promise.all([unlocked(), unlocked()]);
      const [charge] = await handle.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
      expect(charge!.refundedCents).toBe(2_000);
    });
  });

  it('records refunds against the charge, and refuses a declined or unknown charge', async () => {
    const paid = await sandbox.charge(request(await tokenOf(SANDBOX_TEST_CARDS.succeeds)));
    const chargeId = paid.ok ? paid.chargeId : '';
    const [a, b] = await Promise.all([
      sandbox.refund({ chargeId, amountCents: 1_000, idempotencyKey: `refund-${randomUUID()}` }),
      sandbox.refund({ chargeId, amountCents: 1_000, idempotencyKey: `refund-${randomUUID()}` }),
    ]);
    expect(a.refundId).not.toBe(b.refundId);
    const [charge] = await handle.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
    expect(charge!.refundedCents).toBe(2_000);
    expect(await handle.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.chargeId, chargeId))).toHaveLength(2);
    const reused = `refund-${randomUUID()}`;
    await sandbox.refund({ chargeId, idempotencyKey: reused });
    const other = await sandbox.charge(request(await tokenOf(SANDBOX_TEST_CARDS.succeeds)));
    await expect(sandbox.refund({ chargeId: other.ok ? other.chargeId : '', idempotencyKey: reused })).rejects.toThrow(
      /another charge/,
    );

    const declined = await sandbox.charge(request(await tokenOf(SANDBOX_TEST_CARDS.declined)));
    expect(declined.ok).toBe(false);
    const [failed] = await handle.db.select().from(sandboxCharges).where(eq(sandboxCharges.status, 'failed')).limit(1);
    await expect(sandbox.refund({ chargeId: failed!.id, idempotencyKey: `refund-${randomUUID()}` })).rejects.toThrow(
      /not paid/,
    );
    await expect(sandbox.refund({ chargeId: 'ch_nope', idempotencyKey: `refund-${randomUUID()}` })).rejects.toThrow(
      /no charge/,
    );
  });

  it('keeps a saved card’s charges to its customer, and forgets removed cards', async () => {
    const { customerId } = await sandbox.createCustomer({ email: 'a@example.com' });
    const attached = await sandbox.attachCard(customerId, await tokenOf(SANDBOX_TEST_CARDS.succeeds), true);
    const cardId = attached.ok ? attached.card.id : '';
    expect(await sandbox.charge(request(cardId, { isToken: false }))).toEqual({
      ok: false,
      decline: SANDBOX_DECLINES.resource_missing,
    });
    await sandbox.detachCard(customerId, cardId);
    expect(await sandbox.charge(request(cardId, { customerId, isToken: false }))).toEqual({
      ok: false,
      decline: SANDBOX_DECLINES.resource_missing,
    });
    await expect(sandbox.listCards('cus_neverOpened')).rejects.toThrow(/no customer/);
  });
});

describe('createCards: the provider by configuration (DESIGN.md §5)', () => {
  const base = { STRIPE_API_URL: 'https://api.stripe.com' };
  it('is the sandbox by default, Stripe with a secret key, and unavailable in production without one', async () => {
    const deps = { db: handle.db, clock };
    const dev = createCards({ ...base, NODE_ENV: 'development' }, deps);
    expect(dev.provider.kind).toBe('sandbox');
    expect(dev.sandbox).toBe(dev.provider);
    expect(dev.provider.publishableKey).toBeNull();

    const stripe = createCards(
      { ...base, NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
      deps,
    );
    expect(stripe.provider).toMatchObject({ kind: 'stripe', publishableKey: 'pk_test_1' });
    expect(stripe.sandbox).toBeNull();
    expect(
      createCards({ ...base, NODE_ENV: 'test', STRIPE_SECRET_KEY: 'sk_test_1' }, deps).provider.publishableKey,
    ).toBeNull();

    const prod = createCards({ ...base, NODE_ENV: 'production' }, deps);
    expect(prod).toMatchObject({ provider: { kind: 'unavailable', publishableKey: null }, sandbox: null });
    await expect(prod.provider.createCustomer({ email: 'a@example.com', name: 'A', memberId: 1 })).rejects.toThrow(
      /STRIPE_SECRET_KEY/,
    );
    const charge = {
      amountCents: 100,
      currency: 'usd',
      customerId: null,
      source: 'tok_x',
      isToken: true,
      description: '',
      idempotencyKey: randomUUID(),
      metadata: {},
    };
    await expect(prod.provider.charge(charge)).rejects.toThrow(/STRIPE_SECRET_KEY/);
  });
});
