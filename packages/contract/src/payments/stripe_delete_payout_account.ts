import { z } from 'zod';
import { defineRequest } from '../define';
import { payoutAccount } from './fields';
import { PAYOUT_ACCOUNT_HOLDERS, PAYOUT_ACCOUNT_ROLES } from './payout-access';

// spec 001 §7 Payments: stripe_delete_payout_account. Closes the caller's payout account at the provider and
// forgets it; creating events and selling tickets then need a new one.
export const stripe_delete_payout_account = defineRequest({
  name: 'stripe_delete_payout_account',
  summary: 'Remove your payout account',
  auth: PAYOUT_ACCOUNT_ROLES,
  access: PAYOUT_ACCOUNT_HOLDERS,
  input: z.object({}),
  output: payoutAccount,
});
