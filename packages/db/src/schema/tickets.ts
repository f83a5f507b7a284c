import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { events } from './events';

/** One tax a ticket carries (spec 001 §3 Ticket tax_details): its type and rate, charged on the ticket price. */
export interface TicketTax {
  type: string;
  rate_pct: number;
}

/**
 * A ticket type of an event (spec 001 §3 Ticket). Stock (§9): quantity − sold + returned, floored at 0, where
 * `sold` counts every sale ever made (a refund adds to `returned`, so it is counted once), less `held` for the
 * waitlist. A purchase reserves its units in `sold` while its charge is pending and gives them back if the charge
 * fails (that was no sale). Every change of these counts is one statement on this row (or made under its lock).
 */
export const tickets = pgTable(
  'tickets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    priceCents: integer('price_cents').notNull(),
    quantity: integer().notNull(),
    sold: integer().notNull().default(0),
    returned: integer().notNull().default(0),
    /** Units held for waitlist offers not yet bought, expired or given up (counted out of the stock for others). */
    held: integer().notNull().default(0),
    refundable: boolean().notNull().default(true),
    salesStart: timestamp('sales_start', { withTimezone: true }).notNull(),
    salesEnd: timestamp('sales_end', { withTimezone: true }).notNull(),
    description: text().notNull().default(''),
    private: boolean().notNull().default(false),
    taxDetails: jsonb('tax_details').$type<TicketTax[]>().notNull().default([]),
    onlineOnly: boolean('online_only').notNull().default(false),
    /** Most units one member may hold at once (null: no limit beyond the stock). */
    purchaseLimit: integer('purchase_limit'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tickets_event_idx').on(t.eventId, t.id)],
);

/**
 * The codes of a private ticket (spec 001 §7 business_get_private_ticket_codes): one per unit, handed out by the
 * business. A code shows the private ticket on the event page and pays for one purchase, after which it is used.
 */
export const privateTicketCodes = pgTable(
  'private_ticket_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    purchaseId: integer('purchase_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('private_ticket_codes_code_key').on(t.code),
    index('private_ticket_codes_ticket_idx').on(t.ticketId, t.id),
  ],
);

/** A purchase's state: Pending while its charge is out, Charged, Failed (declined: nothing sold), Refunded. */
export type PurchaseStatus = 'Pending' | 'Charged' | 'Failed' | 'Refunded';

/** One tax line of a purchase, as charged. */
export interface PurchaseTax {
  type: string;
  rate_pct: number;
  amount_cents: number;
}

/**
 * A ticket purchase (spec 001 §3 Purchase): quantity, payment company and method, and the amounts the buyer saw
 * and paid, kept as charged so the receipt and the tax reports never recompute them from changed prices.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // An event is deleted only without live sales (business_delete_event): its refunded and failed purchases, which
    // net to nothing, go with it; the provider keeps the charge and refund records.
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    currency: text().notNull(),
    taxes: jsonb().$type<PurchaseTax[]>().notNull().default([]),
    /** The state (administrative_area) of the event when sold: where the sales tax is due. */
    taxState: text('tax_state'),
    /** 'Stagepass' (free tickets, method FreeTicket) or the card provider ('Stripe'). */
    paymentCompany: text('payment_company').notNull(),
    paymentMethod: text('payment_method').notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    chargeId: text('charge_id'),
    refundId: text('refund_id'),
    /** A refund recorded here whose card refund has not been confirmed by the provider yet. */
    refundPending: boolean('refund_pending').notNull().default(false),
    status: text().$type<PurchaseStatus>().notNull(),
    /** The provider's message when the card was declined. */
    failureMessage: text('failure_message'),
    failureCode: text('failure_code'),
    /** Where the receipt goes, when not the member's own address. */
    email: text(),
    /** The client's Idempotency-Key: a retried purchase charges once and answers the same purchase. */
    idempotencyKey: text('idempotency_key'),
    /** What the request with that key asked (features/payments/idempotency.ts): a reuse asking otherwise is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    privateCodeId: integer('private_code_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('purchases_member_idx').on(t.memberId, t.createdAt),
    index('purchases_ticket_member_idx').on(t.ticketId, t.memberId),
    index('purchases_event_idx').on(t.eventId),
    uniqueIndex('purchases_member_idempotency_key').on(t.memberId, t.idempotencyKey),
    index('purchases_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'Pending' or ${t.refundPending}`),
  ],
);

/**
 * The admissions of a purchase: one per person, each with its own code for the QR on the printed ticket and for
 * check-in at the door.
 */
export const ticketPasses = pgTable(
  'ticket_passes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    code: text().notNull(),
  },
  (t) => [uniqueIndex('ticket_passes_code_key').on(t.code), index('ticket_passes_purchase_idx').on(t.purchaseId)],
);

/** A waitlist place: waiting, offered (held for the member until offer_expires_at), bought, expired or left. */
export type WaitlistState = 'waiting' | 'offered' | 'bought' | 'expired' | 'left';

/**
 * The waitlist of a sold-out ticket (beyond the spec). Returned stock is offered to the first in line, held for
 * them for 24 hours through a link carrying `offer_token` (its SHA-256 stored), then moves on.
 */
export const ticketWaitlist = pgTable(
  'ticket_waitlist',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    state: text().$type<WaitlistState>().notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    offerTokenHash: text('offer_token_hash'),
  },
  (t) => [
    index('ticket_waitlist_ticket_idx').on(t.ticketId, t.state, t.joinedAt),
    uniqueIndex('ticket_waitlist_active_key')
      .on(t.ticketId, t.memberId)
      .where(sql`${t.state} in ('waiting', 'offered')`),
    index('ticket_waitlist_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.state} = 'offered'`),
  ],
);

/** A member's customer at the card provider (spec 001 §3 Payment account customer_id); its cards live there. */
export const cardCustomers = pgTable(
  'card_customers',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('card_customers_customer_id_key').on(t.customerId)],
);

/**
 * The payments sandbox's customers and cards (adapters/payments/card-sandbox.ts), as the provider would hold them.
 * A card is saved from a token the sandbox's card form made; its number is never kept, only brand and last four.
 */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  id: text().primaryKey(),
  brand: text().notNull(),
  last4: text().notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** What the test card does when charged or saved: succeeds, declined, insufficient_funds. */
  behaviour: text().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const sandboxCustomers = pgTable('sandbox_customers', {
  id: text().primaryKey(),
  email: text().notNull(),
  defaultCardId: text('default_card_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const sandboxCards = pgTable(
  'sandbox_cards',
  {
    id: text().primaryKey(),
    customerId: text('customer_id').notNull(),
    brand: text().notNull(),
    last4: text().notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    behaviour: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    detachedAt: timestamp('detached_at', { withTimezone: true }),
  },
  (t) => [index('sandbox_cards_customer_idx').on(t.customerId)],
);

/** The sandbox's charges and refunds; a repeated idempotency key answers the first result, as Stripe's API does. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text().primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    customerId: text('customer_id'),
    cardId: text('card_id'),
    amountCents: integer('amount_cents').notNull(),
    currency: text().notNull(),
    status: text().notNull(),
    declineCode: text('decline_code'),
    brand: text(),
    last4: text(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    description: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sandbox_charges_idempotency_key').on(t.idempotencyKey)],
);

export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text().primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    chargeId: text('charge_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sandbox_refunds_idempotency_key').on(t.idempotencyKey)],
);
