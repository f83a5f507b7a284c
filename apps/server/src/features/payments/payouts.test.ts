import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { openDatabase, type DatabaseHandle } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import { payoutAccounts, sandboxConnectAccounts } from '@stagepass/db/schema/payments';
import { REFUSED_WHILE_ACTING } from '@stagepass/domain/agency';
import { SANDBOX_LINK_TTL_MS, SandboxPayoutProvider } from '../../adapters/payments/sandbox';
import type { PayoutProvider } from '../../adapters/payments/payout-provider';
import { buildApp, type App } from '../../app';
import { TEST_ACCOUNT_NUMBER, TEST_ROUTING_NUMBER } from '../../dev/connect';
import { createTestApp, PRODUCTION_TEST_KEY, useTestApp, type TestApp } from '../../test/test-app';
import { openSession } from '../accounts/sessions';
import { NO_PAYOUT_ACCOUNT, PAYOUT_ACCOUNT_NOT_FOUND, PAYOUTS_UNAVAILABLE } from './payout-accounts';
import { hasEnabledPayoutAccount, insertEnabledPayoutAccount, insertIfAbsent } from './payouts-repository';
import { WEBHOOK_SIGNATURE_REFUSED } from './stripe-webhook';

const FORBIDDEN_ROLE = 'Your account type cannot make this request.';
const CHANGING = [
  'stripe_get_account_url',
  'stripe_retrieve_accountLink',
  'register_stripe_payout_account',
  'stripe_delete_payout_account',
] as const;
const NO_ACCOUNT = { connect_id: null, enabled: false, restricted: false };

async function idOf(t: TestApp, email: string): Promise<number> {
  const [row] = await t.db.select({ id: members.id }).from(members).where(eq(members.email, email));
  return row!.id;
}

async function sessionOf(t: TestApp, email: string): Promise<string> {
  return openSession(t.db, await idOf(t, email), t.clock.now());
}

/** The path of a URL on the app (the onboarding link), for app.inject. */
const pathOf = (url: string) => {
  const u = new URL(url);
  return u.pathname + u.search;
};

function returnUrl(t: TestApp, connectId: string, end: 'return' | 'refresh') {
  return `${t.config.PUBLIC_URL}/mobile/redirect/stripeconnect/${connectId}/${end}`;
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
const testBank = {
  business_name: 'Bayside Venue LLC',
  routing_number: TEST_ROUTING_NUMBER,
  account_number: TEST_ACCOUNT_NUMBER,
};

describe('payout accounts in the payments sandbox (spec 001 §3, §6, §7)', () => {
  const t = useTestApp({ seed: true });

  async function startOnboarding(token: string) {
    const res = await t.call('stripe_get_account_url', {}, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data as { url: string; connect_id: string };
  }

  it('onboards a business through the sandbox page, back to the return URL, and registers it as enabled', async () => {
    const business = await sessionOf(t, 'business@stagepass.test');
    const businessId = await idOf(t, 'business@stagepass.test');
    expect((await t.call('stripe_get_connect_id', {}, business)).body).toEqual({ data: NO_ACCOUNT });

    const { url, connect_id: connectId } = await startOnboarding(business);
    expect(connectId).toMatch(/^acct_sbx_[A-Za-z0-9]{16}$/);
    expect(url.startsWith(`${t.config.PUBLIC_URL}/dev/connect/onboard/`)).toBe(true);
    // Opened, not onboarded: no events yet (spec 001 §6).
    expect((await t.call('stripe_get_connect_id', {}, business)).body.data).toEqual({
      connect_id: connectId,
      enabled: false,
      restricted: true,
    });
    expect(await hasEnabledPayoutAccount(t.db, businessId)).toBe(false);

    // The page the member's browser opens: what it says, and the test bank filled in.
    const page = await t.app.inject({ url: pathOf(url) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<h1>Stagepass payouts (sandbox)</h1>');
    expect(page.body).toContain("stands in for Stripe's hosted Connect onboarding");
    expect(page.body).toContain(connectId);
    for (const [id, label] of [
      ['business_name', 'Business or display name'],
      ['routing_number', 'Routing number'],
      ['account_number', 'Account number'],
    ]) {
      expect(page.body).toContain(`<label for="${id}">${label}</label>`);
      expect(page.body).toContain(`id="${id}" name="${id}"`);
    }
    expect(page.body).toContain(`value="${TEST_ROUTING_NUMBER}"`);
    expect(page.body).toContain(`value="${TEST_ACCOUNT_NUMBER}"`);
    expect(page.body).toContain('<button type="submit">Submit</button>');
    expect(page.body).toContain(`<a href="${returnUrl(t, connectId, 'return')}">Cancel</a>`);

    // Submitting finishes onboarding and goes back to the app's return URL, which names the account.
    const submitted = await t.app.inject({ method: 'POST', url: pathOf(url), ...form(testBank) });
    expect(submitted.statusCode).toBe(303);
    const back = submitted.headers.location as string;
    expect(back).toBe(returnUrl(t, connectId, 'return'));
    const [, authCode] = new URL(back).pathname.match(/^\/mobile\/redirect\/stripeconnect\/([^/]+)\/return$/)!;

    const registered = await t.call('register_stripe_payout_account', { auth_code: authCode! }, business);
    expect(registered.body).toEqual({ data: { connect_id: connectId, enabled: true, restricted: false } });
    expect((await t.call('stripe_get_connect_id', {}, business)).body.data).toEqual(registered.body.data);
    expect(await hasEnabledPayoutAccount(t.db, businessId)).toBe(true);
    const [held] = await t.db.select().from(sandboxConnectAccounts);
    expect(held).toMatchObject({
      connectId,
      email: 'business@stagepass.test',
      country: 'US',
      detailsSubmitted: true,
      businessName: 'Bayside Venue LLC',
      bankLast4: '6789',
      deletedAt: null,
    });

    // The link was single use: opening it again asks for a fresh one.
    const again = await t.app.inject({ url: pathOf(url) });
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(returnUrl(t, connectId, 'refresh'));
    // Asking again opens no second account.
    expect((await startOnboarding(business)).connect_id).toBe(connectId);
    expect(await t.db.select().from(sandboxConnectAccounts)).toHaveLength(1);
  });

  it('keeps the link open when the form is wrong, and says what to correct', async () => {
    const talent = await sessionOf(t, 'talent@stagepass.test');
    const { url, connect_id: connectId } = await startOnboarding(talent);

    const wrong = await t.app.inject({
      method: 'POST',
      url: pathOf(url),
      ...form({ business_name: ' ', routing_number: '12345', account_number: TEST_ACCOUNT_NUMBER }),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Please correct the 2 fields below.');
    expect(wrong.body).toContain('Please enter the business or display name.');
    expect(wrong.body).toContain('The routing number is 9 digits.');
    expect(wrong.body).toMatch(/id="routing_number"[^>]*aria-describedby="routing_number_hint routing_number_error"/);
    expect(wrong.body).toMatch(/id="routing_number"[^>]*aria-invalid="true"/);
    expect(wrong.body).not.toMatch(/id="account_number"[^>]*aria-invalid/);

    const right = await t.app.inject({
      method: 'POST',
      url: pathOf(url),
      ...form({ ...testBank, business_name: 'Tala' }),
    });
    expect(right.headers.location).toBe(returnUrl(t, connectId, 'return'));
  });

  it('sends an expired link to the refresh URL, where a fresh link finishes onboarding', async () => {
    const business = await sessionOf(t, 'business@stagepass.test');
    const { url, connect_id: connectId } = await startOnboarding(business);
    t.clock.advance(SANDBOX_LINK_TTL_MS + 1);

    const opened = await t.app.inject({ url: pathOf(url) });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(returnUrl(t, connectId, 'refresh'));
    const posted = await t.app.inject({ method: 'POST', url: pathOf(url), ...form(testBank) });
    expect(posted.headers.location).toBe(returnUrl(t, connectId, 'refresh'));
    // Nothing was submitted: the account is still restricted.
    expect((await t.call('register_stripe_payout_account', { auth_code: connectId }, business)).body.data).toEqual({
      connect_id: connectId,
      enabled: false,
      restricted: true,
    });

    // The /refresh return asks for a fresh link to the same account.
    const fresh = await t.call('stripe_retrieve_accountLink', {}, business);
    expect(fresh.status).toBe(200);
    expect(fresh.body.data.url).not.toBe(url);
    expect((await t.app.inject({ url: pathOf(fresh.body.data.url) })).statusCode).toBe(200);
    const done = await t.app.inject({ method: 'POST', url: pathOf(fresh.body.data.url), ...form(testBank) });
    expect(done.headers.location).toBe(returnUrl(t, connectId, 'return'));
    expect((await t.call('register_stripe_payout_account', { auth_code: connectId }, business)).body.data.enabled).toBe(
      true,
    );
  });

  it('answers 404 for a fresh link without an account, and for an unknown onboarding link', async () => {
    const business = await sessionOf(t, 'business@stagepass.test');
    const res = await t.call('stripe_retrieve_accountLink', {}, business);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: NO_PAYOUT_ACCOUNT, code: 'NOT_FOUND' });
    const page = await t.app.inject({ url: '/dev/connect/onboard/not-a-token' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This onboarding link is not valid.');
  });

  it("registers only the caller's own account: another member's connect id is 404 and stays untouched", async () => {
    const talent = await sessionOf(t, 'talent@stagepass.test');
    const business = await sessionOf(t, 'business@stagepass.test');
    const { url, connect_id: talentsId } = await startOnboarding(talent);
    await t.app.inject({ method: 'POST', url: pathOf(url), ...form(testBank) });

    for (const token of [business, talent]) {
      const res = await t.call('register_stripe_payout_account', { auth_code: 'acct_sbx_NotAnAccount0000' }, token);
      expect(res.status).toBe(404);
    }
    // The business has no account, and may not register the talent's finished one.
    const foreign = await t.call('register_stripe_payout_account', { auth_code: talentsId }, business);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: PAYOUT_ACCOUNT_NOT_FOUND, code: 'NOT_FOUND' });
    expect(JSON.stringify(foreign.body)).not.toContain(talentsId);
    expect((await t.call('stripe_get_connect_id', {}, business)).body.data).toEqual(NO_ACCOUNT);
    // With an account of its own, still not.
    await startOnboarding(business);
    expect((await t.call('register_stripe_payout_account', { auth_code: talentsId }, business)).status).toBe(404);
    const [talentsRow] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.connectId, talentsId));
    expect(talentsRow).toMatchObject({ memberId: await idOf(t, 'talent@stagepass.test'), enabled: false });
  });

  it('deletes the payout account at the provider and here; the next set-up opens a new one', async () => {
    const business = await sessionOf(t, 'business@stagepass.test');
    const businessId = await idOf(t, 'business@stagepass.test');
    const seeded = await insertEnabledPayoutAccount(t.db, businessId, t.clock.now());
    expect(await hasEnabledPayoutAccount(t.db, businessId)).toBe(true);
    expect((await t.call('register_stripe_payout_account', { auth_code: seeded }, business)).body.data).toEqual({
      connect_id: seeded,
      enabled: true,
      restricted: false,
    });
    const { url } = await startOnboarding(business);

    const deleted = await t.call('stripe_delete_payout_account', {}, business);
    expect(deleted.body).toEqual({ data: NO_ACCOUNT });
    expect(await t.db.select().from(payoutAccounts)).toEqual([]);
    expect(await hasEnabledPayoutAccount(t.db, businessId)).toBe(false);
    const [closed] = await t.db.select().from(sandboxConnectAccounts);
    expect(closed!.deletedAt).toEqual(new Date(t.clock.now()));
    // The closed account's onboarding link no longer opens; deleting again changes nothing.
    expect((await t.app.inject({ url: pathOf(url) })).statusCode).toBe(404);
    expect((await t.call('stripe_delete_payout_account', {}, business)).body).toEqual({ data: NO_ACCOUNT });
    expect((await t.call('register_stripe_payout_account', { auth_code: seeded }, business)).status).toBe(404);

    expect((await startOnboarding(business)).connect_id).not.toBe(seeded);
  });

  it('forgets an account the provider has closed when it is registered', async () => {
    const business = await sessionOf(t, 'business@stagepass.test');
    const { connect_id: connectId } = await startOnboarding(business);
    await t.db.update(sandboxConnectAccounts).set({ deletedAt: new Date(t.clock.now()) });
    expect((await t.call('register_stripe_payout_account', { auth_code: connectId }, business)).status).toBe(404);
    expect((await t.call('stripe_get_connect_id', {}, business)).body.data).toEqual(NO_ACCOUNT);
  });

  it('keeps payout accounts to talent and businesses (fan and agency 403, logged out 401)', async () => {
    const fan = await sessionOf(t, 'fan@stagepass.test');
    const agency = await sessionOf(t, 'agency@stagepass.test');
    for (const name of [...CHANGING, 'stripe_get_connect_id'] as const) {
      const input = name === 'register_stripe_payout_account' ? { auth_code: 'acct_x' } : {};
      for (const token of [fan, agency]) {
        const res = await t.call(name, input, token);
        expect(res.status, name).toBe(403);
        expect(res.body).toEqual({ message: FORBIDDEN_ROLE, code: 'FORBIDDEN' });
      }
      expect((await t.call(name, input)).status, name).toBe(401);
    }
    expect(await t.db.select().from(sandboxConnectAccounts)).toEqual([]);
  });

  it('lets an agency acting as its client read the payout account, and refuses every change', async () => {
    const agency = await sessionOf(t, 'agency@stagepass.test');
    expect((await t.call('agency_update_pin', { pin: '0420' }, agency)).status).toBe(200);
    const business = await sessionOf(t, 'business@stagepass.test');
    const businessId = await idOf(t, 'business@stagepass.test');
    expect((await t.call('authorize_agency_access', { agency_username: 'apex', pin: '0420' }, business)).status).toBe(
      200,
    );
    const switched = await t.call('agency_switch_user', { sp_id: businessId }, agency);
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    const acting = switched.body.data.session as string;
    const connectId = await insertEnabledPayoutAccount(t.db, businessId, t.clock.now());

    expect((await t.call('stripe_get_connect_id', {}, acting)).body).toEqual({
      data: { connect_id: connectId, enabled: true, restricted: false },
    });
    for (const name of CHANGING) {
      const res = await t.call(name, name === 'register_stripe_payout_account' ? { auth_code: connectId } : {}, acting);
      expect(res.status, name).toBe(403);
      expect(res.body).toEqual({ message: REFUSED_WHILE_ACTING, code: 'FORBIDDEN' });
    }
    expect(await hasEnabledPayoutAccount(t.db, businessId)).toBe(true);
  });

  it('has no Stripe webhook endpoint while the sandbox is the provider', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/webhooks/stripe', payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('lists the sandbox accounts at /dev/connect', async () => {
    const business = await sessionOf(t, 'business@stagepass.test');
    const { connect_id: connectId } = await startOnboarding(business);
    const list = await t.app.inject({ url: '/dev/connect' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<h1>Stagepass payouts (sandbox)</h1>');
    expect(list.body).toContain(connectId);
    expect(list.body).toContain('onboarding not finished');
  });

  /**
   * Two stripe_get_account_url at once for a member without an account. The provider below holds every
   * createAccount until both calls have reached it, so both have found no account: the race is certain, and the
   * two accounts opened at the provider show it happened (the control). The insert that does nothing on conflict
   * must leave one account recorded, both answers naming it, and the other closed at the provider.
   */
  describe('opening the account from two requests at once', () => {
    let b: App;
    let handleB: DatabaseHandle;
    let reached = 0;

    beforeAll(async () => {
      handleB = t.databaseUrl ? await openDatabase({ url: t.databaseUrl }) : t.handle;
      const sandbox = new SandboxPayoutProvider(handleB.db, t.clock, t.config.PUBLIC_URL);
      let release: () => void = () => {};
      const bothThere = new Promise<void>((resolve) => (release = resolve));
      const racing: PayoutProvider = {
        kind: 'sandbox',
        async createAccount(account) {
          reached++;
          if (reached === 2) release();
          await Promise.race([bothThere, new Promise((r) => setTimeout(r, 5_000))]);
          return sandbox.createAccount(account);
        },
        createAccountLink: (request) => sandbox.createAccountLink(request),
        retrieveAccount: (connectId) => sandbox.retrieveAccount(connectId),
        deleteAccount: (connectId) => sandbox.deleteAccount(connectId),
        transfer: (request) => sandbox.transfer(request),
      };
      b = await buildApp({
        config: t.config,
        database: handleB,
        clock: t.clock,
        logger: false,
        scheduleJobs: false,
        payoutProvider: racing,
      });
      await b.ready();
    });
    afterAll(async () => {
      await b?.close();
      if (handleB && handleB !== t.handle) await handleB.close();
    });

    it('records one account, answers it to both, and closes the one opened twice', async () => {
      const business = await sessionOf(t, 'business@stagepass.test');
      const send = () =>
        b.inject({
          method: 'POST',
          url: '/api',
          headers: { authorization: `Bearer ${business}` },
          payload: { request: 'stripe_get_account_url' },
        });
      const answers = await Promise.all([send(), send()]);

      expect(reached).toBe(2);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      const [first, second] = answers.map((r) => (r.json() as { data: { connect_id: string } }).data.connect_id);
      expect(second).toBe(first);
      const rows = await t.db.select().from(payoutAccounts);
      expect(rows.map((r) => r.connectId)).toEqual([first]);
      const opened = await t.db.select().from(sandboxConnectAccounts);
      expect(opened).toHaveLength(2);
      expect(opened.filter((a) => a.deletedAt === null).map((a) => a.connectId)).toEqual([first]);
    });
  });
});

describe('Stripe webhooks (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set)', () => {
  const secret = 'whsec_test_secret';
  const t = useTestApp({
    seed: true,
    // The API is never called here: the webhook carries the account's state.
    env: { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: secret, STRIPE_API_URL: 'http://127.0.0.1:9' },
  });
  const connectId = 'acct_1WebhookTest';

  function event(type: string, account: Record<string, unknown>) {
    return JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: Math.floor(t.clock.now() / 1000),
      data: { object: { id: connectId, object: 'account', ...account } },
    });
  }
  const onboarded = {
    charges_enabled: true,
    payouts_enabled: true,
    details_submitted: true,
    requirements: { currently_due: [], disabled_reason: null },
  };

  function post(payload: string, signature?: string) {
    return t.app.inject({
      method: 'POST',
      url: '/webhooks/stripe',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature ? { 'stripe-signature': signature } : {}),
      },
      payload,
    });
  }
  const sign = (payload: string, timestamp = Math.floor(t.clock.now() / 1000)) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });

  async function stored() {
    const [row] = await t.db.select().from(payoutAccounts).where(eq(payoutAccounts.connectId, connectId));
    return row && { enabled: row.enabled, restricted: row.restricted };
  }

  async function withAccount() {
    const memberId = await idOf(t, 'business@stagepass.test');
    await insertIfAbsent(t.db, { memberId, connectId, at: new Date(t.clock.now()) });
  }

  it('stores the state of a signed account.updated', async () => {
    await withAccount();
    expect(await stored()).toEqual({ enabled: false, restricted: true });
    const payload = event('account.updated', onboarded);
    const res = await post(payload, sign(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(await stored()).toEqual({ enabled: true, restricted: false });

    // Stripe later disables payouts and asks for more: restricted again.
    const later = event('account.updated', {
      ...onboarded,
      payouts_enabled: false,
      requirements: { currently_due: ['individual.id_number'], disabled_reason: 'requirements.past_due' },
    });
    expect((await post(later, sign(later))).statusCode).toBe(200);
    expect(await stored()).toEqual({ enabled: false, restricted: true });
  });

  it('refuses a tampered, unsigned, stale or wrongly signed payload with 400 and changes nothing', async () => {
    await withAccount();
    const payload = event('account.updated', onboarded);
    const tampered = payload.replace(connectId, 'acct_1Someone');
    const staleSignature = sign(payload, Math.floor(t.clock.now() / 1000) - 301);
    const foreignSignature = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    for (const [body, signature] of [
      [tampered, sign(payload)],
      [payload, undefined],
      [payload, staleSignature],
      [payload, foreignSignature],
    ] as const) {
      const res = await post(body, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: WEBHOOK_SIGNATURE_REFUSED, code: 'INVALID_INPUT' });
    }
    expect(await stored()).toEqual({ enabled: false, restricted: true });
  });

  it('acknowledges other events without acting on them', async () => {
    await withAccount();
    const payload = event('account.application.deauthorized', onboarded);
    expect((await post(payload, sign(payload))).statusCode).toBe(200);
    expect(await stored()).toEqual({ enabled: false, restricted: true });
  });

  it('does not serve the sandbox onboarding page', async () => {
    expect((await t.app.inject({ url: '/dev/connect' })).statusCode).toBe(404);
  });
});

describe('in production without STRIPE_SECRET_KEY', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production', SECRETS_KEY: PRODUCTION_TEST_KEY });
  });
  afterAll(async () => {
    await prod?.close();
  });

  it('answers 503 instead of using the sandbox, whose page is not served', async () => {
    const now = new Date(prod.clock.now());
    const [member] = await prod.db
      .insert(members)
      .values({ email: 'venue@example.com', name: 'Venue', isBusiness: true, termsAcceptedAt: now, createdAt: now })
      .returning({ id: members.id });
    const token = await openSession(prod.db, member!.id, prod.clock.now());
    const res = await prod.call('stripe_get_account_url', {}, token);
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ message: PAYOUTS_UNAVAILABLE, code: 'SERVICE_UNAVAILABLE' });
    expect((await prod.call('stripe_get_connect_id', {}, token)).body).toEqual({ data: NO_ACCOUNT });
    expect((await prod.app.inject({ url: '/dev/connect' })).statusCode).toBe(404);
  });
});
