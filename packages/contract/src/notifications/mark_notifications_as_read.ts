import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { notificationIdsInput } from './fields';

// spec 001 §7 Notifications: mark_notifications_as_read (notification_ids). Only the caller's own are marked; ids of
// other members' (or missing) notifications are ignored, and when none is the caller's the answer is 404. Marking a
// read one again changes nothing. Answers the caller's ids it covered and the caller's unread count after it.
export const mark_notifications_as_read = defineRequest({
  name: 'mark_notifications_as_read',
  summary: 'Mark some of your notifications as read',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: notificationIdsInput,
  output: z.object({ notification_ids: z.array(z.number().int()), unread: z.number().int() }),
});
