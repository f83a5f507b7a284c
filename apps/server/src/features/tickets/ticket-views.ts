import type { BusinessTicket, PurchaseRow, SaleTicket, TicketReceipt } from '@stagepass/contract/tickets/fields';
import { eventCurrency } from '@stagepass/domain/events';
import { availabilityText, FREE_TICKET_METHOD, salesState, ticketRemaining } from '@stagepass/domain/tickets';
import type { PurchaseListRow, TicketEvent, TicketRow } from './tickets-repository';

/** spec 001 §9 stock, less the units held for waitlist offers (but for `ownOffer`, the caller's own). */
export function remainingOf(ticket: TicketRow, ownOffer = 0): number {
  return ticketRemaining(ticket, ticket.held - ownOffer);
}

function window(ticket: TicketRow, remaining: number) {
  return { sales_start: ticket.salesStart.toISOString(), sales_end: ticket.salesEnd.toISOString(), remaining };
}

/** A ticket as its business reads it (business_ticket_query). */
export function toBusinessTicket(
  ticket: TicketRow,
  event: Pick<TicketEvent, 'timeZone' | 'country'>,
  facts: { waitlistLength: number; nowMs: number },
): BusinessTicket {
  const remaining = remainingOf(ticket);
  return {
    ticket_id: ticket.id,
    event_id: ticket.eventId,
    name: ticket.name,
    price: ticket.priceCents,
    quantity: ticket.quantity,
    sold: ticket.sold,
    returned: ticket.returned,
    remaining,
    refundable: ticket.refundable,
    sales_start: ticket.salesStart.toISOString(),
    sales_end: ticket.salesEnd.toISOString(),
    description: ticket.description,
    private: ticket.private,
    tax_details: ticket.taxDetails,
    online_only: ticket.onlineOnly,
    purchase_limit: ticket.purchaseLimit,
    time_zone: event.timeZone,
    currency: eventCurrency(event.country),
    availability: availabilityText(window(ticket, remaining), facts.nowMs, event.timeZone),
    waitlist_length: facts.waitlistLength,
  };
}

/** A ticket as a buyer sees it (get_tickets_for_event). */
export function toSaleTicket(
  ticket: TicketRow,
  event: Pick<TicketEvent, 'timeZone'>,
  facts: {
    held: number;
    nowMs: number;
    waitlistPosition: number | null;
    offerExpiresAt: Date | null;
  },
): SaleTicket {
  // An offer held for the caller is theirs to buy.
  const remaining = remainingOf(ticket, facts.offerExpiresAt ? 1 : 0);
  const w = window(ticket, remaining);
  return {
    ticket_id: ticket.id,
    event_id: ticket.eventId,
    name: ticket.name,
    price: ticket.priceCents,
    refundable: ticket.refundable,
    sales_start: w.sales_start,
    sales_end: w.sales_end,
    sales_state: salesState(w, facts.nowMs),
    description: ticket.description,
    private: ticket.private,
    tax_details: ticket.taxDetails,
    online_only: ticket.onlineOnly,
    purchase_limit: ticket.purchaseLimit,
    remaining,
    availability: availabilityText(w, facts.nowMs, event.timeZone),
    held: facts.held,
    waitlist_position: facts.waitlistPosition,
    offer_expires_at: facts.offerExpiresAt?.toISOString() ?? null,
  };
}

/** A purchase on the buyer's list: refundable now while charged, refundable, and before the event starts. */
export function toPurchaseRow(row: PurchaseListRow, nowMs: number): PurchaseRow {
  const p = row.purchase;
  return {
    purchase_id: p.id,
    event_id: row.event.id,
    event_name: row.event.name,
    image_url: row.event.image,
    start_time: row.event.startTime.toISOString(),
    end_time: row.event.endTime.toISOString(),
    time_zone: row.event.timeZone,
    address: row.event.address,
    online_only: row.event.onlineOnly,
    ticket_id: p.ticketId,
    ticket_name: row.ticketName,
    quantity: p.quantity,
    total_cents: p.totalCents,
    currency: p.currency,
    status: p.status,
    can_refund: p.status === 'Charged' && row.refundable && nowMs < row.event.startTime.getTime(),
    card_brand: p.cardBrand,
    card_last4: p.cardLast4,
    created_at: p.createdAt.toISOString(),
    refunded_at: p.refundedAt?.toISOString() ?? null,
  };
}

export function toReceipt(
  row: PurchaseListRow,
  passes: { code: string }[],
  businessName: string,
  nowMs: number,
): TicketReceipt {
  const p = row.purchase;
  return {
    ...toPurchaseRow(row, nowMs),
    buyer_name: row.buyerName,
    email: p.email ?? row.buyerEmail,
    unit_price_cents: p.unitPriceCents,
    subtotal_cents: p.unitPriceCents * p.quantity,
    fee_cents: p.feeCents,
    taxes: p.taxes,
    tax_cents: p.taxCents,
    payment_company: p.paymentCompany,
    // The card itself stays with the provider; the receipt names it by brand and last four.
    payment_method: p.paymentMethod === FREE_TICKET_METHOD ? FREE_TICKET_METHOD : 'Card',
    // Passes admit people only while the purchase stands.
    passes: p.status === 'Charged' ? passes : [],
    business_name: businessName,
  };
}
