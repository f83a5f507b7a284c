import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { latitude, location, longitude } from './fields';

// spec 001 §7 Schedules and locations: locations_query. The talent's locations (deleted ones left out), with the
// distance in miles from the position given (null without one). Newest first.
export const locations_query = defineRequest({
  name: 'locations_query',
  summary: 'Your locations, with the distance from a position when one is given',
  auth: ['Specialist'],
  access: ACCESS.specialist,
  input: z.object({ latitude: latitude.optional(), longitude: longitude.optional() }),
  output: z.object({ locations: z.array(location) }),
});
