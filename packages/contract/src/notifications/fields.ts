import { z } from 'zod';
import {
  NOTIFICATION_IDS_MAX,
  NOTIFICATION_STATES,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE_DEFAULT,
  NOTIFICATIONS_PAGE_MAX,
  parseNotificationCursor,
} from '@stagepass/domain/notifications';
import { idField } from '../ids';

export const notificationType = z.enum(NOTIFICATION_TYPES);
export const notificationState = z.enum(NOTIFICATION_STATES);

/**
 * spec 001 §3 Notification: notification_id, event_id, business_id, bid_id, sch_id, title, message, image_url,
 * modified (an ISO instant: when it was made), state and type (BUSINESS_EVENT, SPECIALIST_EVENT, or FOLLOWED and
 * MEMBER for fans). Also the schedule request it is about and the app path it opens.
 */
export const notification = z.object({
  notification_id: z.number().int(),
  event_id: z.number().int().nullable(),
  business_id: z.number().int().nullable(),
  bid_id: z.number().int().nullable(),
  sch_id: z.number().int().nullable(),
  sch_req_id: z.number().int().nullable(),
  title: z.string(),
  message: z.string(),
  image_url: z.string().nullable(),
  modified: z.string(),
  state: notificationState,
  type: notificationType,
  link: z.string().nullable(),
});
export type Notification = z.infer<typeof notification>;

/** The paging of a list, newest first: `before` is the `next_before` of the previous page. */
export const pageInput = {
  limit: z.number().int().min(1).max(NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_DEFAULT),
  before: z
    .string()
    .regex(/^\d{1,15}_\d{1,10}$/, 'Use the next_before of the previous page')
    .refine((c) => parseNotificationCursor(c) !== null, 'Use the next_before of the previous page')
    .optional(),
};

/** One page of notifications; next_before is null on the last page. */
export const notificationPage = z.object({
  notifications: z.array(notification),
  next_before: z.string().nullable(),
});

/** mark_notifications_as_read and delete_notifications: the caller's notifications by id. */
export const notificationIdsInput = z.object({
  notification_ids: z.array(idField).min(1, 'Name at least one notification').max(NOTIFICATION_IDS_MAX),
});
