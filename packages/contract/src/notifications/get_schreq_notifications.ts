import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { notificationPage, notificationState, pageInput } from './fields';

// spec 001 §7 Notifications: get_schreq_notifications. The caller's notifications about schedule requests, newest
// first; optionally about one request (sch_req_id) or in one state.
export const get_schreq_notifications = defineRequest({
  name: 'get_schreq_notifications',
  summary: 'Your notifications about schedule requests',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({
    sch_req_id: idField.optional(),
    state: notificationState.optional(),
    ...pageInput,
  }),
  output: notificationPage,
});
