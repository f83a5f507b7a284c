import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { notification } from './fields';

// spec 001 §7 Notifications: get_bid_notifications (bidId). The caller's notifications about one bid, newest first
// (at most 100). Only the caller's own: another member's bid simply has none of them.
export const get_bid_notifications = defineRequest({
  name: 'get_bid_notifications',
  summary: 'Your notifications about one bid',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({ bidId: idField }),
  output: z.object({ notifications: z.array(notification) }),
});
