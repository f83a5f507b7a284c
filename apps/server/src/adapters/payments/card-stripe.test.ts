import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import type { CardProvider, ChargeRequest } from './card-provider';
import { cardProviderContract, type TestCard } from './card-provider-contract';
import {
  cardDecline,
  createStripeCardProvider,
  STRIPE_AUTHENTICATION_REQUIRED,
  STRIPE_CARD_NOT_FOUND,
  STRIPE_PAYMENT_CANCELED,
} from './card-stripe';

/** A request the SDK sent, as the local server received it. */
interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

type Behaviour = 'succeeds' | 'declined' | 'insufficient_funds' | 'needs_authentication';

interface StubMethod {
  id: string;
  brand: string;
  last4: string;
  behaviour: Behaviour;
  customer: string | null;
  /** A PaymentMethod that is not saved to a customer can pay once. */
  used: boolean;
}

interface StubCustomer {
  id: string;
  email: string;
  name: string;
  defaultMethod: string | null;
}

interface StubIntent {
  id: string;
  amount: number;
  refunded: number;
}

/** A PaymentIntent that waited for its cardholder (3-D Secure): its state now, and its JSON in that state. */
interface StubWaiting {
  intent: StubIntent;
  status: 'requires_action' | 'succeeded' | 'requires_payment_method' | 'canceled';
  object: (status: string, extra?: Record<string, unknown>) => Record<string, unknown>;
}

type Answer = [number, unknown];

const cardError = (code: string, declineCode: string, message: string, intent?: unknown): Answer => [
  402,
  {
    error: {
      type: 'card_error',
      code,
      decline_code: declineCode,
      message,
      ...(intent ? { payment_intent: intent } : {}),
    },
  },
];
const invalid = (message: string, code?: string, param?: string): Answer => [
  400,
  { error: { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) } },
];

/**
 * A local server answering the card calls as Stripe's API does (form-encoded requests, JSON answers, errors as
 * {error: {type, code, decline_code, message}}), holding customers, PaymentMethods, PaymentIntents and refunds in
 * memory, answering a repeated Idempotency-Key with its first answer, and recording every request.
 */
class StripeStub {
  readonly sent: Sent[] = [];
  readonly customers = new Map<string, StubCustomer>();
  readonly methods = new Map<string, StubMethod>();
  readonly intents = new Map<string, StubIntent>();
  readonly waiting = new Map<string, StubWaiting>();
  /** PaymentIntents made, declined ones included (an idempotent replay makes none). */
  intentsCreated = 0;
  private readonly byKey = new Map<string, { form: string; answer: Answer }>();
  private server!: Server;
  private next = 1;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://stub');
        const body = Buffer.concat(chunks).toString();
        const sent: Sent = {
          method: req.method ?? '',
          path: url.pathname,
          query: url.searchParams,
          form: new URLSearchParams(body),
          headers: req.headers,
        };
        this.sent.push(sent);
        const key = req.headers['idempotency-key'];
        let answer: Answer;
        const earlier = typeof key === 'string' ? this.byKey.get(key) : undefined;
        if (earlier && earlier.form !== body)
          answer = [
            400,
            {
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            },
          ];
        else answer = earlier?.answer ?? this.answer(sent);
        if (typeof key === 'string' && !earlier) this.byKey.set(key, { form: body, answer });
        res.writeHead(answer[0], { 'content-type': 'application/json', 'request-id': `req_${this.sent.length}` });
        res.end(JSON.stringify(answer[1]));
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** A card as Stripe Elements would make it in the browser (stripe.createPaymentMethod): its pm_… id. */
  paymentMethod(brand: string, last4: string, behaviour: Behaviour = 'succeeds'): string {
    const id = `pm_1Stub${this.next++}`;
    this.methods.set(id, { id, brand, last4, behaviour, customer: null, used: false });
    return id;
  }

  /**
   * What Stripe.js handleNextAction does in the browser: the cardholder completes the bank's challenge (the payment
   * succeeds) or fails it (it goes back to requires_payment_method with the authentication failure).
   */
  authenticate(paymentIntentId: string, complete: boolean) {
    const waiting = this.waiting.get(paymentIntentId);
    if (waiting?.status !== 'requires_action') throw new Error(`stub: ${paymentIntentId} does not wait`);
    waiting.status = complete ? 'succeeded' : 'requires_payment_method';
    if (complete) this.intents.set(waiting.intent.id, waiting.intent);
  }

  private waitingAnswer(w: StubWaiting): Answer {
    if (w.status !== 'requires_payment_method') return [200, w.object(w.status)];
    const last_payment_error = {
      type: 'card_error',
      code: 'payment_intent_authentication_failure',
      message:
        'The provided PaymentMethod has failed authentication. You can provide payment_method_data or a new PaymentMethod to attempt to fulfill this PaymentIntent again.',
    };
    return [200, w.object(w.status, { last_payment_error })];
  }

  private id(prefix: string) {
    return `${prefix}_1Stub${this.next++}`;
  }

  private method(m: StubMethod) {
    return {
      id: m.id,
      object: 'payment_method',
      type: 'card',
      customer: m.customer,
      card: { brand: m.brand, last4: m.last4, exp_month: 12, exp_year: 2030, funding: 'credit', country: 'US' },
    };
  }

  private customer(c: StubCustomer) {
    return {
      id: c.id,
      object: 'customer',
      email: c.email,
      name: c.name,
      invoice_settings: { default_payment_method: c.defaultMethod },
    };
  }

  private missing(kind: string, id: string, param?: string): Answer {
    return invalid(`No such ${kind}: '${id}'`, 'resource_missing', param);
  }

  private answer({ method, path, form, query }: Sent): Answer {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const c = {
        id: this.id('cus'),
        email: form.get('email') ?? '',
        name: form.get('name') ?? '',
        defaultMethod: null,
      };
      this.customers.set(c.id, c);
      return [200, this.customer(c)];
    }
    if ((m = path.match(/^\/v1\/customers\/([^/]+)$/))) {
      const c = this.customers.get(m[1]!);
      if (!c) return this.missing('customer', m[1]!, 'id');
      if (method === 'POST') {
        const chosen = form.get('invoice_settings[default_payment_method]');
        if (chosen !== null) {
          if (this.methods.get(chosen)?.customer !== c.id)
            return invalid(
              `No such PaymentMethod: '${chosen}'`,
              'resource_missing',
              'invoice_settings[default_payment_method]',
            );
          c.defaultMethod = chosen || null;
        }
      }
      return [200, this.customer(c)];
    }
    if (method === 'GET' && path === '/v1/payment_methods') {
      const customer = query.get('customer') ?? '';
      if (!this.customers.has(customer)) return this.missing('customer', customer, 'customer');
      // Newest first, as Stripe lists them.
      const data = [...this.methods.values()]
        .filter((pm) => pm.customer === customer)
        .reverse()
        .map((pm) => this.method(pm));
      return [200, { object: 'list', url: '/v1/payment_methods', has_more: false, data }];
    }
    if ((m = path.match(/^\/v1\/payment_methods\/([^/]+)(\/attach|\/detach)?$/))) {
      const pm = this.methods.get(m[1]!);
      if (!pm) return this.missing('PaymentMethod', m[1]!, 'payment_method');
      if (method === 'GET') return [200, this.method(pm)];
      if (m[2] === '/attach') {
        const customer = form.get('customer') ?? '';
        if (!this.customers.has(customer)) return this.missing('customer', customer, 'customer');
        if (pm.used || (pm.customer && pm.customer !== customer))
          return invalid(
            'The payment method you provided has already been attached to a customer.',
            'payment_method_unexpected_state',
            'payment_method',
          );
        // Stripe checks the card with its bank when it is saved.
        if (pm.behaviour === 'declined')
          return cardError('card_declined', 'generic_decline', 'Your card was declined.');
        pm.customer = customer;
        return [200, this.method(pm)];
      }
      if (m[2] === '/detach') {
        const owner = pm.customer ? this.customers.get(pm.customer) : undefined;
        if (owner?.defaultMethod === pm.id) owner.defaultMethod = null;
        pm.customer = null;
        pm.used = true;
        return [200, this.method(pm)];
      }
    }
    if (method === 'POST' && path === '/v1/setup_intents') {
      const customer = form.get('customer') ?? '';
      if (!this.customers.has(customer)) return this.missing('customer', customer, 'customer');
      const id = this.id('seti');
      return [
        200,
        {
          id,
          object: 'setup_intent',
          customer,
          usage: form.get('usage'),
          client_secret: `${id}_secret_stub`,
          status: 'requires_payment_method',
        },
      ];
    }
    if (method === 'POST' && path === '/v1/payment_intents') return this.paymentIntent(form);
    if ((m = path.match(/^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/))) {
      const w = this.waiting.get(m[1]!);
      if (!w) return this.missing('payment_intent', m[1]!, 'intent');
      if (method === 'POST' && m[2] === '/cancel') {
        if (w.status === 'succeeded' || w.status === 'canceled')
          return invalid(
            `You cannot cancel this PaymentIntent because it has a status of ${w.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
            'payment_intent_unexpected_state',
          );
        w.status = 'canceled';
      }
      return this.waitingAnswer(w);
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const id = form.get('payment_intent') ?? '';
      const intent = this.intents.get(id);
      if (!intent) return this.missing('payment_intent', id, 'payment_intent');
      const left = intent.amount - intent.refunded;
      if (left === 0) return invalid(`Charge for ${id} has already been refunded.`, 'charge_already_refunded');
      const amount = form.has('amount') ? Number(form.get('amount')) : left;
      if (amount > left)
        return invalid(
          `Refund amount is greater than unrefunded amount on charge (${left})`,
          'amount_too_large',
          'amount',
        );
      intent.refunded += amount;
      return [200, { id: this.id('re'), object: 'refund', amount, payment_intent: id, status: 'succeeded' }];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
    ];
  }

  private paymentIntent(form: URLSearchParams): Answer {
    const methodId = form.get('payment_method') ?? '';
    const customer = form.get('customer');
    const pm = this.methods.get(methodId);
    if (!pm) return this.missing('PaymentMethod', methodId, 'payment_method');
    if (pm.customer !== customer || (pm.customer === null && pm.used))
      return invalid(
        `The provided PaymentMethod ${methodId} was previously used with a PaymentIntent without Customer attachment, shared with a connected account without Customer attachment, or was detached from a Customer. It may not be used again.`,
        undefined,
        'payment_method',
      );
    if (pm.customer === null) pm.used = true;
    this.intentsCreated++;
    const amount = Number(form.get('amount'));
    const intent = { id: this.id('pi'), amount, refunded: 0 };
    const object = (status: string, extra: Record<string, unknown> = {}) => ({
      ...extra,
      id: intent.id,
      client_secret: `${intent.id}_secret_stub`,
      object: 'payment_intent',
      amount,
      currency: form.get('currency'),
      customer,
      status,
      description: form.get('description'),
      metadata: Object.fromEntries(
        [...form].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]),
      ),
      latest_charge: this.id('ch'),
      payment_method: form.get('expand[0]') === 'payment_method' ? this.method(pm) : pm.id,
    });
    // A read or cancel of a PaymentIntent that waited (expand=payment_method, as the adapter asks).
    const expanded = (status: string, extra: Record<string, unknown> = {}) => ({
      ...object(status, extra),
      payment_method: this.method(pm),
    });
    if (pm.behaviour === 'declined')
      return cardError(
        'card_declined',
        'generic_decline',
        'Your card was declined.',
        object('requires_payment_method'),
      );
    if (pm.behaviour === 'insufficient_funds')
      return cardError(
        'card_declined',
        'insufficient_funds',
        'Your card has insufficient funds.',
        object('requires_payment_method'),
      );
    if (pm.behaviour === 'needs_authentication') {
      if (form.get('off_session') === 'true')
        return cardError(
          'authentication_required',
          'authentication_required',
          'Your card was declined. This transaction requires authentication.',
          object('requires_payment_method'),
        );
      if (form.get('error_on_requires_action') === 'true') return [200, object('requires_action')];
      this.waiting.set(intent.id, { intent, status: 'requires_action', object: expanded });
      return [200, object('requires_action')];
    }
    this.intents.set(intent.id, intent);
    return [200, object('succeeded')];
  }
}

const TEST_CARDS: Record<TestCard, [string, string, Behaviour]> = {
  visa: ['visa', '4242', 'succeeds'],
  mastercard: ['mastercard', '4444', 'succeeds'],
  declined: ['visa', '0002', 'declined'],
  insufficientFunds: ['visa', '9995', 'insufficient_funds'],
  authentication: ['visa', '3184', 'needs_authentication'],
};

const stub = new StripeStub();
let stripe: CardProvider;
beforeAll(async () => {
  await stub.start();
  stripe = createStripeCardProvider({
    secretKey: 'sk_test_stagepass',
    apiUrl: stub.url,
    publishableKey: 'pk_test_stagepass',
  });
});
afterAll(() => stub.stop());
beforeEach(() => {
  stub.sent.length = 0;
});

cardProviderContract('Stripe cards (local API server)', () => stripe, {
  token: async (card) => stub.paymentMethod(...TEST_CARDS[card]),
  chargeCount: async () => stub.intentsCreated,
  authenticate: async ({ paymentId }, complete) => stub.authenticate(paymentId, complete),
});

const fields = (sent: Sent | undefined) => Object.fromEntries(sent?.form ?? []);
const lastTo = (path: string) => stub.sent.filter((s) => s.path === path).at(-1);

describe('Stripe cards: what the SDK sends', () => {
  const chargeOf = (over: Partial<ChargeRequest> & Pick<ChargeRequest, 'source'>): ChargeRequest => ({
    amountCents: 12_345,
    currency: 'USD',
    customerId: null,
    isToken: true,
    description: 'Stagepass purchase 42',
    idempotencyKey: `purchase-42-${stub.sent.length}-${Math.random()}`,
    metadata: { purchase_id: '42', event_id: '7' },
    ...over,
  });

  it('opens a customer with the email, name and member id', async () => {
    const { customerId } = await stripe.createCustomer({ email: 'fan@example.com', name: 'Fan Person', memberId: 7 });
    expect(customerId).toMatch(/^cus_1Stub/);
    const sent = lastTo('/v1/customers')!;
    expect(sent.method).toBe('POST');
    expect(fields(sent)).toEqual({ email: 'fan@example.com', name: 'Fan Person', 'metadata[member_id]': '7' });
    expect(sent.headers.authorization).toBe('Bearer sk_test_stagepass');
    expect(sent.headers['stripe-version']).toBe(Stripe.API_VERSION);
    expect(stripe.publishableKey).toBe('pk_test_stagepass');
  });

  it('opens a SetupIntent for saving a card off-session, and answers its client secret for the card form', async () => {
    const { customerId } = await stripe.createCustomer({ email: 'fan@example.com', name: 'Fan', memberId: 7 });
    const setup = await stripe.createSetupIntent(customerId);
    expect(setup?.clientSecret).toMatch(/^seti_1Stub\w*_secret_stub$/);
    expect(fields(lastTo('/v1/setup_intents'))).toEqual({
      customer: customerId,
      usage: 'off_session',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
  });

  it('attaches a PaymentMethod and makes it the default through invoice_settings', async () => {
    const { customerId } = await stripe.createCustomer({ email: 'fan@example.com', name: 'Fan', memberId: 7 });
    const pm = stub.paymentMethod('amex', '0005');
    stub.sent.length = 0;
    expect(await stripe.attachCard(customerId, pm, true)).toEqual({
      ok: true,
      card: { id: pm, brand: 'amex', last4: '0005', expMonth: 12, expYear: 2030 },
    });
    expect(stub.sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      `POST /v1/payment_methods/${pm}/attach`,
      `POST /v1/customers/${customerId}`,
    ]);
    expect(fields(stub.sent[0])).toEqual({ customer: customerId });
    expect(fields(stub.sent[1])).toEqual({ 'invoice_settings[default_payment_method]': pm });

    stub.sent.length = 0;
    await stripe.listCards(customerId);
    const list = stub.sent.find((s) => s.path === '/v1/payment_methods')!;
    expect(Object.fromEntries(list.query)).toEqual({ customer: customerId, type: 'card', limit: '100' });
    expect(stub.sent.map((s) => `${s.method} ${s.path}`)).toContain(`GET /v1/customers/${customerId}`);
  });

  it('checks a card is the customer’s before detaching it or making it the default', async () => {
    const { customerId } = await stripe.createCustomer({ email: 'fan@example.com', name: 'Fan', memberId: 7 });
    const pm = stub.paymentMethod('visa', '4242');
    await stripe.attachCard(customerId, pm, false);
    stub.sent.length = 0;
    expect(await stripe.detachCard(customerId, pm)).toBe(true);
    expect(stub.sent.map((s) => `${s.method} ${s.path}`)).toEqual([
      `GET /v1/payment_methods/${pm}`,
      `POST /v1/payment_methods/${pm}/detach`,
    ]);
    stub.sent.length = 0;
    expect(await stripe.setDefaultCard(customerId, 'pm_neverMade')).toBe(false);
    expect(stub.sent.map((s) => `${s.method} ${s.path}`)).toEqual(['GET /v1/payment_methods/pm_neverMade']);
  });

  it('charges a saved card off session as a confirmed PaymentIntent, with the Idempotency-Key', async () => {
    const { customerId } = await stripe.createCustomer({ email: 'fan@example.com', name: 'Fan', memberId: 7 });
    const pm = stub.paymentMethod('mastercard', '4444');
    await stripe.attachCard(customerId, pm, true);
    const request = chargeOf({ customerId, source: pm, isToken: false });
    const paid = await stripe.charge(request);
    expect(paid).toEqual({
      ok: true,
      chargeId: expect.stringMatching(/^pi_1Stub/),
      brand: 'mastercard',
      last4: '4444',
    });
    const sent = lastTo('/v1/payment_intents')!;
    expect(sent.headers['idempotency-key']).toBe(request.idempotencyKey);
    expect(fields(sent)).toEqual({
      amount: '12345',
      currency: 'usd',
      customer: customerId,
      payment_method: pm,
      confirm: 'true',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
      off_session: 'true',
      description: 'Stagepass purchase 42',
      'metadata[purchase_id]': '42',
      'metadata[event_id]': '7',
      'expand[0]': 'payment_method',
    });
  });

  it('charges a one-time card on session, failing rather than waiting for the bank’s confirmation', async () => {
    const pm = stub.paymentMethod('visa', '4242');
    expect(await stripe.charge(chargeOf({ source: pm }))).toMatchObject({ ok: true, brand: 'visa', last4: '4242' });
    const sent = fields(lastTo('/v1/payment_intents'));
    expect(sent).toMatchObject({ error_on_requires_action: 'true', payment_method: pm });
    expect(sent).not.toHaveProperty('customer');
    expect(sent).not.toHaveProperty('off_session');

    // A one-time PaymentMethod pays once; the second use is refused as a card Stripe will not take.
    expect(await stripe.charge(chargeOf({ source: pm }))).toEqual({ ok: false, decline: STRIPE_CARD_NOT_FOUND });
    expect(await stripe.charge(chargeOf({ source: 'pm_neverMade' }))).toEqual({
      ok: false,
      decline: STRIPE_CARD_NOT_FOUND,
    });
  });

  it('declines a card that needs the bank’s confirmation, saved (off session) or not', async () => {
    const { customerId } = await stripe.createCustomer({ email: 'fan@example.com', name: 'Fan', memberId: 7 });
    const saved = stub.paymentMethod('visa', '3155', 'needs_authentication');
    await stripe.attachCard(customerId, saved, true);
    expect(await stripe.charge(chargeOf({ customerId, source: saved, isToken: false }))).toEqual({
      ok: false,
      decline: {
        code: 'authentication_required',
        message: 'Your card was declined. This transaction requires authentication.',
      },
    });
    const once = stub.paymentMethod('visa', '3155', 'needs_authentication');
    expect(await stripe.charge(chargeOf({ source: once }))).toEqual({
      ok: false,
      decline: STRIPE_AUTHENTICATION_REQUIRED,
    });
  });

  describe('3-D Secure on session (a purchase with its buyer on the page)', () => {
    /** A charge of a card whose bank asks, made on session: the PaymentIntent waits with its client secret. */
    async function waiting(request: ChargeRequest) {
      const first = await stripe.charge(request);
      expect(first).toEqual({
        ok: false,
        decline: STRIPE_AUTHENTICATION_REQUIRED,
        authentication: {
          paymentId: expect.stringMatching(/^pi_1Stub/),
          clientSecret: expect.stringMatching(/_secret_/),
        },
      });
      const sent = fields(lastTo('/v1/payment_intents'));
      expect(sent).not.toHaveProperty('off_session');
      expect(sent).not.toHaveProperty('error_on_requires_action');
      return !first.ok && first.authentication ? first.authentication : { paymentId: '', clientSecret: '' };
    }

    it('answers the client secret, and after handleNextAction the same key reads the PaymentIntent as it is now', async () => {
      const { customerId } = await stripe.createCustomer({ email: 'fan@example.com', name: 'Fan', memberId: 7 });
      const saved = stub.paymentMethod('visa', '3184', 'needs_authentication');
      await stripe.attachCard(customerId, saved, true);
      const request = chargeOf({ customerId, source: saved, isToken: false, onSession: true });
      const { paymentId, clientSecret } = await waiting(request);
      expect(clientSecret).toBe(`${paymentId}_secret_stub`);
      // Still waiting: the retry is Stripe's replayed answer, then a fresh read of the PaymentIntent.
      expect((await stripe.charge(request)).ok).toBe(false);
      stub.authenticate(paymentId, true);
      stub.sent.length = 0;
      expect(await stripe.charge(request)).toEqual({ ok: true, chargeId: paymentId, brand: 'visa', last4: '3184' });
      expect(stub.sent.map((s) => `${s.method} ${s.path}${s.query.size ? `?${s.query}` : ''}`)).toEqual([
        'POST /v1/payment_intents',
        `GET /v1/payment_intents/${paymentId}?expand%5B0%5D=payment_method`,
      ]);
      expect(stub.sent[0]!.headers['idempotency-key']).toBe(request.idempotencyKey);
      expect(stub.intentsCreated).toBeGreaterThan(0);
      const created = stub.intentsCreated;
      // A double confirm: still the one PaymentIntent, answered as paid.
      expect(await stripe.charge(request)).toMatchObject({ ok: true, chargeId: paymentId });
      expect(stub.intentsCreated).toBe(created);
      // Cancelling it now (the recovery job too late) leaves the payment standing.
      expect(await stripe.cancelCharge(paymentId)).toMatchObject({ ok: true, chargeId: paymentId });
    });

    it('a failed challenge is the bank’s decline; a cancelled one is declined and cannot be confirmed', async () => {
      const other = stub.paymentMethod('visa', '3155', 'needs_authentication');
      const again = chargeOf({ source: other, onSession: true });
      const { paymentId } = await waiting(again);
      stub.authenticate(paymentId, false);
      expect(await stripe.charge(again)).toEqual({
        ok: false,
        decline: {
          code: 'payment_intent_authentication_failure',
          message: expect.stringMatching(/^The provided PaymentMethod has failed authentication/),
        },
      });

      const third = stub.paymentMethod('visa', '3184', 'needs_authentication');
      const abandoned = chargeOf({ source: third, onSession: true });
      const given = await waiting(abandoned);
      stub.sent.length = 0;
      expect(await stripe.cancelCharge(given.paymentId)).toEqual({ ok: false, decline: STRIPE_PAYMENT_CANCELED });
      expect(stub.sent.map((s) => `${s.method} ${s.path}`)).toEqual([
        `POST /v1/payment_intents/${given.paymentId}/cancel`,
      ]);
      expect(() => stub.authenticate(given.paymentId, true)).toThrow('does not wait');
      expect(await stripe.charge(abandoned)).toEqual({ ok: false, decline: STRIPE_PAYMENT_CANCELED });
    });
  });

  it('refunds by the PaymentIntent, with the amount and the Idempotency-Key', async () => {
    const pm = stub.paymentMethod('visa', '4242');
    const paid = await stripe.charge(chargeOf({ source: pm }));
    const chargeId = paid.ok ? paid.chargeId : '';
    await stripe.refund({ chargeId, amountCents: 345, idempotencyKey: 'refund-42' });
    const sent = lastTo('/v1/refunds')!;
    expect(fields(sent)).toEqual({ payment_intent: chargeId, amount: '345' });
    expect(sent.headers['idempotency-key']).toBe('refund-42');
    await stripe.refund({ chargeId, idempotencyKey: 'refund-42-rest' });
    expect(fields(lastTo('/v1/refunds'))).toEqual({ payment_intent: chargeId });
  });

  it("passes Stripe's other refusals on", async () => {
    const refused = stripe.listCards('cus_neverOpened');
    await expect(refused).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(refused).rejects.toThrow("No such customer: 'cus_neverOpened'");
  });
});

describe('Stripe cards: a decline as the payer is told it', () => {
  it('takes a specific decline code over the generic one, and Stripe’s message', () => {
    expect(
      cardDecline({ code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' }),
    ).toEqual({
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    expect(
      cardDecline({
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      }),
    ).toEqual({ code: 'insufficient_funds', message: 'Your card has insufficient funds.' });
    expect(cardDecline({ code: 'expired_card', message: 'Your card has expired.' })).toEqual({
      code: 'expired_card',
      message: 'Your card has expired.',
    });
    expect(cardDecline({})).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
  });
});
