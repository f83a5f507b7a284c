import { z } from 'zod';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { watchItemType } from './fields';
import { WATCHER_ROLES, WATCHERS } from './watch-access';

// spec 001 §7: watch_item (item_id, item_type). Watching twice is one watch.
export const watch_item = defineRequest({
  name: 'watch_item',
  summary: 'Watch an event (or, later, an asset, product or post)',
  auth: WATCHER_ROLES,
  access: WATCHERS,
  input: z.object({ item_id: idField, item_type: watchItemType }),
  output: z.object({ watched: z.literal(true) }),
});
