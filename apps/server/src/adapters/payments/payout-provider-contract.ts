import { describe, expect, it } from 'vitest';
import type { PayoutProvider } from './payout-provider';

export interface PayoutContractHooks {
  /** The provider's "now" in ms, against which a link's expiry is compared. */
  now(): number;
  /** Finishes onboarding for the account as its member would, through the link's page where there is one. */
  finishOnboarding(connectId: string, linkUrl: string): Promise<void>;
  /** The transfers the provider holds for the account: what money actually moved. */
  transfersTo(connectId: string): Promise<{ id: string; amountCents: number }[]>;
}

const member = { email: 'venue@example.com', country: 'US', memberId: 42 };
const urls = (connectId: string) => ({
  returnUrl: `http://127.0.0.1:3000/mobile/redirect/stripeconnect/${connectId}/return`,
  refreshUrl: `http://127.0.0.1:3000/mobile/redirect/stripeconnect/${connectId}/refresh`,
});

/**
 * What every PayoutProvider does (DESIGN.md §5): run by sandbox.test.ts against the database, and by stripe.test.ts
 * against a local server answering as Stripe's API does.
 */
export function payoutProviderContract(name: string, provider: () => PayoutProvider, hooks: PayoutContractHooks) {
  describe(`${name}: the PayoutProvider contract`, () => {
    it('opens accounts that are not onboarded yet, each with its own id', async () => {
      const a = await provider().createAccount(member);
      const b = await provider().createAccount({ ...member, memberId: 43 });
      expect(a.connectId).toMatch(/^acct_/);
      expect(b.connectId).not.toBe(a.connectId);
      expect(await provider().retrieveAccount(a.connectId)).toEqual({
        enabled: false,
        restricted: true,
        detailsSubmitted: false,
      });
    });

    it('links to onboarding that expires later, and is enabled once onboarding is finished', async () => {
      const { connectId } = await provider().createAccount(member);
      const link = await provider().createAccountLink({ connectId, ...urls(connectId) });
      expect(new URL(link.url).protocol).toMatch(/^https?:$/);
      expect(link.expiresAt).toBeGreaterThan(hooks.now());
      const another = await provider().createAccountLink({ connectId, ...urls(connectId) });
      expect(another.url).not.toBe(link.url);

      await hooks.finishOnboarding(connectId, link.url);
      expect(await provider().retrieveAccount(connectId)).toEqual({
        enabled: true,
        restricted: false,
        detailsSubmitted: true,
      });
    });

    it('transfers to an onboarded account once per idempotency key, and refuses the key for another transfer', async () => {
      const { connectId } = await provider().createAccount(member);
      const link = await provider().createAccountLink({ connectId, ...urls(connectId) });
      await hooks.finishOnboarding(connectId, link.url);
      const request = {
        connectId,
        amountCents: 12_345,
        currency: 'USD',
        idempotencyKey: `payout-contract-${connectId}`,
        description: 'Ticket revenue: Harbor Lights',
        metadata: { payout_id: '1', event_id: '2' },
      };
      const first = await provider().transfer(request);
      expect(first.transferId).toMatch(/^tr_/);
      // Retried, and twice at once: the same transfer, no more money.
      expect(await provider().transfer(request)).toEqual(first);
      expect(await Promise.all([provider().transfer(request), provider().transfer(request)])).toEqual([first, first]);
      expect(await hooks.transfersTo(connectId)).toEqual([{ id: first.transferId, amountCents: 12_345 }]);

      await expect(provider().transfer({ ...request, amountCents: 99 })).rejects.toThrow();
      const second = await provider().transfer({ ...request, idempotencyKey: `${request.idempotencyKey}-2` });
      expect(second.transferId).not.toBe(first.transferId);
      expect(await hooks.transfersTo(connectId)).toHaveLength(2);
    });

    it('refuses a transfer to an account that has not finished onboarding, or is gone', async () => {
      const { connectId } = await provider().createAccount(member);
      const request = {
        connectId,
        amountCents: 500,
        currency: 'USD',
        idempotencyKey: `payout-refused-${connectId}`,
        description: 'Ticket revenue',
        metadata: {},
      };
      await expect(provider().transfer(request)).rejects.toThrow();
      await provider().deleteAccount(connectId);
      await expect(
        provider().transfer({ ...request, idempotencyKey: `${request.idempotencyKey}-gone` }),
      ).rejects.toThrow();
      expect(await hooks.transfersTo(connectId)).toEqual([]);
    });

    it('closes an account: it is gone, closing it again is fine, and it gets no more links', async () => {
      const { connectId } = await provider().createAccount(member);
      await provider().deleteAccount(connectId);
      expect(await provider().retrieveAccount(connectId)).toBeNull();
      await provider().deleteAccount(connectId);
      await expect(provider().createAccountLink({ connectId, ...urls(connectId) })).rejects.toThrow();
      expect(await provider().retrieveAccount('acct_neverOpened0000')).toBeNull();
    });
  });
}
