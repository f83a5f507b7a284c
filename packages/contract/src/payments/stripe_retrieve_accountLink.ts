import { z } from 'zod';
import { defineRequest } from '../define';
import { PAYOUT_ACCOUNT_HOLDERS, PAYOUT_ACCOUNT_ROLES } from './payout-access';

// spec 001 §7 Payments: stripe_retrieve_accountLink, a fresh onboarding link for the caller's existing payout
// account (what the /refresh return asks for). Without an account: 404.
export const stripe_retrieve_accountLink = defineRequest({
  name: 'stripe_retrieve_accountLink',
  summary: 'A fresh onboarding link for your payout account',
  auth: PAYOUT_ACCOUNT_ROLES,
  access: PAYOUT_ACCOUNT_HOLDERS,
  input: z.object({}),
  output: z.object({ url: z.string() }),
});
