import type { FastifyInstance } from 'fastify';
import type { PayoutWebhooks } from '../../adapters/payments/stripe';
import { recordOutcome, type PurchaseDeps } from '../tickets/purchase';
import { recordProviderRefund } from '../tickets/refund';
import { purchaseDetails } from '../tickets/tickets-repository';
import { applyBillingWebhook } from '../subscriptions/stripe-billing';
import * as payouts from './payouts-repository';

export const WEBHOOK_SIGNATURE_REFUSED = 'The webhook signature does not match.';

/**
 * POST /webhooks/stripe (DESIGN.md §5): Stripe's events, believed only with a valid signature over the exact bytes
 * sent (so the body is kept raw here). account.updated stores the account's new state for the member holding it;
 * charge.succeeded and charge.failed record the outcome of a ticket purchase still Pending (the answer the purchase
 * request itself lost to a crash or a timeout; recorded once, whoever comes first); charge.refunded records a full
 * refund made at Stripe (its dashboard) as a refund here, or confirms one made here; Stripe Billing's
 * customer.subscription.updated/.deleted, invoice.paid and invoice.payment_failed set a subscription's state and record
 * its cycles (features/subscriptions/stripe-billing.ts); other events are acknowledged and ignored. Registered only when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set.
 */
export async function stripeWebhookRoutes(app: FastifyInstance, deps: PurchaseDeps & { webhooks: PayoutWebhooks }) {
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
    if (update && 'billing' in update) {
      // Stripe Billing: a subscription's state, or a cycle's invoice paid or failed (features/subscriptions).
      if (!(await applyBillingWebhook(deps, update)))
        req.log.info({ update }, 'stripe webhook for an unknown subscription');
    } else if (update && 'refunded' in update) {
      // A partial refund (made in Stripe's dashboard) is the business's own arrangement: the tickets stand.
      if (update.refunded.fully) {
        const outcome = await recordProviderRefund(deps, update.purchaseId, update.refunded.refundId);
        req.log.info({ purchaseId: update.purchaseId, outcome }, 'stripe refund');
      } else req.log.info({ purchaseId: update.purchaseId }, 'stripe partial refund: the purchase stands');
    } else if (update && 'purchaseId' in update) {
      const details = await purchaseDetails(deps.db, update.purchaseId);
      if (details?.purchase.status === 'Pending') await recordOutcome(deps, details, update.result);
      else if (!details) req.log.info({ purchaseId: update.purchaseId }, 'stripe webhook for an unknown purchase');
    } else if (update) {
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
