// Tickets (spec 001 §3 Ticket and Purchase, §4 availability text, §5, §7 Tickets, §9 fees and stock): the rules the
// server, the ticket area of the event page and the receipt share, so every screen computes the same cents.
import dayjs from 'dayjs';
import { eventDateText, eventTimeText } from './events';
import { ticketFee, type Fees } from './fees';
import { ticketStockRemaining } from './format';
import { CARD_BRANDS, type CardBrand } from './limits';

export const TICKET_NAME_MAX = 36;
/** The most units one purchase may carry, whatever the ticket's own limit. */
export const MAX_TICKETS_PER_PURCHASE = 50;
/** The largest stock a ticket may have (a stadium), and the most taxes it may carry. */
export const MAX_TICKET_QUANTITY = 100_000;
export const MAX_TICKET_TAXES = 4;
/** A private ticket code: 10 characters of the 62 letters and digits (spec 001 §9). */
export const PRIVATE_CODE_LENGTH = 10;
/** A pass code (one per admitted person), printed as a QR: 16 of the 62. */
export const PASS_CODE_LENGTH = 16;
/** A waitlist offer holds the ticket this long. */
export const WAITLIST_HOLD_MS = 24 * 60 * 60 * 1000;

/** spec 001 §5: free tickets go through the product, with this company and method; paid ones through the card provider. */
export const FREE_TICKET_COMPANY = 'Stagepass';
export const FREE_TICKET_METHOD = 'FreeTicket';
export const CARD_COMPANY = 'Stripe';

// ---------------------------------------------------------------------------------------------
// Texts (spec 001 §8, and ours where the spec is silent)

export const ONLY_BUSINESS_TICKET = 'Only Business Can Create/Update Ticket';
export const TICKET_NOT_FOUND = 'Ticket not found';
export const PURCHASE_NOT_FOUND = 'Purchase not found';
export const TICKET_QUANTITY_BELOW_SOLD = (held: number) =>
  `${held} of these tickets are already sold, so the quantity cannot be lower than ${held}.`;
export const TICKET_SALES_END_BEFORE_START = 'Ticket sales must end after they start.';
export const TICKET_SALES_END_AFTER_EVENT = 'Ticket sales must end by the time the event ends.';
export const TICKET_PRICE_CHANGED = 'The price of this ticket has changed. Please review the new price.';
export const TICKET_SALES_NOT_STARTED = 'Sales for this ticket have not started yet.';
export const TICKET_SALES_ENDED = 'Sales for this ticket have ended.';
export const TICKET_NOT_ENOUGH = (left: number) =>
  left === 0 ? 'This ticket is sold out.' : `Only ${left} of this ticket ${left === 1 ? 'is' : 'are'} left.`;
export const TICKET_OVER_LIMIT = (limit: number, held: number) =>
  held > 0
    ? `You can hold at most ${limit} of this ticket, and you already have ${held}.`
    : `You can buy at most ${limit} of this ticket.`;
export const TICKET_CODE_REQUIRED = 'This ticket needs its private code.';
export const TICKET_CODE_USED = 'This private code has already been used.';
/** A private ticket has one code per unit: a code buys one ticket, so a guest list of ten is ten codes. */
export const TICKET_CODE_ONE_TICKET = 'A private code admits one guest: buy one ticket with each code.';
export const TICKET_NOT_REFUNDABLE = 'This ticket is not refundable.';
export const TICKET_REFUND_TOO_LATE = 'Tickets can only be refunded before the event starts.';
export const TICKET_ALREADY_REFUNDED = 'This purchase has already been refunded.';
export const PAYMENT_METHOD_REQUIRED = 'Choose a card to pay with.';
export const PAYMENT_NOT_COMPLETED = 'This purchase was not completed, so there is nothing to refund.';
export const EVENT_NOT_ON_SALE = 'Tickets for this event are not on sale.';

// 3-D Secure: a card whose bank asks the cardholder to confirm the payment (ours; the spec is silent).
/**
 * How long a purchase may wait for the bank's confirmation, holding its tickets: after that the recovery job
 * cancels the payment and gives the tickets back.
 */
export const AUTHENTICATION_TIMEOUT_MINUTES = 15;
export const AUTHENTICATION_ABANDONED = {
  code: 'authentication_abandoned',
  message: 'Your bank’s confirmation was not completed in time, so nothing was charged. Please try again.',
} as const;
export const AUTHENTICATION_TITLE = 'Confirm with your bank';
export const AUTHENTICATION_SANDBOX_NOTE =
  'Sandbox 3-D Secure test: your bank would ask you to confirm this payment here. Nothing real is charged.';
export const AUTHENTICATION_COMPLETE = 'Complete';
export const AUTHENTICATION_FAIL = 'Fail';
export const AUTHENTICATION_NOT_CONFIRMED = 'The payment is still waiting for your bank’s confirmation.';
export const EVENT_UPDATE_NOTIFIED = (n: number) =>
  n === 1 ? 'The ticket holder has been notified.' : `${n} ticket holders have been notified.`;
export const ONLINE_URL_HOLDERS_ONLY = 'The livestream link is for ticket holders.';
export const NO_ONLINE_URL = 'This event has no livestream link.';

/** spec 001 §5 and §8: what stripe_source_action answers. An update (a new default card) reports 'Add'. */
export const SOURCE_ACTION_MESSAGES = { Add: 'Add', Delete: 'Delete', Failure: 'Failure' } as const;
export const SOURCE_ACTIONS = ['Add', 'Delete', 'Update'] as const;
export type SourceAction = (typeof SOURCE_ACTIONS)[number];

// spec 001 §9 card brands (each with its icon on the card list): kept with the other limits.
export { CARD_BRANDS, type CardBrand } from './limits';
export function cardBrand(value: string | null | undefined): CardBrand {
  const v = (value ?? '').toLowerCase().replace(/\s+/g, '');
  if (v === 'americanexpress') return 'amex';
  if (v === 'dinersclub') return 'diners';
  return (CARD_BRANDS as readonly string[]).includes(v) ? (v as CardBrand) : 'unknown';
}

// ---------------------------------------------------------------------------------------------
// Availability (spec 001 §4)

export const SALE_ENDED = 'Sale Ended!';
export const SOLD_OUT = 'Sold out';

export interface TicketWindow {
  sales_start: string;
  sales_end: string;
  remaining: number;
}

/** 'MMM D, h:mm a z' at the venue: when sales start or end. */
function saleDateText(instant: string, timeZone: string): string {
  return `${eventDateText(instant, timeZone)}, ${eventTimeText(instant, timeZone)}`;
}

/**
 * spec 001 §4 availability text: before sales start 'Available: {date}', while on sale 'Available until {date}',
 * after they end 'Sale Ended!', and 'Sold out' when none remains (while sales are open or yet to open).
 */
export function availabilityText(ticket: TicketWindow, nowMs: number, timeZone: string): string {
  const start = dayjs(ticket.sales_start).valueOf();
  const end = dayjs(ticket.sales_end).valueOf();
  if (nowMs >= end) return SALE_ENDED;
  if (ticket.remaining <= 0) return SOLD_OUT;
  if (nowMs < start) return `Available: ${saleDateText(ticket.sales_start, timeZone)}`;
  return `Available until ${saleDateText(ticket.sales_end, timeZone)}`;
}

export type SalesState = 'upcoming' | 'on_sale' | 'ended';
export function salesState(ticket: Pick<TicketWindow, 'sales_start' | 'sales_end'>, nowMs: number): SalesState {
  if (nowMs < dayjs(ticket.sales_start).valueOf()) return 'upcoming';
  if (nowMs >= dayjs(ticket.sales_end).valueOf()) return 'ended';
  return 'on_sale';
}

/** spec 001 §9: stock remaining = quantity − sold + returned, floored at 0; `held` units are kept for the waitlist. */
export function ticketRemaining(t: { quantity: number; sold: number; returned: number }, held = 0): number {
  return Math.max(0, ticketStockRemaining(t.quantity, t.sold, t.returned) - held);
}

// ---------------------------------------------------------------------------------------------
// Charges (spec 001 §9: the buyer pays the ticket percentage and flat fee plus the processor's)

export interface TaxRate {
  type: string;
  rate_pct: number;
}
export interface TaxLine extends TaxRate {
  amount_cents: number;
}

export interface TicketCharges {
  quantity: number;
  unit_price_cents: number;
  subtotal_cents: number;
  /** The product's and the processor's fees on every ticket, together. */
  fee_cents: number;
  taxes: TaxLine[];
  tax_cents: number;
  total_cents: number;
}

/**
 * What a buyer pays for `quantity` tickets of `priceCents`: the price, the fee of each ticket (ticketFee), and each
 * tax of the ticket on the subtotal, rounded to the cent per tax. Free tickets cost nothing at all. Amounts are minor
 * units of `currency`, the event's (eventCurrency; the fee schedule's by default): its flat fees follow flatFeeIn.
 */
export function ticketCharges(
  priceCents: number,
  quantity: number,
  fees: Fees,
  taxRates: readonly TaxRate[],
  currency: string = fees.currency,
): TicketCharges {
  const subtotal = priceCents * quantity;
  const fee = ticketFee(priceCents, fees, currency) * quantity;
  const taxes = taxRates.map((t) => ({ ...t, amount_cents: Math.round((subtotal * t.rate_pct) / 100) }));
  const tax = taxes.reduce((sum, t) => sum + t.amount_cents, 0);
  return {
    quantity,
    unit_price_cents: priceCents,
    subtotal_cents: subtotal,
    fee_cents: fee,
    taxes,
    tax_cents: tax,
    total_cents: subtotal + fee + tax,
  };
}

// ---------------------------------------------------------------------------------------------
// The ticket area and pages

export const BUY_TICKETS = 'Buy';
export const GET_FREE_TICKETS = 'Get Tickets';
export const ADD_TICKET = 'Add Ticket';
export const CREATE_TICKET = 'Create Ticket';
export const UPDATE_TICKET = 'Update Ticket';
export const TICKET_SAVED = 'Ticket saved.';
export const TICKETS_HEADING = 'Tickets';
export const NO_TICKETS_YET = 'No tickets yet.';
export const PURCHASE_DONE = 'Your tickets are booked. A receipt is on its way to your email.';
export const REFUND_DONE = 'Your tickets were refunded. The refund is on its way to your card.';
export const REFUND_CONFIRM = 'Refund these tickets? The refund goes back to the card you paid with.';
export const PURCHASES_HEADING = 'Purchases';
export const NO_PURCHASES = 'You have not bought any tickets yet.';
export const ADD_TO_CALENDAR = 'Add to calendar';
export const PRINT_TICKETS = 'Print tickets';
export const RECEIPT = 'Receipt';
export const REFUND = 'Refund';
export const REFUNDED = 'Refunded';
export const PRIVATE_CODE_PROMPT = 'Have a code for a private ticket?';
export const JOIN_WAITLIST = 'Join the waitlist';
export const LEAVE_WAITLIST = 'Leave the waitlist';
export const ON_WAITLIST = (position: number) => `You are number ${position} on the waitlist.`;
export const WAITLIST_OFFER_HELD = (until: string) => `A ticket is held for you until ${until}.`;
export const WAITLIST_JOINED = 'You are on the waitlist. We will email you when a ticket comes free.';
export const WAITLIST_NOT_SOLD_OUT = 'This ticket is not sold out, so you can buy it now.';
export const WAITLIST_OFFER_EXPIRED = 'This offer has expired or was already used.';
export const WAITLIST_EMAIL_SUBJECT = (ticketName: string, eventName: string) =>
  `A ${ticketName} ticket for ${eventName} is held for you`;

/** The tickets help modal (spec 001 §2 help modals: tickets). */
export const TICKETS_HELP = {
  title: 'Tickets',
  paragraphs: [
    'Add a ticket type for each way guests can come in: general admission, VIP, early bird. A price of 0 makes a free ticket.',
    'Sales open and close at the times you set, in the venue’s time zone. Guests see “Available: {date}” before sales open, “Available until {date}” while they are open, and “Sale Ended!” after.',
    'Buyers pay our ticket fee and the card processor’s fee on top of your price, so you receive your price in full, 3 days after the event.',
    'A private ticket is hidden from the event page. Share its codes with your guests: each code admits one guest.',
    'Refundable tickets can be refunded by the buyer until the event starts. When a ticket sells out, fans can join its waitlist, and a returned ticket is offered to the first in line.',
  ],
} as const;
