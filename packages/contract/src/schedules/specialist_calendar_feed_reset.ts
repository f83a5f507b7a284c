import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { calendarFeed } from './fields';

// Ours: a new private calendar URL; the old one stops working at once.
export const specialist_calendar_feed_reset = defineRequest({
  name: 'specialist_calendar_feed_reset',
  summary: 'Replace your private calendar URL with a new one',
  auth: ['Specialist'],
  // The URL is a password to the talent's bookings that outlives any session: an agency acting is refused
  // (acting-guard.ts), so none outlives its access.
  access: { ...ACCESS.specialist, agencyAsClient: 403 },
  input: z.object({}),
  output: calendarFeed,
});
