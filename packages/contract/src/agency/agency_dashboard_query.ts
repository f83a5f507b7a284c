import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { agencyClient } from './fields';

/** An upcoming booking of a talent client, or an upcoming event of a business client. */
export const clientUpcoming = z.object({
  kind: z.enum(['booking', 'event']),
  event_id: z.number().int(),
  event_name: z.string(),
  /** For a booking: the time block's times; for an event: the event's (ISO 8601). */
  start_time: z.string(),
  end_time: z.string(),
  time_zone: z.string(),
  /** For a booking: the business that booked the talent. */
  business_name: z.string().nullable(),
  draft: z.boolean(),
});
export type ClientUpcoming = z.infer<typeof clientUpcoming>;

export const clientAttention = z.object({
  kind: z.enum(['bid_requests', 'schedule_requests', 'unread_messages', 'time_blocks', 'payout_account']),
  count: z.number().int(),
  /** What the dashboard says (domain agency.attentionText). */
  text: z.string(),
});
export type ClientAttention = z.infer<typeof clientAttention>;

export const clientOverview = z.object({
  client: agencyClient,
  upcoming: z.array(clientUpcoming),
  attention: z.array(clientAttention),
});
export type ClientOverview = z.infer<typeof clientOverview>;

/** The latest daily summary with something in it (agency-digest job). */
export const latestDigest = z.object({ day: z.string(), title: z.string(), lines: z.array(z.string()) });

// Issue 15: '/dash/agency-dashboard shows each client's upcoming bookings and events, and what needs attention.' For
// every client of the signed-in agency, in a few queries for all of them.
export const agency_dashboard_query = defineRequest({
  name: 'agency_dashboard_query',
  summary: "Each of your clients' upcoming bookings and events and what needs attention, and your latest daily summary",
  auth: ['Agency'],
  access: ACCESS.agency,
  input: z.object({}),
  output: z.object({ clients: z.array(clientOverview), digest: latestDigest.nullable() }),
});
