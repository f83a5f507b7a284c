import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { calendarFeed } from './fields';

// Ours (issue 12, beyond the spec): the talent's private iCalendar URL of their bookings. The first call makes it
// and shows its URL; later calls answer `exists` without it (only its hash is kept): reset for a new URL. An agency
// acting for the talent is only told whether it exists: a URL it saw would outlive its access.
export const specialist_calendar_feed = defineRequest({
  name: 'specialist_calendar_feed',
  summary: 'Your private calendar feed: its URL when it is made, else whether it exists',
  auth: ['Specialist'],
  access: ACCESS.specialist,
  input: z.object({}),
  output: calendarFeed,
});
