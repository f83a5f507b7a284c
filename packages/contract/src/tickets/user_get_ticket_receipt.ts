import { ACCESS, defineRequest } from '../define';
import { purchaseIdInput, ticketReceipt } from './fields';

// spec 001 §7 Tickets: user_get_ticket_receipt (purchase_id). Another member's purchase answers 404.
export const user_get_ticket_receipt = defineRequest({
  name: 'user_get_ticket_receipt',
  summary: 'The receipt and passes of one of your purchases',
  auth: 'session',
  access: { ...ACCESS.members, ownerScoped: true },
  input: purchaseIdInput,
  output: ticketReceipt,
});
