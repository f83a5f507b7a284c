import { z } from 'zod';
import { defineRequest } from '../define';
import { CARD_HOLDERS } from './card-access';
import { cardSources } from './fields';

// spec 001 §7 Payments: stripe_retrieve_sources, the caller's saved cards (none before a customer exists). It also
// says which card form the page shows: the sandbox's, or Stripe Elements with the publishable key.
export const stripe_retrieve_sources = defineRequest({
  name: 'stripe_retrieve_sources',
  summary: 'Your saved cards',
  auth: 'session',
  access: CARD_HOLDERS,
  input: z.object({}),
  output: cardSources.extend({
    provider: z.enum(['sandbox', 'stripe', 'unavailable']),
    publishable_key: z.string().nullable(),
  }),
});
