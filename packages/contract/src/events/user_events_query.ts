import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { bidStateName } from '../bookings/fields';
import { idField } from '../ids';
import { apiDate, distanceMiles, eventCard, latitude, longitude, nearbyCursor } from './fields';

// spec 001 §7 Events: user_events_query, the events anyone may see. Near a position (latitude, longitude,
// distance in miles; the member's stored address, else San Francisco, when none is sent), between two dates, for
// some talent traits; or one event by event_id, which a private event answers only with its password.
// `featured`: the landing's Featured Events (§4: ending in the future, no bid_id), at most 3.
// Talent side (issue 12): a signed-in talent's cards carry their own bid on each event (bid_id, sch_id, state,
// bid_state, sb_start_time, sb_end_time, sp_trait), and featured leaves out the events they have a bid on. The
// talent flags scheduling_calendar_id (one of the caller's schedules), bid_id (one of the caller's bids) and
// bid_state (a §4 bid state) answer only the events where the caller has a bid matching every flag given, past ones
// too, drafts and private ones included, newest first, within start_date, end_date and for_traits (not distance).
// Anyone else's schedule or bid, and any caller who is not talent, gets no events for them.
// Paging (ours, the nearby list): `limit` cards a page (NEARBY_PAGE_SIZE when not sent), soonest first; `after` =
// the previous answer's next_after (the last card's start_time and event_id) asks for the next page. next_after is
// null on the last page and on the answers that are not paged (one event, featured, the talent flags).
export const user_events_query = defineRequest({
  name: 'user_events_query',
  summary: 'Published events near a position, or one event by id',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    distance: distanceMiles.optional(),
    for_traits: z.array(idField).max(40).optional(),
    start_date: apiDate.optional(),
    end_date: apiDate.optional(),
    event_id: idField.optional(),
    ev_password: z.string().max(64).optional(),
    featured: z.boolean().optional(),
    limit: z.number().int().min(1).max(100).optional(),
    after: nearbyCursor.optional(),
    scheduling_calendar_id: idField.optional(),
    bid_id: idField.optional(),
    /** spec 001 §4 Bid and booking state (the bid's state, not its Win/Lose/Fatal sub-state). */
    bid_state: bidStateName.optional(),
  }),
  output: z.object({
    events: z.array(eventCard),
    /** Asked by event_id for a private event: whether its password is still wanted, or was wrong. */
    locked: z.enum(['password_required', 'password_wrong']).nullable(),
    /** Where the next page of the nearby list starts (send it back as `after`), or null when there is none. */
    next_after: nearbyCursor.nullable(),
    /**
     * Where distances were measured from (spec 001 §7, §8, §9): the position sent (the browser's), else the
     * caller's IP location, else the member's stored address, else San Francisco with country US.
     */
    position: z.object({
      latitude: z.number(),
      longitude: z.number(),
      country: z.string(),
      source: z.enum(['browser', 'ip', 'member', 'default']),
    }),
  }),
});
