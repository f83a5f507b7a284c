import { z } from 'zod';
import { defineRequest } from '../define';
import { eventCard, watchItemType } from './fields';
import { WATCHER_ROLES, WATCHERS } from './watch-access';

// spec 001 §7: get_watched_items (item_type optional), newest first. Watched events come with their cards, so
// the watchlist and the watch toggles read one answer. Items that no one may see any more are left out.
export const get_watched_items = defineRequest({
  name: 'get_watched_items',
  summary: 'What you watch',
  auth: WATCHER_ROLES,
  access: WATCHERS,
  input: z.object({ item_type: watchItemType.optional() }),
  output: z.object({
    items: z.array(z.object({ item_id: z.number().int(), item_type: watchItemType, watched_at: z.string() })),
    events: z.array(eventCard),
  }),
});
