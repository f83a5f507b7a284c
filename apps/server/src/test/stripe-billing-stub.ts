// A local Stripe for Stripe Billing's calls (tests only): adapters/payments/billing-stripe.test.ts and the API tests
// of features/subscriptions run the real SDK against it (STRIPE_API_URL).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the SDK sent, as the local server received it. */
interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

type Answer = [number, unknown];
type Behaviour = 'succeeds' | 'insufficient_funds';

export const NOW = Math.floor(Date.parse('2026-11-22T12:00:00Z') / 1000);
export const MONTH_END = Math.floor(Date.parse('2026-12-22T12:00:00Z') / 1000);
export const DAY = 86_400;

interface StubSubscription {
  id: string;
  customer: string;
  method: string;
  price: string;
  status: string;
  cancelAtPeriodEnd: boolean;
  start: number;
  end: number;
  trialEnd: number | null;
  invoice: { id: string; status: string; amount: number } | null;
  /** pause_collection set (behavior 'void'): a dispute is open. */
  paused?: boolean;
}

/**
 * A local server answering Stripe Billing's calls as Stripe's API does (form-encoded requests, JSON answers, card
 * errors as 402 {error: {type: 'card_error', ...}}): Products, Prices, Subscriptions and paying an open invoice, kept
 * in memory, a repeated Idempotency-Key answered with its first answer, and every request recorded.
 */
export class BillingStub {
  readonly sent: Sent[] = [];
  readonly products = new Map<string, { name: string }>();
  readonly prices = new Map<string, { amount: number; currency: string; interval: string }>();
  readonly subscriptions = new Map<string, StubSubscription>();
  /** The behaviour of each card (PaymentMethod id) when charged. */
  readonly cards = new Map<string, Behaviour>([
    ['pm_good', 'succeeds'],
    ['pm_poor', 'insufficient_funds'],
  ]);
  private readonly byKey = new Map<string, Answer>();
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
          query: url.searchParams,
          form: new URLSearchParams(Buffer.concat(chunks).toString()),
          headers: req.headers,
        };
        this.sent.push(sent);
        const key = req.headers['idempotency-key'];
        const answer = (typeof key === 'string' && this.byKey.get(key)) || this.answer(sent);
        if (typeof key === 'string') this.byKey.set(key, answer);
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

  reset() {
    this.sent.length = 0;
    this.subscriptions.clear();
    this.byKey.clear();
  }

  private id(prefix: string) {
    return `${prefix}_1Stub${this.next++}`;
  }

  /** The PaymentIntent that paid a subscription's latest invoice (Stripe's charge.dispute names it). */
  paymentOf(subscriptionId: string): string {
    return `pi_${this.subscriptions.get(subscriptionId)!.invoice!.id}`;
  }

  private invoice(s: StubSubscription) {
    return (
      s.invoice && {
        id: s.invoice.id,
        object: 'invoice',
        status: s.invoice.status,
        amount_paid: s.invoice.status === 'paid' ? s.invoice.amount : 0,
        amount_due: s.invoice.amount,
        currency: 'usd',
        period_start: s.start,
        period_end: s.start,
        parent: { type: 'subscription_details', subscription_details: { subscription: s.id, metadata: {} } },
        lines: { object: 'list', data: [{ id: 'il_1', object: 'line_item', period: { start: s.start, end: s.end } }] },
      }
    );
  }

  private subscription(s: StubSubscription) {
    return {
      id: s.id,
      object: 'subscription',
      customer: s.customer,
      status: s.status,
      cancel_at_period_end: s.cancelAtPeriodEnd,
      canceled_at: s.status === 'canceled' || s.cancelAtPeriodEnd ? NOW : null,
      trial_end: s.trialEnd,
      start_date: s.start,
      default_payment_method: s.method,
      pause_collection: s.paused ? { behavior: 'void', resumes_at: null } : null,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${s.id}`,
            object: 'subscription_item',
            price: { id: s.price },
            current_period_start: s.start,
            current_period_end: s.end,
          },
        ],
      },
      latest_invoice: this.invoice(s),
    };
  }

  private declined(): Answer {
    return [
      402,
      {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    ];
  }

  /** The cards saved to each customer (PaymentMethod ids), for the card provider's listCards. */
  readonly saved = new Map<string, string[]>();

  private answer({ method, path, form, query }: Sent): Answer {
    let m: RegExpMatchArray | null;
    if (method === 'GET' && (m = path.match(/^\/v1\/customers\/([^/]+)$/)))
      return [200, { id: m[1], object: 'customer', invoice_settings: { default_payment_method: null } }];
    if (method === 'GET' && path === '/v1/payment_methods') {
      const ids = this.saved.get(query.get('customer') ?? '') ?? [];
      const data = ids.map((id) => ({
        id,
        object: 'payment_method',
        type: 'card',
        customer: query.get('customer'),
        card: { brand: 'visa', last4: id === 'pm_poor' ? '9995' : '4242', exp_month: 12, exp_year: 2031 },
      }));
      return [200, { object: 'list', url: '/v1/payment_methods', has_more: false, data }];
    }
    if (method === 'GET' && path === '/v1/invoice_payments') {
      const intent = query.get('payment[payment_intent]');
      const s = [...this.subscriptions.values()].find((x) => x.invoice && `pi_${x.invoice.id}` === intent);
      const data = s
        ? [
            {
              id: `inpay_${s.invoice!.id}`,
              object: 'invoice_payment',
              invoice: query.get('expand[0]') === 'data.invoice' ? this.invoice(s) : s.invoice!.id,
              payment: { type: 'payment_intent', payment_intent: intent },
            },
          ]
        : [];
      return [200, { object: 'list', url: '/v1/invoice_payments', has_more: false, data }];
    }
    if (method === 'POST' && path === '/v1/products') {
      const id = this.id('prod');
      this.products.set(id, { name: form.get('name') ?? '' });
      return [200, { id, object: 'product', name: form.get('name') }];
    }
    if (method === 'POST' && path === '/v1/prices') {
      const id = this.id('price');
      const price = {
        amount: Number(form.get('unit_amount')),
        currency: form.get('currency') ?? '',
        interval: form.get('recurring[interval]') ?? '',
      };
      this.prices.set(id, price);
      return [200, { id, object: 'price', unit_amount: price.amount, currency: price.currency }];
    }
    if (method === 'POST' && path === '/v1/subscriptions') {
      const price = this.prices.get(form.get('items[0][price]') ?? '');
      if (!price) return [400, { error: { type: 'invalid_request_error', message: 'No such price' } }];
      const methodId = form.get('default_payment_method') ?? '';
      const trialDays = Number(form.get('trial_period_days') ?? 0);
      if (!trialDays && this.cards.get(methodId) !== 'succeeds') return this.declined();
      const end = trialDays ? NOW + trialDays * DAY : MONTH_END;
      const s: StubSubscription = {
        id: this.id('sub'),
        customer: form.get('customer') ?? '',
        method: methodId,
        price: form.get('items[0][price]')!,
        status: trialDays ? 'trialing' : 'active',
        cancelAtPeriodEnd: false,
        start: NOW,
        end,
        trialEnd: trialDays ? end : null,
        invoice: { id: this.id('in'), status: 'paid', amount: trialDays ? 0 : price.amount },
      };
      this.subscriptions.set(s.id, s);
      return [200, this.subscription(s)];
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
      const s = this.subscriptions.get(m[1]!);
      if (!s) return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such' } }];
      if (method === 'DELETE') s.status = 'canceled';
      if (method === 'POST') {
        if (form.has('cancel_at_period_end')) s.cancelAtPeriodEnd = form.get('cancel_at_period_end') === 'true';
        if (form.has('default_payment_method')) s.method = form.get('default_payment_method')!;
        if (form.has('pause_collection[behavior]')) s.paused = true;
        else if (form.get('pause_collection') === '') s.paused = false;
        if (form.has('items[0][price]')) {
          if (form.get('items[0][id]') !== `si_${s.id}`)
            return [400, { error: { type: 'invalid_request_error', message: 'No such subscription item' } }];
          if (!this.prices.has(form.get('items[0][price]')!))
            return [400, { error: { type: 'invalid_request_error', message: 'No such price' } }];
          s.price = form.get('items[0][price]')!;
        }
      }
      return [200, this.subscription(s)];
    }
    if (method === 'POST' && (m = path.match(/^\/v1\/invoices\/([^/]+)\/pay$/))) {
      const s = [...this.subscriptions.values()].find((x) => x.invoice?.id === m![1]);
      if (!s?.invoice) return [404, { error: { type: 'invalid_request_error', message: 'No such invoice' } }];
      if (this.cards.get(form.get('payment_method') ?? '') !== 'succeeds') return this.declined();
      s.invoice.status = 'paid';
      s.status = 'active';
      return [200, { id: s.invoice.id, object: 'invoice', status: 'paid' }];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } },
    ];
  }

  /** A renewal Stripe could not charge: past_due with an open invoice. */
  pastDue(id: string) {
    const s = this.subscriptions.get(id)!;
    s.status = 'past_due';
    s.invoice = { id: this.id('in'), status: 'open', amount: s.invoice?.amount ?? 0 };
  }
}
