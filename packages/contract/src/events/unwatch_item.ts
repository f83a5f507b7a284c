import { z } from 'zod';
import { defineRequest } from '../define';
import { idField } from '../ids';
import { watchItemType } from './fields';
import { WATCHER_ROLES, WATCHERS } from './watch-access';

// spec 001 §7: unwatch_item (item_id, item_type). Unwatching what is not watched is no error.
export const unwatch_item = defineRequest({
  name: 'unwatch_item',
  summary: 'Stop watching an item',
  auth: WATCHER_ROLES,
  access: WATCHERS,
  input: z.object({ item_id: idField, item_type: watchItemType }),
  output: z.object({ watched: z.literal(false) }),
});
