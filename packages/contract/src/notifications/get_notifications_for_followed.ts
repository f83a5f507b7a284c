import { ACCESS, defineRequest } from '../define';
import { z } from 'zod';
import { notificationPage, pageInput } from './fields';

// spec 001 §7 Notifications: get_notifications_for_followed. What the talent and businesses the caller follows are
// doing (their FOLLOWED notifications), newest first.
export const get_notifications_for_followed = defineRequest({
  name: 'get_notifications_for_followed',
  summary: 'News from the talent and businesses you follow',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({ ...pageInput }),
  output: notificationPage,
});
