import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { savedCardId, subscriptionOutput } from './fields';

// spec 001 §7: update_subscription (subscription_id, card). Another of the member's saved cards pays from now on. A
// subscription whose renewal failed (PastDue) is charged again at once with it: Active when it goes through, a 402
// with the provider's message when it is declined (the retries go on as before). Another member's subscription
// answers 404.
export const update_subscription = defineRequest({
  name: 'update_subscription',
  summary: 'Pay one of your subscriptions with another card',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: z.object({ subscription_id: idField, card: savedCardId }),
  output: subscriptionOutput,
});
