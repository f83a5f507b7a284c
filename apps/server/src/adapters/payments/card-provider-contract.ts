import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CardAuthentication, CardProvider, ChargeRequest } from './card-provider';

/**
 * The test cards the suite uses, by what they do (Stripe's numbers: 4242…, 5555…4444, 4000…0002, 4000…9995, and
 * 4000 0027 6000 3184 whose bank asks for 3-D Secure).
 */
export type TestCard = 'visa' | 'mastercard' | 'declined' | 'insufficientFunds' | 'authentication';

export interface CardContractHooks {
  /** A single-use token for a test card, as the provider's card form makes it in the browser. */
  token(card: TestCard): Promise<string>;
  /** How many charges the provider holds, declined ones included. */
  chargeCount(): Promise<number>;
  /** The cardholder answers their bank's challenge in the browser (Stripe.js handleNextAction, the sandbox's modal). */
  authenticate(authentication: CardAuthentication, complete: boolean): Promise<void>;
}

const member = { email: 'fan@example.com', name: 'Fan Person', memberId: 7 };
/** Idempotency keys are unique per run: the sandbox's database and Stripe's keys outlive one test. */
const key = (what: string) => `${what}-${randomUUID()}`;

/**
 * What every CardProvider does (DESIGN.md §5, spec 001 §3 sources, §7 Payments): run by card-sandbox.test.ts against
 * the database, and by card-stripe.test.ts against a local server answering as Stripe's API does.
 */
export function cardProviderContract(name: string, provider: () => CardProvider, hooks: CardContractHooks) {
  async function customerWith(...cards: TestCard[]) {
    const { customerId } = await provider().createCustomer(member);
    const ids: string[] = [];
    for (const [i, card] of cards.entries()) {
      const attached = await provider().attachCard(customerId, await hooks.token(card), i === 0);
      if (!attached.ok) throw new Error(`${card}: ${attached.decline.message}`);
      ids.push(attached.card.id);
    }
    return { customerId, cardIds: ids };
  }

  const charge = (over: Partial<ChargeRequest> & Pick<ChargeRequest, 'source'>): ChargeRequest => ({
    amountCents: 5_000,
    currency: 'USD',
    customerId: null,
    isToken: false,
    description: 'Stagepass purchase 1',
    idempotencyKey: key('purchase'),
    metadata: { purchase_id: '1' },
    ...over,
  });

  describe(`${name}: the CardProvider contract`, () => {
    it('opens customers, each with its own id and no cards yet', async () => {
      const a = await provider().createCustomer(member);
      const b = await provider().createCustomer({ ...member, memberId: 8 });
      expect(a.customerId).toMatch(/^cus_/);
      expect(b.customerId).not.toBe(a.customerId);
      expect(await provider().listCards(a.customerId)).toEqual({ cards: [], defaultCardId: null });
    });

    it('saves cards with their brand and last four, chooses the default, and removes them', async () => {
      const { customerId } = await provider().createCustomer(member);
      const visa = await provider().attachCard(customerId, await hooks.token('visa'), true);
      expect(visa).toEqual({
        ok: true,
        card: { id: expect.stringMatching(/^(card|pm)_/), brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
      });
      const mastercard = await provider().attachCard(customerId, await hooks.token('mastercard'), false);
      expect(mastercard).toMatchObject({ ok: true, card: { brand: 'mastercard', last4: '4444' } });
      const visaId = visa.ok ? visa.card.id : '';
      const mastercardId = mastercard.ok ? mastercard.card.id : '';

      const listed = await provider().listCards(customerId);
      expect(listed.cards.map((c) => c.id).sort()).toEqual([visaId, mastercardId].sort());
      expect(listed.defaultCardId).toBe(visaId);

      expect(await provider().setDefaultCard(customerId, mastercardId)).toBe(true);
      expect((await provider().listCards(customerId)).defaultCardId).toBe(mastercardId);

      // Removing the default leaves the customer without one (the handler chooses another).
      expect(await provider().detachCard(customerId, mastercardId)).toBe(true);
      expect(await provider().listCards(customerId)).toEqual({ cards: [visa.ok && visa.card], defaultCardId: null });
      expect(await provider().detachCard(customerId, mastercardId)).toBe(false);
      expect(await provider().setDefaultCard(customerId, mastercardId)).toBe(false);
    });

    it('knows no card of another customer: it cannot be removed, made the default or charged', async () => {
      const owner = await customerWith('visa');
      const other = await customerWith();
      const cardId = owner.cardIds[0]!;
      expect(await provider().detachCard(other.customerId, cardId)).toBe(false);
      expect(await provider().setDefaultCard(other.customerId, cardId)).toBe(false);
      const charged = await provider().charge(charge({ customerId: other.customerId, source: cardId }));
      expect(charged).toEqual({ ok: false, decline: { code: 'resource_missing', message: expect.any(String) } });
      expect(await provider().listCards(owner.customerId)).toMatchObject({
        cards: [{ id: cardId }],
        defaultCardId: cardId,
      });
    });

    it('refuses to save 4000…0002 with the decline, and saves nothing', async () => {
      const { customerId } = await provider().createCustomer(member);
      const declined = await provider().attachCard(customerId, await hooks.token('declined'), true);
      expect(declined).toEqual({ ok: false, decline: { code: 'card_declined', message: 'Your card was declined.' } });
      expect(await provider().listCards(customerId)).toEqual({ cards: [], defaultCardId: null });
    });

    it('charges a saved card and a one-time card, answering brand and last four', async () => {
      const { customerId, cardIds } = await customerWith('visa');
      const saved = await provider().charge(charge({ customerId, source: cardIds[0]! }));
      expect(saved).toEqual({ ok: true, chargeId: expect.stringMatching(/^(ch|pi)_/), brand: 'visa', last4: '4242' });
      const once = await provider().charge(charge({ source: await hooks.token('mastercard'), isToken: true }));
      expect(once).toMatchObject({ ok: true, brand: 'mastercard', last4: '4444' });
    });

    it('saves 4000…9995, whose charges fail for insufficient funds', async () => {
      const { customerId, cardIds } = await customerWith('insufficientFunds');
      const result = await provider().charge(charge({ customerId, source: cardIds[0]! }));
      expect(result).toEqual({
        ok: false,
        decline: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
      });
      const once = await provider().charge(charge({ source: await hooks.token('declined'), isToken: true }));
      expect(once).toEqual({ ok: false, decline: { code: 'card_declined', message: 'Your card was declined.' } });
    });

    it('charges once per idempotency key, answering the first result again', async () => {
      const { customerId, cardIds } = await customerWith('visa', 'insufficientFunds');
      const before = await hooks.chargeCount();
      const request = charge({ customerId, source: cardIds[0]! });
      const first = await provider().charge(request);
      const again = await provider().charge(request);
      expect(first.ok).toBe(true);
      expect(again).toEqual(first);

      const poor = charge({ customerId, source: cardIds[1]! });
      const declined = await provider().charge(poor);
      expect(declined.ok).toBe(false);
      expect(await provider().charge(poor)).toEqual(declined);
      expect(await hooks.chargeCount()).toBe(before + 2);
    });

    it('3-D Secure: on session a charge waits for the bank; the same key then answers the outcome, charged once', async () => {
      const { customerId, cardIds } = await customerWith('authentication');
      const waitFor = async (request: ChargeRequest) => {
        const answer = await provider().charge(request);
        expect(answer).toMatchObject({ ok: false, decline: { code: 'authentication_required' } });
        if (answer.ok || !answer.authentication) throw new Error('the charge did not wait for authentication');
        expect(answer.authentication.clientSecret).toContain('_secret');
        // Asked again before the cardholder answers: still waiting, the same payment.
        expect(await provider().charge(request)).toEqual(answer);
        return answer.authentication;
      };
      const on = (over: Partial<ChargeRequest> = {}) =>
        charge({ customerId, source: cardIds[0]!, onSession: true, ...over });

      const completed = on();
      const auth = await waitFor(completed);
      await hooks.authenticate(auth, true);
      const paid = await provider().charge(completed);
      expect(paid).toMatchObject({ ok: true, chargeId: auth.paymentId });
      expect(await provider().charge(completed)).toEqual(paid);
      // Cancelling a payment the cardholder confirmed first leaves it standing.
      expect(await provider().cancelCharge(auth.paymentId)).toEqual(paid);

      const failed = on();
      await hooks.authenticate(await waitFor(failed), false);
      expect(await provider().charge(failed)).toMatchObject({
        ok: false,
        decline: { code: 'payment_intent_authentication_failure' },
      });

      const abandoned = on();
      const given = await waitFor(abandoned);
      const cancelled = await provider().cancelCharge(given.paymentId);
      expect(cancelled).toEqual({ ok: false, decline: { code: 'canceled', message: expect.any(String) } });
      await expect(hooks.authenticate(given, true)).rejects.toThrow();
      expect(await provider().charge(abandoned)).toEqual(cancelled);

      // Off session (nobody there to confirm) the card is declined at once.
      const off = await provider().charge(on({ onSession: false }));
      expect(off).toMatchObject({ ok: false, decline: { code: 'authentication_required' } });
      expect(off.ok || off.authentication).toBeFalsy();
    });

    it('refunds once per idempotency key, and never more than was charged', async () => {
      const { customerId, cardIds } = await customerWith('visa');
      const paid = await provider().charge(charge({ customerId, source: cardIds[0]!, amountCents: 5_000 }));
      if (!paid.ok) throw new Error('the charge was declined');
      const part = { chargeId: paid.chargeId, amountCents: 2_000, idempotencyKey: key('refund') };
      const first = await provider().refund(part);
      expect(first.refundId).toMatch(/^re_/);
      expect(await provider().refund(part)).toEqual(first);

      // 3,000 cents are left: 4,000 is too much, the rest (no amount) is fine, and then nothing is left.
      await expect(
        provider().refund({ chargeId: paid.chargeId, amountCents: 4_000, idempotencyKey: key('refund') }),
      ).rejects.toThrow();
      const rest = await provider().refund({ chargeId: paid.chargeId, idempotencyKey: key('refund') });
      expect(rest.refundId).not.toBe(first.refundId);
      await expect(provider().refund({ chargeId: paid.chargeId, idempotencyKey: key('refund') })).rejects.toThrow();
      // A repeated key still answers its refund, though nothing is left to refund.
      expect(await provider().refund(part)).toEqual(first);
    });
  });
}
