import type { Database } from '@stagepass/db/client';
import type { Clock } from '../clock';
import type { PayoutProvider } from './payout-provider';
import { SandboxPayoutProvider } from './sandbox';
import { createStripePayoutProvider, createStripeWebhooks, type PayoutWebhooks } from './stripe';

export interface PayoutsConfig {
  NODE_ENV: 'development' | 'production' | 'test';
  PUBLIC_URL: string;
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  STRIPE_API_URL: string;
}

export interface Payouts {
  provider: PayoutProvider;
  /** The sandbox behind /dev/connect, when it is the provider. */
  sandbox: SandboxPayoutProvider | null;
  /** Stripe's webhooks, when the real provider and its signing secret are configured. */
  webhooks: PayoutWebhooks | null;
}

/** Production without STRIPE_SECRET_KEY: the sandbox's page is not served there, so payouts cannot be set up. */
const unavailable: PayoutProvider = {
  kind: 'unavailable',
  createAccount: () => Promise.reject(new Error('payouts: STRIPE_SECRET_KEY is not set')),
  createAccountLink: () => Promise.reject(new Error('payouts: STRIPE_SECRET_KEY is not set')),
  retrieveAccount: () => Promise.reject(new Error('payouts: STRIPE_SECRET_KEY is not set')),
  deleteAccount: () => Promise.reject(new Error('payouts: STRIPE_SECRET_KEY is not set')),
  transfer: () => Promise.reject(new Error('payouts: STRIPE_SECRET_KEY is not set')),
};

/**
 * DESIGN.md §5: the payments sandbox (accounts in the database, onboarding at /dev/connect) by default, Stripe
 * Connect when STRIPE_SECRET_KEY is set. In production the sandbox is never used: without the key, payout accounts
 * answer 503 (features/payments/payout-accounts.ts).
 */
export function createPayouts(config: PayoutsConfig, deps: { db: Database; clock: Clock }): Payouts {
  if (config.STRIPE_SECRET_KEY) {
    const settings = { secretKey: config.STRIPE_SECRET_KEY, apiUrl: config.STRIPE_API_URL };
    const webhookSecret = config.STRIPE_WEBHOOK_SECRET;
    return {
      provider: createStripePayoutProvider(settings),
      sandbox: null,
      webhooks: webhookSecret ? createStripeWebhooks({ ...settings, webhookSecret }, deps.clock) : null,
    };
  }
  if (config.NODE_ENV === 'production') return { provider: unavailable, sandbox: null, webhooks: null };
  const sandbox = new SandboxPayoutProvider(deps.db, deps.clock, config.PUBLIC_URL);
  return { provider: sandbox, sandbox, webhooks: null };
}
