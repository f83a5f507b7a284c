import { z } from 'zod';
import { defineRequest } from '../define';
import { CARD_KEEPERS } from './card-access';

// Saving a card with Stripe (beyond the spec's names; the spec's stripe_source_action then saves it): a SetupIntent
// for the caller's customer (opened if need be), whose client secret Stripe.js's confirmCardSetup uses in the card
// form, with the bank's own check where it asks for one. Null in the payments sandbox, whose form makes tokens.
export const stripe_setup_intent = defineRequest({
  name: 'stripe_setup_intent',
  summary: 'Start saving a card (Stripe SetupIntent)',
  auth: 'session',
  access: CARD_KEEPERS,
  input: z.object({}),
  output: z.object({ client_secret: z.string().nullable() }),
});
