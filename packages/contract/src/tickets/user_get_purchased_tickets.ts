import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { purchaseRow } from './fields';

// spec 001 §7 Tickets: user_get_purchased_tickets (event_id). The caller's purchases, newest first, of one event when
// event_id is given. Purchases whose charge failed are not listed.
export const user_get_purchased_tickets = defineRequest({
  name: 'user_get_purchased_tickets',
  summary: 'Your ticket purchases',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({ event_id: idField.optional() }),
  output: z.object({ purchases: z.array(purchaseRow) }),
});
