import type { FastifyInstance } from 'fastify';
import type { CardFormField, SandboxCardProvider } from '../adapters/payments/card-sandbox';

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
}
