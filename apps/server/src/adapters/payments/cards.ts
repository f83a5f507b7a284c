import type { Database } from '@stagepass/db/client';
import type { Clock } from '../clock';
import type { CardProvider } from './card-provider';
import { SandboxCardProvider } from './card-sandbox';
import { createStripeCardProvider } from './card-stripe';

export interface CardsConfig {
  NODE_ENV: 'development' | 'production' | 'test';
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_API_URL: string;
}

export interface Cards {
  provider: CardProvider;
  /** The sandbox behind /dev/cards (its card form's tokens), when it is the provider. */
  sandbox: SandboxCardProvider | null;
}

const missingKey = () => Promise.reject(new Error('cards: STRIPE_SECRET_KEY is not set'));

/** Production without STRIPE_SECRET_KEY: no card can be saved or charged (features/payments/card-customers.ts: 503). */
const unavailable: CardProvider = {
  kind: 'unavailable',
  publishableKey: null,
  createCustomer: missingKey,
  createSetupIntent: missingKey,
  listCards: missingKey,
  attachCard: missingKey,
  detachCard: missingKey,
  setDefaultCard: missingKey,
  charge: missingKey,
  cancelCharge: missingKey,
  refund: missingKey,
};

/** DESIGN.md §5: the card sandbox by default, Stripe with STRIPE_SECRET_KEY; in production never the sandbox. */
export function createCards(config: CardsConfig, deps: { db: Database; clock: Clock }): Cards {
  if (config.STRIPE_SECRET_KEY) {
    const provider = createStripeCardProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      apiUrl: config.STRIPE_API_URL,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? null,
    });
    return { provider, sandbox: null };
  }
  if (config.NODE_ENV === 'production') return { provider: unavailable, sandbox: null };
  const sandbox = new SandboxCardProvider(deps.db, deps.clock);
  return { provider: sandbox, sandbox };
}
