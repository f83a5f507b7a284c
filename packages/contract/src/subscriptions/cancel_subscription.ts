import { ACCESS, defineRequest } from '../define';
import { subscriptionIdInput, subscriptionOutput } from './fields';

// spec 001 §7: cancel_subscription (subscription_id), §4. The subscription is Ending: the subscriber keeps access
// until current_period_end, when the billing job makes it Canceled and charges nothing more. A renewal that failed
// (PastDue) has no paid period left, so it is Canceled at once. Another member's subscription answers 404.
export const cancel_subscription = defineRequest({
  name: 'cancel_subscription',
  summary: 'Cancel one of your subscriptions at the end of its period',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: subscriptionIdInput,
  output: subscriptionOutput,
});
