import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { purchaseIdInput, purchaseRow } from './fields';

// spec 001 §7 Tickets: user_refund_tickets (purchase_id). Refundable tickets only, before the event starts: the stock
// returns, the card is refunded and the refund is mailed. Another member's purchase answers 404.
export const user_refund_tickets = defineRequest({
  name: 'user_refund_tickets',
  summary: 'Refund one of your purchases',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: purchaseIdInput,
  output: z.object({ purchase: purchaseRow }),
});
