import { z } from 'zod';
import { defineRequest } from '../define';
import { CARD_HOLDERS } from './card-access';

// spec 001 §7 Payments: stripe_get_customer_id, null until stripe_create_customer.
export const stripe_get_customer_id = defineRequest({
  name: 'stripe_get_customer_id',
  summary: 'Your customer at the card provider',
  auth: 'session',
  access: CARD_HOLDERS,
  input: z.object({}),
  output: z.object({ customer_id: z.string().nullable() }),
});
