import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { notificationIdsInput } from './fields';

// spec 001 §7 Notifications: delete_notifications (notification_ids), from either tab (§4). Only the caller's own
// are deleted; ids of other members' (or missing) notifications are ignored, and when none is the caller's the
// answer is 404. Answers the ids deleted and the caller's unread count after it.
export const delete_notifications = defineRequest({
  name: 'delete_notifications',
  summary: 'Delete some of your notifications',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: notificationIdsInput,
  output: z.object({ notification_ids: z.array(z.number().int()), unread: z.number().int() }),
});
