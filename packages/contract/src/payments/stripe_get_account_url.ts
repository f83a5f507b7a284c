import { z } from 'zod';
import { defineRequest } from '../define';
import { PAYOUT_ACCOUNT_HOLDERS, PAYOUT_ACCOUNT_ROLES } from './payout-access';

// spec 001 §7 Payments: stripe_get_account_url. Opens the caller's payout account if it has none, and answers the
// onboarding link (the provider's hosted page, or the sandbox's) that returns to
// /mobile/redirect/stripeconnect/{connect_id}/return, or /refresh when the link has expired.
export const stripe_get_account_url = defineRequest({
  name: 'stripe_get_account_url',
  summary: 'Start payout account onboarding: the link to open',
  auth: PAYOUT_ACCOUNT_ROLES,
  access: PAYOUT_ACCOUNT_HOLDERS,
  input: z.object({}),
  output: z.object({ url: z.string(), connect_id: z.string() }),
});
