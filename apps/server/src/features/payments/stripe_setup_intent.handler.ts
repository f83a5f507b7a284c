import type { Handler } from '../../rpc/context';
import { cardProvider, ensureCustomer } from './card-customers';

/** A SetupIntent for saving a card to the caller's customer (opened if need be); null in the sandbox. */
export const stripe_setup_intent: Handler<'stripe_setup_intent'> = async ({ ctx }) => {
  const provider = cardProvider(ctx);
  const setup = await provider.createSetupIntent(await ensureCustomer(ctx, provider));
  return { client_secret: setup?.clientSecret ?? null };
};
