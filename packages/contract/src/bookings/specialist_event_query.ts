import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { talentBid, serverNow } from './fields';

// spec 001 §7 specialist_event_query: the talent's events, one entry per bid or booking (the talent dashboard's cards),
// or those of one event (the talent's event page). Newest blocks first.
export const specialist_event_query = defineRequest({
  name: 'specialist_event_query',
  summary: "The talent's bids and bookings with their events",
  auth: ['Specialist'],
  access: ACCESS.specialist,
  input: z.object({ event_id: idField.optional(), bid_id: idField.optional() }),
  output: z.object({ events: z.array(talentBid), server_now: serverNow }),
});
