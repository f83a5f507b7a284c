import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { notificationPage, notificationState, notificationType, pageInput } from './fields';

// spec 001 §7 Notifications: get_notifications. The caller's notifications, newest first, with the fields of §3,
// filtered by type (BUSINESS_EVENT for a business's event list, SPECIALIST_EVENT for talent's) and state (the Unread
// and Read tabs), a page at a time. `unread` counts the caller's unread ones of that type (a badge).
export const get_notifications = defineRequest({
  name: 'get_notifications',
  summary: 'Your notifications, newest first',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({
    type: notificationType.optional(),
    state: notificationState.optional(),
    ...pageInput,
  }),
  output: notificationPage.extend({ unread: z.number().int() }),
});
