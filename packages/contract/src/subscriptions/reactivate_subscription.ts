import { ACCESS, defineRequest } from '../define';
import { subscriptionIdInput, subscriptionOutput } from './fields';

// spec 001 §7: reactivate_subscription (subscription_id), §4. An Ending subscription runs on (Active, or Trialing in
// its trial) with no charge. One that ended (Canceled, Unpaid, Expired) starts a new paid cycle now, on its card,
// if its plan is still offered and the member holds no other subscription to the tier: a declined card answers 402
// and leaves it as it was. Another member's subscription answers 404.
export const reactivate_subscription = defineRequest({
  name: 'reactivate_subscription',
  summary: 'Reactivate one of your subscriptions',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: subscriptionIdInput,
  output: subscriptionOutput,
});
