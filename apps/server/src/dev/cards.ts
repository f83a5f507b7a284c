import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatMoney } from '@stagepass/domain/format';
import type { SubscriptionState } from '@stagepass/domain/commerce';
import { DISPUTABLE_STATES, SUBSCRIPTION_STATE_LABELS } from '@stagepass/domain/subscriptions';
import type { CardFormField, SandboxCardProvider } from '../adapters/payments/card-sandbox';
import {
  disputeSubscription,
  subscriptionOfDispute,
  subscriptionsOfCharges,
  type DisputeDeps,
  type DisputeStage,
} from '../features/subscriptions/disputes';

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const money = (cents: number, currency: string) => escape(formatMoney(cents, currency.toUpperCase()));
const cell = (value: string | number | null) => `<td>${value === null ? '' : escape(String(value))}</td>`;

type Body = Partial<Record<CardFormField, unknown>>;

/** A month or year as the form sends it: a number, or digits in a string. NaN for anything else (refused). */
function whole(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/** The number and the code are text (a JSON number would lose leading zeros and long numbers' last digits). */
const text = (value: unknown) => (typeof value === 'string' ? value : '');

const STAGES: readonly DisputeStage[] = ['opened', 'won', 'lost'];
const stageOf = (value: unknown) => STAGES.find((stage) => stage === value);
/** The page's dispute actions, by stage. */
const DISPUTE_ACTIONS: Readonly<Record<DisputeStage, string>> = {
  opened: 'Dispute this charge',
  won: 'Dispute won',
  lost: 'Dispute lost',
};
export const SANDBOX_DISPUTE_NO_SUBSCRIPTION =
  'That charge paid no subscription cycle: the sandbox disputes subscription charges only.';
const DISPUTE_STAGE_MESSAGE = "outcome must be 'opened', 'won' or 'lost'";

const isForm = (req: FastifyRequest) => req.headers['content-type']?.startsWith('application/x-www-form-urlencoded');

/** The dispute actions of a succeeded charge that paid a subscription's cycle: open one, or settle the open one. */
function disputeCell(
  chargeId: string,
  sub: { subscriptionId: number; state: SubscriptionState } | undefined,
  paid: boolean,
) {
  if (!sub || !paid) return '<td></td>';
  const stages: DisputeStage[] =
    sub.state === 'Dispute' ? ['won', 'lost'] : DISPUTABLE_STATES.includes(sub.state) ? ['opened'] : [];
  const label = SUBSCRIPTION_STATE_LABELS[sub.state];
  const buttons = stages
    .map((stage) => `<button type="submit" name="outcome" value="${stage}">${escape(DISPUTE_ACTIONS[stage])}</button>`)
    .join(' ');
  const form = buttons
    ? `<form method="post" action="/dev/cards/disputes"><input type="hidden" name="charge_id" value="${escape(chargeId)}">${buttons}</form>`
    : '';
  return `<td>Subscription ${sub.subscriptionId}: ${escape(label)}${form}</td>`;
}

/**
 * The payments sandbox's tokenization (DESIGN.md §5), playing Stripe.js for the sandbox card form of the web app
 * (same origin): POST /dev/cards/tokens {number, exp_month, exp_year, cvc} checks the card as Stripe.js does and
 * answers a single-use token {id, brand, last4} for stripe_source_action or a purchase, or 400 {message, field}
 * naming the field to correct. The number is never stored. Not registered in production, nor when Stripe is
 * configured.
 *
 * Card disputes, as a cardholder's bank would open them (spec 001 §4 Dispute; Stripe's charge.dispute.created and
 * .closed webhooks otherwise): POST /dev/cards/disputes {charge_id, outcome: 'opened' | 'won' | 'lost'} (a form of
 * the page, or JSON) applies it to the subscription whose cycle the charge paid
 * (features/subscriptions/disputes.ts), and answers {subscription_id, state}; 404 when the charge paid none.
 */
export async function cardDevRoutes(app: FastifyInstance, sandbox: SandboxCardProvider, deps: DisputeDeps) {
  /** The sandbox's charges and refunds, newest first: what Stripe's dashboard would show. */
  app.get('/dev/cards', async (_req, reply) => {
    const { charges, refunds } = await sandbox.recent();
    const currencyOf = new Map(charges.map((c) => [c.id, c.currency]));
    const subscriptionOf = await subscriptionsOfCharges(
      deps.db,
      charges.map((c) => c.id),
    );
    const chargeRows = charges
      .map(
        (c) =>
          `<tr>${cell(c.createdAt.toISOString())}${cell(c.id)}${cell(c.description)}<td class="n">${money(c.amountCents, c.currency)}</td>${cell(c.status)}${cell(c.declineCode)}${cell(c.brand && `${c.brand} •••• ${c.last4 ?? ''}`)}<td class="n">${c.refundedCents ? money(c.refundedCents, c.currency) : ''}</td>${disputeCell(c.id, subscriptionOf.get(c.id), c.status === 'succeeded')}</tr>`,
      )
      .join('\n');
    const refundRows = refunds
      .map(
        (r) =>
          `<tr>${cell(r.createdAt.toISOString())}${cell(r.id)}${cell(r.chargeId)}<td class="n">${money(r.amountCents, currencyOf.get(r.chargeId) ?? 'usd')}</td></tr>`,
      )
      .join('\n');
    reply.type('text/html; charset=utf-8');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stagepass card sandbox</title>
<style>body{font:14px system-ui,sans-serif;max-width:1100px;margin:2rem auto;padding:0 1rem}table{border-collapse:collapse;width:100%;margin-bottom:2rem}th,td{border-bottom:1px solid #ddd;padding:.35rem .5rem;text-align:left}td.n{text-align:right;font-variant-numeric:tabular-nums}caption{text-align:left;font-weight:600;font-size:1.1rem;padding:.5rem 0}</style>
</head><body><h1>Card sandbox</h1><p>Charges and refunds of the payments sandbox, newest first (at most 200 of each). Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0027 6000 3184 asks for 3-D Secure.</p>
<table><caption>Charges (${charges.length})</caption><thead><tr><th>Created</th><th>Charge</th><th>Description</th><th>Amount</th><th>Status</th><th>Decline</th><th>Card</th><th>Refunded</th><th>Dispute</th></tr></thead><tbody>${chargeRows || '<tr><td colspan="9">No charges yet.</td></tr>'}</tbody></table>
<table><caption>Refunds (${refunds.length})</caption><thead><tr><th>Created</th><th>Refund</th><th>Charge</th><th>Amount</th></tr></thead><tbody>${refundRows || '<tr><td colspan="4">No refunds yet.</td></tr>'}</tbody></table>
</body></html>`;
  });

  app.post<{ Body: { charge_id?: unknown; outcome?: unknown } | null }>(
    '/dev/cards/disputes',
    { bodyLimit: 4 * 1024 },
    async (req, reply) => {
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
      const stage = stageOf(body.outcome);
      if (!stage) return reply.code(400).send({ message: DISPUTE_STAGE_MESSAGE, field: 'outcome' });
      const chargeId = text(body.charge_id);
      const id = chargeId ? await subscriptionOfDispute(deps.db, null, { chargeId, paymentIntentId: null }) : null;
      if (id === null) return reply.code(404).send({ message: SANDBOX_DISPUTE_NO_SUBSCRIPTION, field: 'charge_id' });
      const sub = (await disputeSubscription(deps, null, id, stage, [chargeId!]))!;
      if (isForm(req)) return reply.redirect('/dev/cards', 303);
      return { subscription_id: sub.id, state: sub.state };
    },
  );

  app.post<{ Body: Body | null }>('/dev/cards/tokens', { bodyLimit: 4 * 1024 }, async (req, reply) => {
    const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
    const made = await sandbox.createToken({
      number: text(body.number),
      expMonth: whole(body.exp_month),
      expYear: whole(body.exp_year),
      cvc: text(body.cvc),
    });
    if (!made.ok) return reply.code(400).send({ message: made.message, field: made.field });
    return made.token;
  });

  /**
   * The bank's 3-D Secure challenge (Stripe's test authentication page, played by the page's modal): POST
   * /dev/cards/authenticate {client_secret, outcome: 'complete' | 'fail'} answers {status: 'succeeded' | 'failed'}, or
   * 409 when no payment waits under that secret (already answered, or given up by the recovery job).
   */
  app.post<{ Body: { client_secret?: unknown; outcome?: unknown } | null }>(
    '/dev/cards/authenticate',
    { bodyLimit: 4 * 1024 },
    async (req, reply) => {
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? req.body : {};
      const outcome = body.outcome;
      if (outcome !== 'complete' && outcome !== 'fail')
        return reply.code(400).send({ message: "outcome must be 'complete' or 'fail'", field: 'outcome' });
      const answered = await sandbox.authenticate(text(body.client_secret), outcome === 'complete');
      if (!answered) return reply.code(409).send({ message: SANDBOX_NOTHING_TO_AUTHENTICATE });
      return { status: answered.ok ? 'succeeded' : 'failed' };
    },
  );
}

/** The challenge of a payment that no longer waits for it. */
export const SANDBOX_NOTHING_TO_AUTHENTICATE = 'This payment is no longer waiting for authentication.';
