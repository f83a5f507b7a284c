import type { Handler } from '../../rpc/context';
import { findCustomerId, NO_CARDS, sourcesOutput } from './card-customers';

// spec 001 §7 Payments: the caller's saved cards and the default, none before a customer exists. Which provider
// answers tells the page which card form to show (the sandbox's, or Stripe Elements with the publishable key); with
// none configured (production without Stripe) the list is empty and the page says cards are unavailable.
export const stripe_retrieve_sources: Handler<'stripe_retrieve_sources'> = async ({ ctx }) => {
  const provider = ctx.cards;
  const customerId = provider.kind === 'unavailable' ? null : await findCustomerId(ctx.db, ctx.member.id);
  const cards = customerId ? await provider.listCards(customerId) : NO_CARDS;
  return { ...sourcesOutput(cards), provider: provider.kind, publishable_key: provider.publishableKey };
};
