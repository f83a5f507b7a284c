import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { businessBid, serverNow } from './fields';

const talent = z.object({
  sp_id: z.number().int(),
  name: z.string(),
  photo: z.string().nullable(),
  username: z.string().nullable(),
});

// spec 001 §7 business_find_specialists_for_sub_event (sb_event_id, trait): for the business's own time block, the
// talent with that trait whose open schedule covers the block (`specialist`: rate, listing price and distance from
// the schedule's location to the venue, and the business's live bid on them), and the matching talent with no such
// schedule (`specialist_nosch`), who can be sent a schedule request.
export const business_find_specialists_for_sub_event = defineRequest({
  name: 'business_find_specialists_for_sub_event',
  summary: 'Talent for a time block: with a schedule that covers it, and without one',
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: z.object({ sb_event_id: idField, trait: idField }),
  output: z.object({
    specialist: z.array(
      talent.extend({
        sch_id: z.number().int(),
        location_name: z.string(),
        distance: z.number(),
        rate_cents: z.number().int(),
        listing_price_cents: z.number().int(),
        book_now_cents: z.number().int().nullable(),
        approve_bids: z.boolean(),
        closes_at: z.string(),
        bid: businessBid.nullable(),
      }),
    ),
    server_now: serverNow,
    specialist_nosch: z.array(
      talent.extend({ schedule_request: z.object({ req_id: z.number().int(), state: z.string() }).nullable() }),
    ),
  }),
});
