import { z } from 'zod';
import {
  CARD_COMPANY,
  FREE_TICKET_COMPANY,
  FREE_TICKET_METHOD,
  MAX_TICKET_QUANTITY,
  MAX_TICKET_TAXES,
  MAX_TICKETS_PER_PURCHASE,
  PRIVATE_CODE_LENGTH,
  TICKET_NAME_MAX,
} from '@stagepass/domain/tickets';
import { venueTime } from '../events/fields';
import { idField } from '../ids';

/** Money on the wire: integer cents (minor units of the event's currency). A ticket costs at most 100,000.00. */
export const priceCents = z.number().int().min(0, 'The price cannot be negative').max(10_000_000);

/** spec 001 §3 Ticket tax_details: each tax the buyer pays on the ticket price, by type and rate. */
export const ticketTax = z.object({
  type: z.string().trim().min(1).max(40),
  rate_pct: z.number().min(0).max(30),
});

/** A private ticket's code, as a buyer types it (the 62 letters and digits). */
export const privateCode = z
  .string()
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9]{${PRIVATE_CODE_LENGTH}}$`), 'Enter the code as you received it');

/** A waitlist offer's token, from the link in its email. */
export const offerToken = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{16,64}$/, 'That link is not complete');

export const purchaseQuantity = z.number().int().min(1).max(MAX_TICKETS_PER_PURCHASE);

/** spec 001 §3 Ticket, as the business edits it. Times are the venue's wall-clock time. */
export const ticketFields = z.object({
  name: z.string().trim().min(1, 'Please enter a name').max(TICKET_NAME_MAX),
  price: priceCents,
  quantity: z.number().int().min(1).max(MAX_TICKET_QUANTITY),
  refundable: z.boolean(),
  sales_start: venueTime,
  sales_end: venueTime,
  description: z.string().trim().max(2000).default(''),
  private: z.boolean(),
  tax_details: z.array(ticketTax).max(MAX_TICKET_TAXES).default([]),
  online_only: z.boolean(),
  purchase_limit: z.number().int().min(1).max(MAX_TICKETS_PER_PURCHASE).nullable().default(null),
});

/** A ticket as the event's business reads it: its sales so far and its waitlist. Times are ISO instants. */
export const businessTicket = z.object({
  ticket_id: z.number().int(),
  event_id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  sold: z.number().int(),
  returned: z.number().int(),
  remaining: z.number().int(),
  refundable: z.boolean(),
  sales_start: z.string(),
  sales_end: z.string(),
  description: z.string(),
  private: z.boolean(),
  tax_details: z.array(ticketTax),
  online_only: z.boolean(),
  purchase_limit: z.number().int().nullable(),
  time_zone: z.string(),
  currency: z.string(),
  availability: z.string(),
  waitlist_length: z.number().int(),
});
export type BusinessTicket = z.infer<typeof businessTicket>;

/** A ticket as a buyer sees it (get_tickets_for_event): no sales figures beyond what remains. */
export const saleTicket = z.object({
  ticket_id: z.number().int(),
  event_id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  refundable: z.boolean(),
  sales_start: z.string(),
  sales_end: z.string(),
  sales_state: z.enum(['upcoming', 'on_sale', 'ended']),
  description: z.string(),
  private: z.boolean(),
  tax_details: z.array(ticketTax),
  online_only: z.boolean(),
  purchase_limit: z.number().int().nullable(),
  remaining: z.number().int(),
  /** spec 001 §4: 'Available: {date}', 'Available until {date}', 'Sale Ended!' or 'Sold out'. */
  availability: z.string(),
  /** How many the caller already holds (0 when logged out), against purchase_limit. */
  held: z.number().int(),
  /** The caller's place on the waitlist (1 = next), null when not on it. */
  waitlist_position: z.number().int().nullable(),
  /** Until when a returned ticket is held for the caller (ISO), null when none is. */
  offer_expires_at: z.string().nullable(),
});
export type SaleTicket = z.infer<typeof saleTicket>;

export const taxLine = z.object({ type: z.string(), rate_pct: z.number(), amount_cents: z.number().int() });

/** spec 001 §9: what the buyer pays, from the fees of get_fees. */
export const ticketCharges = z.object({
  quantity: z.number().int(),
  unit_price_cents: z.number().int(),
  subtotal_cents: z.number().int(),
  fee_cents: z.number().int(),
  taxes: z.array(taxLine),
  tax_cents: z.number().int(),
  total_cents: z.number().int(),
  currency: z.string(),
});

export const paymentCompany = z.enum([CARD_COMPANY, FREE_TICKET_COMPANY]);
export const FREE_METHOD = FREE_TICKET_METHOD;
export const purchaseStatus = z.enum(['Pending', 'Charged', 'Failed', 'Refunded']);

/** A purchase as the buyer's list shows it (user_get_purchased_tickets). */
export const purchaseRow = z.object({
  purchase_id: z.number().int(),
  event_id: z.number().int(),
  event_name: z.string(),
  image_url: z.string().nullable(),
  start_time: z.string(),
  end_time: z.string(),
  time_zone: z.string(),
  address: z.string(),
  online_only: z.boolean(),
  ticket_id: z.number().int(),
  ticket_name: z.string(),
  quantity: z.number().int(),
  total_cents: z.number().int(),
  currency: z.string(),
  status: purchaseStatus,
  /** Refundable now: a refundable ticket, charged, before the event starts. */
  can_refund: z.boolean(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  created_at: z.string(),
  refunded_at: z.string().nullable(),
});
export type PurchaseRow = z.infer<typeof purchaseRow>;

/** A receipt a person can keep (user_get_ticket_receipt): items, fees, taxes, the card, and the passes to print. */
export const ticketReceipt = purchaseRow.extend({
  buyer_name: z.string(),
  email: z.string(),
  unit_price_cents: z.number().int(),
  subtotal_cents: z.number().int(),
  fee_cents: z.number().int(),
  taxes: z.array(taxLine),
  tax_cents: z.number().int(),
  payment_company: z.string(),
  payment_method: z.string(),
  /** One per admitted person: the code its QR carries. */
  passes: z.array(z.object({ code: z.string() })),
  business_name: z.string(),
});
export type TicketReceipt = z.infer<typeof ticketReceipt>;

export const ticketIdInput = z.object({ ticket_id: idField });
export const purchaseIdInput = z.object({ purchase_id: idField });
