import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { ManualClock } from '../clock';
import { payoutProviderContract } from './payout-provider-contract';
import type { PayoutProvider } from './payout-provider';
import { accountState, createStripePayoutProvider, createStripeWebhooks } from './stripe';

/** A request the SDK sent, as the local server received it. */
interface Sent {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

interface StubAccount {
  id: string;
  email: string;
  country: string;
  onboarded: boolean;
  deleted: boolean;
}

/**
 * A local server answering the Connect calls as Stripe's API does (form-encoded requests, JSON answers, errors as
 * {error: {type, code, message}}), holding its accounts in memory, and recording every request.
 */
class StripeStub {
  readonly sent: Sent[] = [];
  readonly accounts = new Map<string, StubAccount>();
  /** Transfers made, in order; and the answer stored for each idempotency key, as Stripe keeps it. */
  readonly transfers: { id: string; destination: string; amount: number }[] = [];
  private readonly idempotent = new Map<string, { params: string; answer: [number, unknown] }>();
  private server!: Server;
  private next = 1;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://stub');
        const sent: Sent = {
          method: req.method ?? '',
          path: url.pathname,
          form: new URLSearchParams(Buffer.concat(chunks).toString()),
          headers: req.headers,
        };
        this.sent.push(sent);
        const [status, body] = this.answer(sent);
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${this.sent.length}` });
        res.end(JSON.stringify(body));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private missing(id: string): [number, unknown] {
    return [
      404,
      {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such account: '${id}'`,
          param: 'account',
        },
      },
    ];
  }

  private account(a: StubAccount) {
    return {
      id: a.id,
      object: 'account',
      type: 'express',
      email: a.email,
      country: a.country,
      charges_enabled: a.onboarded,
      payouts_enabled: a.onboarded,
      details_submitted: a.onboarded,
      requirements: {
        currently_due: a.onboarded ? [] : ['business_profile.url', 'external_account', 'tos_acceptance.date'],
        disabled_reason: a.onboarded ? null : 'requirements.past_due',
      },
    };
  }

  /** POST /v1/transfers: to an onboarded account; a repeated Idempotency-Key answers as the first request did. */
  private transfer(form: URLSearchParams, key: string | undefined): [number, unknown] {
    const params = form.toString();
    const stored = key ? this.idempotent.get(key) : undefined;
    if (stored && stored.params !== params)
      return [
        400,
        {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          },
        },
      ];
    if (stored) return stored.answer;
    const destination = form.get('destination') ?? '';
    const a = this.accounts.get(destination);
    let answer: [number, unknown];
    if (!a || a.deleted || !a.onboarded)
      answer = [
        400,
        {
          error: {
            type: 'invalid_request_error',
            code: 'insufficient_capabilities_for_transfer',
            message:
              'Your destination account needs to have at least one of the following capabilities enabled: transfers',
            param: 'destination',
          },
        },
      ];
    else {
      const transfer = { id: `tr_1Stub${this.next++}`, destination, amount: Number(form.get('amount')) };
      this.transfers.push(transfer);
      answer = [
        200,
        {
          ...transfer,
          object: 'transfer',
          currency: form.get('currency'),
          description: form.get('description'),
          metadata: {},
          reversed: false,
        },
      ];
    }
    if (key) this.idempotent.set(key, { params, answer });
    return answer;
  }

  private answer({ method, path, form, headers }: Sent): [number, unknown] {
    if (method === 'POST' && path === '/v1/transfers') {
      const key = headers['idempotency-key'];
      return this.transfer(form, typeof key === 'string' ? key : undefined);
    }
    const byId = path.match(/^\/v1\/accounts\/([^/]+)$/);
    if (method === 'POST' && path === '/v1/accounts') {
      const country = form.get('country') ?? '';
      if (country.length !== 2)
        return [
          400,
          {
            error: {
              type: 'invalid_request_error',
              code: 'country_unsupported',
              param: 'country',
              message: `Country '${country}' is unknown.`,
            },
          },
        ];
      const a = {
        id: `acct_1Stub${this.next++}`,
        email: form.get('email') ?? '',
        country,
        onboarded: false,
        deleted: false,
      };
      this.accounts.set(a.id, a);
      return [200, this.account(a)];
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const id = form.get('account') ?? '';
      if (!this.accounts.get(id) || this.accounts.get(id)!.deleted) return this.missing(id);
      return [
        200,
        {
          object: 'account_link',
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 300,
          url: `https://connect.stripe.com/setup/e/${id}/link${this.next++}`,
        },
      ];
    }
    if (byId) {
      const a = this.accounts.get(byId[1]!);
      if (!a || a.deleted) return this.missing(byId[1]!);
      if (method === 'GET') return [200, this.account(a)];
      if (method === 'DELETE') {
        a.deleted = true;
        return [200, { id: a.id, object: 'account', deleted: true }];
      }
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
    ];
  }
}

const stub = new StripeStub();
let stripe: PayoutProvider;
beforeAll(async () => {
  await stub.start();
  stripe = createStripePayoutProvider({ secretKey: 'sk_test_stagepass', apiUrl: stub.url });
});
afterAll(() => stub.stop());
beforeEach(() => {
  stub.sent.length = 0;
});

payoutProviderContract('Stripe Connect (local API server)', () => stripe, {
  now: () => Date.now(),
  async finishOnboarding(connectId, linkUrl) {
    expect(linkUrl).toMatch(new RegExp(`^https://connect\\.stripe\\.com/setup/e/${connectId}/`));
    stub.accounts.get(connectId)!.onboarded = true;
  },
  transfersTo: async (connectId) =>
    stub.transfers.filter((x) => x.destination === connectId).map((x) => ({ id: x.id, amountCents: x.amount })),
});

describe('Stripe Connect: what the SDK sends', () => {
  it('opens an Express account with the transfers and card payments capabilities', async () => {
    const { connectId } = await stripe.createAccount({ email: 'venue@example.com', country: 'US', memberId: 42 });
    expect(connectId).toMatch(/^acct_1Stub\d+$/);
    const [sent] = stub.sent;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/accounts' });
    expect(Object.fromEntries(sent!.form)).toEqual({
      type: 'express',
      email: 'venue@example.com',
      country: 'US',
      'capabilities[transfers][requested]': 'true',
      'capabilities[card_payments][requested]': 'true',
      'metadata[member_id]': '42',
    });
    expect(sent!.headers.authorization).toBe('Bearer sk_test_stagepass');
    expect(sent!.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(sent!.headers['stripe-version']).toBe(Stripe.API_VERSION);
  });

  it('asks for an onboarding link with the return and refresh URLs', async () => {
    const { connectId } = await stripe.createAccount({ email: 'venue@example.com', country: 'US', memberId: 42 });
    const returnUrl = `https://stagepass.example/mobile/redirect/stripeconnect/${connectId}/return`;
    const refreshUrl = `https://stagepass.example/mobile/redirect/stripeconnect/${connectId}/refresh`;
    const link = await stripe.createAccountLink({ connectId, returnUrl, refreshUrl });
    const sent = stub.sent.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/account_links' });
    expect(Object.fromEntries(sent.form)).toEqual({
      account: connectId,
      type: 'account_onboarding',
      return_url: returnUrl,
      refresh_url: refreshUrl,
    });
    // Stripe's expires_at is in seconds.
    expect(link.expiresAt % 1000).toBe(0);
    expect(link.expiresAt).toBeGreaterThan(Date.now());
  });

  it('reads and closes an account by its path', async () => {
    const { connectId } = await stripe.createAccount({ email: 'venue@example.com', country: 'US', memberId: 42 });
    stub.sent.length = 0;
    await stripe.retrieveAccount(connectId);
    await stripe.deleteAccount(connectId);
    expect(stub.sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      `GET /v1/accounts/${connectId}`,
      `DELETE /v1/accounts/${connectId}`,
    ]);
  });

  it('transfers to the connected account with the idempotency key in its header', async () => {
    const { connectId } = await stripe.createAccount({ email: 'venue@example.com', country: 'US', memberId: 42 });
    stub.accounts.get(connectId)!.onboarded = true;
    stub.sent.length = 0;
    const { transferId } = await stripe.transfer({
      connectId,
      amountCents: 9_975,
      currency: 'USD',
      idempotencyKey: 'payout-7',
      description: 'Ticket revenue: Harbor Lights',
      metadata: { payout_id: '7', event_id: '12' },
    });
    expect(transferId).toMatch(/^tr_1Stub\d+$/);
    const [sent] = stub.sent;
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/transfers' });
    expect(Object.fromEntries(sent!.form)).toEqual({
      amount: '9975',
      currency: 'usd',
      destination: connectId,
      description: 'Ticket revenue: Harbor Lights',
      'metadata[payout_id]': '7',
      'metadata[event_id]': '12',
    });
    expect(sent!.headers['idempotency-key']).toBe('payout-7');
  });

  it("passes Stripe's refusals on", async () => {
    const refused = stripe.createAccount({ email: 'venue@example.com', country: 'USA', memberId: 42 });
    await expect(refused).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(refused).rejects.toThrow("Country 'USA' is unknown.");
  });
});

describe('Stripe Connect: the account state (spec 001 §3 enabled, restricted)', () => {
  const account = (over: Partial<Stripe.Account>) =>
    ({
      id: 'acct_1',
      object: 'account',
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: { currently_due: [], disabled_reason: null },
      ...over,
    }) as unknown as Stripe.Account;

  it('is enabled only with both charges and payouts, and restricted while Stripe disables it or wants details', () => {
    expect(accountState(account({}))).toEqual({ enabled: true, restricted: false, detailsSubmitted: true });
    expect(accountState(account({ payouts_enabled: false })).enabled).toBe(false);
    expect(accountState(account({ charges_enabled: false })).enabled).toBe(false);
    const due = {
      currently_due: ['external_account'],
      disabled_reason: null,
    } as unknown as Stripe.Account.Requirements;
    expect(accountState(account({ requirements: due }))).toEqual({
      enabled: true,
      restricted: true,
      detailsSubmitted: true,
    });
    const disabled = { currently_due: [], disabled_reason: 'under_review' } as unknown as Stripe.Account.Requirements;
    expect(accountState(account({ requirements: disabled })).restricted).toBe(true);
  });
});

describe('Stripe webhooks: the signature, checked by the SDK against the server clock', () => {
  const secret = 'whsec_stagepass';
  const clock = new ManualClock();
  const webhooks = createStripeWebhooks(
    { secretKey: 'sk_test_stagepass', apiUrl: 'http://127.0.0.1:9', webhookSecret: secret },
    clock,
  );
  const payload = (type: string) =>
    JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type,
      data: {
        object: {
          id: 'acct_1Hook',
          object: 'account',
          charges_enabled: true,
          payouts_enabled: true,
          details_submitted: true,
          requirements: { currently_due: [] },
        },
      },
    });
  const signed = (body: string, at = clock.now()) =>
    Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: Math.floor(at / 1000) });

  it('gives the account update of a signed account.updated, and nothing for other events', () => {
    const body = payload('account.updated');
    expect(webhooks.verify(Buffer.from(body), signed(body))).toEqual({
      connectId: 'acct_1Hook',
      state: { enabled: true, restricted: false, detailsSubmitted: true },
    });
    const other = payload('payout.paid');
    expect(webhooks.verify(Buffer.from(other), signed(other))).toBeNull();
  });

  it('throws for a changed body, another secret or a signature older than 5 minutes by the server clock', () => {
    const body = payload('account.updated');
    expect(() => webhooks.verify(Buffer.from(body.replace('acct_1Hook', 'acct_1Else')), signed(body))).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );
    const foreign = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: 'whsec_other',
      timestamp: Math.floor(clock.now() / 1000),
    });
    expect(() => webhooks.verify(Buffer.from(body), foreign)).toThrow(/signature/i);
    expect(() => webhooks.verify(Buffer.from(body), signed(body, clock.now() - 301_000))).toThrow(/tolerance/);
  });
});
