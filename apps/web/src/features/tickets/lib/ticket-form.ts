// The ticket form (spec 001 §3 Ticket): what the business types, checked as the server checks it, and the
// business_ticket_create_update payload. Prices are typed in the currency's major unit (dollars) and sent in its
// minor unit (cents); sales times are the venue's wall clock, in the event's time zone.

import type { EventCard } from '@stagepass/contract/events/fields';
import type { BusinessTicket } from '@stagepass/contract/tickets/fields';
import type { RequestInput } from '@stagepass/contract/registry';
import { instantToVenueTime, venueTimeToInstant } from '@stagepass/domain/events';
import {
  MAX_TICKET_QUANTITY,
  MAX_TICKET_TAXES,
  MAX_TICKETS_PER_PURCHASE,
  TICKET_NAME_MAX,
  TICKET_SALES_END_AFTER_EVENT,
  TICKET_SALES_END_BEFORE_START,
} from '@stagepass/domain/tickets';
import { TICKET_FORM_ERRORS } from '../ticket-texts';

/** The highest price the server takes, in cents (contract priceCents: 100,000.00). */
export const MAX_PRICE_CENTS = 10_000_000;
export const TICKET_DESCRIPTION_MAX = 2000;
export const TAX_TYPE_MAX = 40;
export const TAX_RATE_MAX_PCT = 30;

export interface TaxDraft {
  type: string;
  rate: number | '';
}

export interface TicketDraft {
  name: string;
  /** In the currency's major unit, as typed: 25.5 is $25.50. */
  price: number | '';
  quantity: number | '';
  refundable: boolean;
  /** The venue's wall clock, 'YYYY-MM-DDTHH:mm'. */
  salesStart: string;
  salesEnd: string;
  description: string;
  private: boolean;
  taxes: TaxDraft[];
  onlineOnly: boolean;
  purchaseLimit: number | '';
}

/** Errors by the server's field names ('tax_details.0.rate_pct'), so a 400 from the server lands on its input. */
export type TicketErrors = Partial<Record<string, string>>;

/** Digits of the currency's minor unit (USD 2, JPY 0), from Intl as packages/domain/format does. */
export function minorDigits(currency: string): number {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** 25.5 dollars → 2550 cents; rounded to the cent, so 19.99 is 1999 and not 1998.99… */
export function toMinorUnits(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorDigits(currency));
}

export function fromMinorUnits(cents: number, currency: string): number {
  return cents / 10 ** minorDigits(currency);
}

/** A new ticket sells from now until the event starts; an existing one as stored, at the venue's wall clock. */
export function ticketDraft(
  event: Pick<EventCard, 'start_time' | 'time_zone'>,
  currency: string,
  ticket: BusinessTicket | undefined,
  nowMs: number,
): TicketDraft {
  const tz = event.time_zone;
  if (!ticket) {
    return {
      name: '',
      price: '',
      quantity: '',
      refundable: true,
      salesStart: instantToVenueTime(nowMs, tz),
      salesEnd: instantToVenueTime(event.start_time, tz),
      description: '',
      private: false,
      taxes: [],
      onlineOnly: false,
      purchaseLimit: '',
    };
  }
  return {
    name: ticket.name,
    price: fromMinorUnits(ticket.price, currency),
    quantity: ticket.quantity,
    refundable: ticket.refundable,
    salesStart: instantToVenueTime(ticket.sales_start, tz),
    salesEnd: instantToVenueTime(ticket.sales_end, tz),
    description: ticket.description,
    private: ticket.private,
    taxes: ticket.tax_details.map((t) => ({ type: t.type, rate: t.rate_pct })),
    onlineOnly: ticket.online_only,
    purchaseLimit: ticket.purchase_limit ?? '',
  };
}

const VENUE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;
const isWhole = (n: number | '', min: number, max: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

export function ticketErrors(
  d: TicketDraft,
  event: Pick<EventCard, 'end_time' | 'time_zone'>,
  currency: string,
): TicketErrors {
  const errors: TicketErrors = {};
  const name = d.name.trim();
  if (name === '') errors.name = TICKET_FORM_ERRORS.nameRequired;
  else if (name.length > TICKET_NAME_MAX) errors.name = `At most ${TICKET_NAME_MAX} characters`;

  if (typeof d.price !== 'number' || d.price < 0 || toMinorUnits(d.price, currency) > MAX_PRICE_CENTS)
    errors.price = TICKET_FORM_ERRORS.price;
  if (!isWhole(d.quantity, 1, MAX_TICKET_QUANTITY)) errors.quantity = TICKET_FORM_ERRORS.quantity;

  if (!VENUE_TIME.test(d.salesStart)) errors.sales_start = TICKET_FORM_ERRORS.start;
  if (!VENUE_TIME.test(d.salesEnd)) errors.sales_end = TICKET_FORM_ERRORS.end;
  else if (!errors.sales_start) {
    const start = venueTimeToInstant(d.salesStart, event.time_zone);
    const end = venueTimeToInstant(d.salesEnd, event.time_zone);
    if (end <= start) errors.sales_end = TICKET_SALES_END_BEFORE_START;
    else if (end > Date.parse(event.end_time)) errors.sales_end = TICKET_SALES_END_AFTER_EVENT;
  }

  if (d.description.trim().length > TICKET_DESCRIPTION_MAX)
    errors.description = `At most ${TICKET_DESCRIPTION_MAX} characters`;
  if (d.purchaseLimit !== '' && !isWhole(d.purchaseLimit, 1, MAX_TICKETS_PER_PURCHASE))
    errors.purchase_limit = `${TICKET_FORM_ERRORS.purchaseLimit} (at most ${MAX_TICKETS_PER_PURCHASE})`;

  if (d.taxes.length > MAX_TICKET_TAXES) errors.tax_details = `At most ${MAX_TICKET_TAXES} taxes`;
  d.taxes.forEach((t, i) => {
    const type = t.type.trim();
    if (type === '' || type.length > TAX_TYPE_MAX) errors[`tax_details.${i}.type`] = TICKET_FORM_ERRORS.taxType;
    if (typeof t.rate !== 'number' || t.rate < 0 || t.rate > TAX_RATE_MAX_PCT)
      errors[`tax_details.${i}.rate_pct`] = TICKET_FORM_ERRORS.taxRate;
  });
  return errors;
}

/** The business_ticket_create_update payload of a checked draft (ticketErrors is empty). */
export function ticketInput(
  d: TicketDraft,
  eventId: number,
  currency: string,
  ticketId?: number,
): RequestInput<'business_ticket_create_update'> {
  return {
    event_id: eventId,
    ...(ticketId !== undefined ? { ticket_id: ticketId } : {}),
    name: d.name.trim(),
    price: toMinorUnits(Number(d.price), currency),
    quantity: Number(d.quantity),
    refundable: d.refundable,
    sales_start: d.salesStart,
    sales_end: d.salesEnd,
    description: d.description.trim(),
    private: d.private,
    tax_details: d.taxes.map((t) => ({ type: t.type.trim(), rate_pct: Number(t.rate) })),
    online_only: d.onlineOnly,
    purchase_limit: d.purchaseLimit === '' ? null : d.purchaseLimit,
  };
}
