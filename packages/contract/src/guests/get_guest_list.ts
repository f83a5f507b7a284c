import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { checkinCounts, eventIdInput, guest } from './fields';

// spec 001 §7 Guest list: get_guest_list (event_id), the guests with the fields of §3 Guest. Only the event's business
// sees it; another business's event answers 404. Also what the event page's check-in panel shows: the door's counter,
// whether a manager password is set, and the conflicts devices reported after syncing offline scans.
export const get_guest_list = defineRequest({
  name: 'get_guest_list',
  summary: "An event's guests: each purchase, its ticket, and how many are checked in",
  auth: ['Business'],
  access: ACCESS.businessOwned,
  input: eventIdInput,
  output: z.object({
    guests: z.array(guest),
    counts: checkinCounts,
    manager_password_set: z.boolean(),
    conflicts: z.array(
      z.object({
        code: z.string(),
        guest_name: z.string(),
        ticket_name: z.string(),
        first: z.object({ at: z.string(), device_name: z.string() }),
        second: z.object({ at: z.string(), device_name: z.string() }),
      }),
    ),
  }),
});
