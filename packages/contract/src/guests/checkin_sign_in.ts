import { z } from 'zod';
import { idField } from '../ids';
import { ACCESS, defineRequest } from '../define';
import { checkinEvent, deviceName } from './fields';

// Ours (spec 001 §1, the event-manager app): staff sign in with the event id and the manager password. The session
// checks in that event only and carries no member's rights. Wrong passwords lock the event's sign-in for a while.
export const checkin_sign_in = defineRequest({
  name: 'checkin_sign_in',
  summary: 'Open a check-in session for one event with its manager password',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    event_id: idField,
    password: z.string().min(1, 'Enter the manager password').max(200),
    device_name: deviceName,
  }),
  output: z.object({ session_token: z.string(), expires_at: z.string(), device_name: z.string(), event: checkinEvent }),
});
