import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { savedCardId, subscriptionOutput } from './fields';

// spec 001 §7 Collections and subscriptions: create_subscription (plan_id, card). Any member subscribes to another
// creator's plan with one of their saved cards (spec 001 §6 User: buy subscriptions). A plan with trial days starts
// Trialing, charged nothing until the trial ends; otherwise the first cycle is charged now and the subscription is
// Active. A declined card answers 402 with the provider's message, and leaves the subscription Expired (it never
// started: no access, not listed). A disabled plan, one not offered yet, your own plan, or a second subscription to
// the same tier answer 409.
export const create_subscription = defineRequest({
  name: 'create_subscription',
  summary: 'Subscribe to a plan',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({ plan_id: idField, card: savedCardId }),
  output: subscriptionOutput,
});
