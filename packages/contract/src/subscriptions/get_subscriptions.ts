import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { flag, subscriptionRow } from './fields';

// spec 001 §7: get_subscriptions; §5: 'Collections and subscriptions: purchased, otherwise active/byId/lookFor'.
// purchased: the caller's own subscriptions (Expired ones, which never started, left out), newest first. Otherwise
// the subscribers of the caller's products (a creator's list), narrowed by the other group together: active (only
// those with access now), byId (one product of the caller's) and lookFor (words of the subscriber's, plan's or
// product's name).
export const get_subscriptions = defineRequest({
  name: 'get_subscriptions',
  summary: 'Your subscriptions, or the subscribers of your products',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({
    purchased: flag.optional(),
    active: flag.optional(),
    byId: idField.optional(),
    lookFor: z.string().trim().max(100).optional(),
  }),
  output: z.object({ subscriptions: z.array(subscriptionRow) }),
});
