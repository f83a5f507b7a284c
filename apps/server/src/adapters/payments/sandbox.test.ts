import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '@stagepass/db/client';
import { sandboxTransfers } from '@stagepass/db/schema/payments';
import { ManualClock } from '../clock';
import { payoutProviderContract } from './payout-provider-contract';
import { SANDBOX_LINK_TTL_MS, SANDBOX_ONBOARDING_PATH, SandboxPayoutProvider } from './sandbox';

const PUBLIC_URL = 'http://127.0.0.1:3000';
const details = { businessName: 'Bayside Venue', routingNumber: '110000000', accountNumber: '000123456789' };
const tokenOf = (url: string) => new URL(url).pathname.slice(SANDBOX_ONBOARDING_PATH.length + 1);

let handle: DatabaseHandle;
let sandbox: SandboxPayoutProvider;
const clock = new ManualClock();
beforeAll(async () => {
  handle = await openDatabase({});
  sandbox = new SandboxPayoutProvider(handle.db, clock, PUBLIC_URL);
});
afterAll(async () => {
  await handle?.close();
});

payoutProviderContract('payments sandbox', () => sandbox, {
  now: () => clock.now(),
  async finishOnboarding(_connectId, linkUrl) {
    expect(linkUrl.startsWith(`${PUBLIC_URL}${SANDBOX_ONBOARDING_PATH}/`)).toBe(true);
    expect(await sandbox.submitOnboarding(tokenOf(linkUrl), details)).toMatch(/\/return$/);
  },
  transfersTo: (connectId) =>
    handle.db
      .select({ id: sandboxTransfers.id, amountCents: sandboxTransfers.amountCents })
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.destination, connectId))
      .orderBy(asc(sandboxTransfers.createdAt), asc(sandboxTransfers.id)),
});

describe('payments sandbox: onboarding links', () => {
  async function link() {
    const { connectId } = await sandbox.createAccount({ email: 'a@example.com', country: 'US', memberId: 1 });
    const returnUrl = `${PUBLIC_URL}/r/${connectId}/return`;
    const refreshUrl = `${PUBLIC_URL}/r/${connectId}/refresh`;
    const made = await sandbox.createAccountLink({ connectId, returnUrl, refreshUrl });
    return { connectId, returnUrl, refreshUrl, token: tokenOf(made.url), expiresAt: made.expiresAt };
  }

  it('opens once, within 15 minutes; a used or expired link leads to the refresh URL', async () => {
    const first = await link();
    expect(first.expiresAt).toBe(clock.now() + SANDBOX_LINK_TTL_MS);
    expect(await sandbox.openLink(first.token)).toMatchObject({ state: 'open', connectId: first.connectId });
    // Posted twice at once: one finishes onboarding, the other is sent to refresh.
    const answers = await Promise.all([
      sandbox.submitOnboarding(first.token, details),
      sandbox.submitOnboarding(first.token, details),
    ]);
    expect(answers.sort()).toEqual([first.refreshUrl, first.returnUrl].sort());
    expect(await sandbox.openLink(first.token)).toEqual({ state: 'stale', refreshUrl: first.refreshUrl });

    const second = await link();
    clock.advance(SANDBOX_LINK_TTL_MS);
    expect(await sandbox.openLink(second.token)).toEqual({ state: 'stale', refreshUrl: second.refreshUrl });
    expect(await sandbox.submitOnboarding(second.token, details)).toBe(second.refreshUrl);
    expect(await sandbox.retrieveAccount(second.connectId)).toMatchObject({ enabled: false });
  });

  it('keeps only a hash of the token, and knows no link it did not make', async () => {
    const { token } = await link();
    const { rows } = await handle.execute('select token_hash from payout_onboarding_links');
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(String(r.token_hash)))).toBe(true);
    expect(await sandbox.openLink(`${token}x`)).toBeNull();
    expect(await sandbox.submitOnboarding(`${token}x`, details)).toBeNull();
  });
});
