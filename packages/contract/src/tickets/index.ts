import { business_get_private_ticket_codes } from './business_get_private_ticket_codes';
import { business_ticket_create_update } from './business_ticket_create_update';
import { business_ticket_query } from './business_ticket_query';
import { get_tickets_for_event } from './get_tickets_for_event';
import { renew_notification } from './renew_notification';
import { terms_renewed } from './terms_renewed';
import { ticket_tax_breakdown } from './ticket_tax_breakdown';
import { ticket_tax_terms_accepted } from './ticket_tax_terms_accepted';
import { ticket_tax_terms_query } from './ticket_tax_terms_query';
import { ticket_waitlist_join } from './ticket_waitlist_join';
import { ticket_waitlist_leave } from './ticket_waitlist_leave';
import { ticketing_charges } from './ticketing_charges';
import { user_get_purchased_tickets } from './user_get_purchased_tickets';
import { user_get_ticket_receipt } from './user_get_ticket_receipt';
import { user_purchase_tickets } from './user_purchase_tickets';
import { user_refund_tickets } from './user_refund_tickets';

/** The tickets area's requests by wire name (spec 001 §7 Tickets, the waitlist and sales tax). The registry spreads it. */
export const ticketsRequests = {
  business_ticket_create_update,
  business_ticket_query,
  business_get_private_ticket_codes,
  get_tickets_for_event,
  ticketing_charges,
  user_purchase_tickets,
  user_get_purchased_tickets,
  user_get_ticket_receipt,
  user_refund_tickets,
  ticket_waitlist_join,
  ticket_waitlist_leave,
  ticket_tax_breakdown,
  ticket_tax_terms_query,
  ticket_tax_terms_accepted,
  renew_notification,
  terms_renewed,
} as const;
