import { z } from 'zod';
import { defineRequest } from '../define';
import { payoutAccount } from './fields';
import { PAYOUT_ACCOUNT_HOLDERS, PAYOUT_ACCOUNT_ROLES } from './payout-access';

// spec 001 §7 Payments: register_stripe_payout_account (auth_code). The onboarding return hands back the connect
// id it was opened for as auth_code; the server asks the provider for the account's state and records it.
// Another member's account answers 404.
export const register_stripe_payout_account = defineRequest({
  name: 'register_stripe_payout_account',
  summary: 'Finish payout account onboarding',
  auth: PAYOUT_ACCOUNT_ROLES,
  access: PAYOUT_ACCOUNT_HOLDERS,
  input: z.object({ auth_code: z.string().trim().min(1).max(255) }),
  output: payoutAccount,
});
