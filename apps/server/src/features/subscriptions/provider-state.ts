import type { Executor } from '@stagepass/db/client';
import type { ProviderSubscription } from '../../adapters/payments/billing-provider';
import * as repo from './subscriptions-repository';

/** What the provider says of a subscription, stored on its row. */
export async function saveProviderState(
  db: Executor,
  id: number,
  p: ProviderSubscription,
  now: Date,
): Promise<repo.SubscriptionRecord> {
  return repo.updateSubscription(db, id, {
    state: p.state,
    stripeSubscriptionId: p.id,
    currentPeriodStart: p.currentPeriodStart,
    currentPeriodEnd: p.currentPeriodEnd,
    trialEnd: p.trialEnd,
    ...(p.state === 'Canceled' || p.state === 'Ending' ? { canceledAt: p.canceledAt ?? now } : { canceledAt: null }),
    ...(p.state === 'PastDue' ? {} : { nextRetryAt: null, retryCount: 0 }),
    updatedAt: now,
  });
}
