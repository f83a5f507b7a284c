import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { apiDate, latitude, longitude } from '../events/fields';
import { serverNow } from './fields';

// spec 001 §7 business_find_availablity (date YYYY-MM-DD, sp_id, latitude, longitude): a talent's windows on that
// day (the day in the schedules' time zone), each with its prices, its distance from the given position, and the
// blocks already booked in it; and the server's clock (each window counts down to its close against it).
export const business_find_availablity = defineRequest({
  name: 'business_find_availablity',
  summary: "A talent's schedule windows on one day",
  auth: ['Business'],
  access: ACCESS.business,
  input: z.object({ date: apiDate, sp_id: idField, latitude, longitude }),
  output: z.object({
    windows: z.array(
      z.object({
        sch_id: z.number().int(),
        start_time: z.string(),
        end_time: z.string(),
        time_zone: z.string(),
        location_name: z.string(),
        distance: z.number(),
        rate_cents: z.number().int(),
        listing_price_cents: z.number().int(),
        book_now_cents: z.number().int().nullable(),
        approve_bids: z.boolean(),
        buffer_time: z.number().int(),
        max_events: z.number().int(),
        closes_at: z.string(),
        closed_at: z.string().nullable(),
        booked: z.array(z.tuple([z.string(), z.string()])),
      }),
    ),
    server_now: serverNow,
  }),
});
