import type { FastifyInstance } from 'fastify';
import type { Database } from '@stagepass/db/client';
import type { Clock } from '../../adapters/clock';
import type { PayoutWebhooks } from '../../adapters/payments/stripe';
import * as payouts from './payouts-repository';

export const WEBHOOK_SIGNATURE_REFUSED = 'The webhook signature does not match.';

/**
 * POST /webhooks/stripe (DESIGN.md §5): Stripe's events, believed only with a valid signature over the exact bytes
 * sent (so the body is kept raw here). account.updated stores the account's new state for the member holding it;
 * other events are acknowledged and ignored. Registered only when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are
 * set.
 */
export async function stripeWebhookRoutes(
  app: FastifyInstance,
  deps: { db: Database; clock: Clock; webhooks: PayoutWebhooks },
) {
  app.removeContentTypeParser(['application/json']);
  app.addContentTypeParser(['application/json'], { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );

  app.post('/webhooks/stripe', async (req, reply) => {
    const signature = req.headers['stripe-signature'];
    let update;
    try {
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw new Error('no signature or body');
      update = deps.webhooks.verify(req.body, signature);
    } catch (err) {
      req.log.warn({ err }, 'stripe webhook refused');
      return reply.code(400).send({ message: WEBHOOK_SIGNATURE_REFUSED, code: 'INVALID_INPUT' });
    }
    if (update) {
      const known = await payouts.saveStateByConnectId(
        deps.db,
        update.connectId,
        update.state,
        new Date(deps.clock.now()),
      );
      if (!known) req.log.info({ connectId: update.connectId }, 'stripe webhook for an account no member holds');
    }
    return { received: true };
  });
}
