import { z } from 'zod';
import { defineRequest } from '../define';
import { CARD_KEEPERS } from './card-access';

// spec 001 §7 Payments: stripe_create_customer. The caller's customer at the card provider, made once (a second call
// answers the same one). Cards are saved to it.
export const stripe_create_customer = defineRequest({
  name: 'stripe_create_customer',
  summary: 'Open your customer at the card provider',
  auth: 'session',
  access: CARD_KEEPERS,
  input: z.object({}),
  output: z.object({ customer_id: z.string() }),
});
