import type { BillingProvider } from './billing-provider';
import { createStripeBillingProvider } from './billing-stripe';

export interface BillingConfig {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_API_URL: string;
}

const made = new WeakMap<BillingConfig, BillingProvider | null>();

/**
 * DESIGN.md §5: Stripe Billing runs the subscriptions with STRIPE_SECRET_KEY; without it (the payments sandbox) the
 * app runs the cycles itself and charges the card provider (null here). One provider per configuration.
 */
export function billingProvider(config: BillingConfig): BillingProvider | null {
  if (!made.has(config)) {
    const key = config.STRIPE_SECRET_KEY;
    made.set(config, key ? createStripeBillingProvider({ secretKey: key, apiUrl: config.STRIPE_API_URL }) : null);
  }
  return made.get(config)!;
}
