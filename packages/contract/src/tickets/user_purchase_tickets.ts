import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';
import { idField } from '../ids';
import { offerToken, paymentCompany, priceCents, privateCode, purchaseQuantity, purchaseRow } from './fields';

/** is_token as clients send it: 1/0 or true/false. */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform(Boolean);

// spec 001 §7 Tickets: user_purchase_tickets (event_id, ticket_id, quantity, price, payment_company, payment_method,
// is_token, email). `price` is the unit price the buyer saw: if the ticket's price changed since, nothing is sold.
// Free tickets: payment_company 'Stagepass', payment_method 'FreeTicket' (§5). Paid: 'Stripe', with a saved card's id
// (is_token 0) or a one-time card token (is_token 1). A header `Idempotency-Key` makes a retry charge once and answer
// the same purchase. A declined card answers 402 with the provider's message, and nothing is sold. A card whose bank
// asks for 3-D Secure answers the purchase Pending (its tickets held) with `authentication.client_secret`: the page
// has the cardholder confirm (Stripe.js handleNextAction, or the sandbox's challenge), then repeats the request with
// the same Idempotency-Key, which answers it Charged, or 402 when the bank failed it (nothing sold).
export const user_purchase_tickets = defineRequest({
  name: 'user_purchase_tickets',
  summary: 'Buy tickets',
  auth: 'session',
  access: ACCESS.members,
  input: z.object({
    event_id: idField,
    ticket_id: idField,
    quantity: purchaseQuantity,
    price: priceCents,
    payment_company: paymentCompany,
    payment_method: z.string().trim().min(1).max(255),
    is_token: flag.default(false),
    email: z.email().max(254).optional(),
    code: privateCode.optional(),
    /** A private event's password, as its page was opened with. */
    ev_password: z.string().max(64).optional(),
    offer_token: offerToken.optional(),
  }),
  output: z.object({
    purchase: purchaseRow,
    authentication: z.object({ client_secret: z.string() }).optional(),
  }),
});
