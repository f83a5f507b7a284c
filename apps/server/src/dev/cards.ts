import type { FastifyInstance } from 'fastify';
import { formatMoney } from '@stagepass/domain/format';
import type { CardFormField, SandboxCardProvider } from '../adapters/payments/card-sandbox';

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

/**
 * The payments sandbox's tokenization (DESIGN.md §5), playing Stripe.js for the sandbox card form of the web app
 * (same origin): POST /dev/cards/tokens {number, exp_month, exp_year, cvc} checks the card as Stripe.js does and
 * answers a single-use token {id, brand, last4} for stripe_source_action or a purchase, or 400 {message, field}
 * naming the field to correct. The number is never stored. Not registered in production, nor when Stripe is
 * configured.
 */
export async function cardDevRoutes(app: FastifyInstance, sandbox: SandboxCardProvider) {
  /** The sandbox's charges and refunds, newest first: what Stripe's dashboard would show. */
  app.get('/dev/cards', async (_req, reply) => {
    const { charges, refunds } = await sandbox.recent();
    const currencyOf = new Map(charges.map((c) => [c.id, c.currency]));
    const chargeRows = charges
      .map(
        (c) =>
          `<tr>${cell(c.createdAt.toISOString())}${cell(c.id)}${cell(c.description)}<td class="n">${money(c.amountCents, c.currency)}</td>${cell(c.status)}${cell(c.declineCode)}${cell(c.brand && `${c.brand} •••• ${c.last4 ?? ''}`)}<td class="n">${c.refundedCents ? money(c.refundedCents, c.currency) : ''}</td></tr>`,
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
<table><caption>Charges (${charges.length})</caption><thead><tr><th>Created</th><th>Charge</th><th>Description</th><th>Amount</th><th>Status</th><th>Decline</th><th>Card</th><th>Refunded</th></tr></thead><tbody>${chargeRows || '<tr><td colspan="8">No charges yet.</td></tr>'}</tbody></table>
<table><caption>Refunds (${refunds.length})</caption><thead><tr><th>Created</th><th>Refund</th><th>Charge</th><th>Amount</th></tr></thead><tbody>${refundRows || '<tr><td colspan="4">No refunds yet.</td></tr>'}</tbody></table>
</body></html>`;
  });

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
