import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { calendarFeed } from './fields';

// Ours: a new private calendar URL; the old one stops working at once.
export const specialist_calendar_feed_reset = defineRequest({
  name: 'specialist_calendar_feed_reset',
  summary: 'Replace your private calendar URL with a new one',
  auth: ['Specialist'],
  access: ACCESS.specialist,
  input: z.object({}),
  output: calendarFeed,
});
