import { ACCESS, defineRequest } from '../define';
import { z } from 'zod';
import { payoutAccount } from './fields';
import { PAYOUT_ACCOUNT_ROLES } from './payout-access';

// spec 001 §7 Payments: stripe_get_connect_id, the caller's payout account and its state. Reading it is allowed to
// an agency acting as its client (it sees why Create Event asks for onboarding); changing it is not.
export const stripe_get_connect_id = defineRequest({
  name: 'stripe_get_connect_id',
  summary: 'Your payout account and whether it can be paid out to',
  auth: PAYOUT_ACCOUNT_ROLES,
  access: ACCESS.talentAndBusiness,
  input: z.object({}),
  output: payoutAccount,
});
