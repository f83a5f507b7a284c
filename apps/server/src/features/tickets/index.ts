import type { ticketsRequests } from '@stagepass/contract/tickets/index';
import type { AreaHandlers } from '../../rpc/context';
import { business_get_private_ticket_codes } from './business_get_private_ticket_codes.handler';
import { business_ticket_create_update } from './business_ticket_create_update.handler';
import { business_ticket_query } from './business_ticket_query.handler';
import { get_tickets_for_event } from './get_tickets_for_event.handler';
import { renew_notification } from './renew_notification.handler';
import { terms_renewed } from './terms_renewed.handler';
import { ticket_tax_breakdown } from './ticket_tax_breakdown.handler';
import { ticket_tax_terms_accepted } from './ticket_tax_terms_accepted.handler';
import { ticket_tax_terms_query } from './ticket_tax_terms_query.handler';
import { ticket_waitlist_join } from './ticket_waitlist_join.handler';
import { ticket_waitlist_leave } from './ticket_waitlist_leave.handler';
import { ticketing_charges } from './ticketing_charges.handler';
import { user_get_purchased_tickets } from './user_get_purchased_tickets.handler';
import { user_get_ticket_receipt } from './user_get_ticket_receipt.handler';
import { user_purchase_tickets } from './user_purchase_tickets.handler';
import { user_refund_tickets } from './user_refund_tickets.handler';

/** The tickets area's handlers, one for each request of its contract map (rpc/handlers.ts spreads them). */
export const ticketsHandlers: AreaHandlers<typeof ticketsRequests> = {
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
};
