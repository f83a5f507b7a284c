import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';
import { events, subEvents } from './events';
import { specialistTraits } from './talent';

/**
 * The traits a talent offers (spec 001 §6 'traits with sub-trait ids'): a trait or a sub-trait of specialist_traits.
 * A sub-event asking for a trait (traits_num) finds talent with that trait or one of its sub-traits.
 */
export const talentTraits = pgTable(
  'talent_traits',
  {
    talentId: integer('talent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    traitId: integer('trait_id')
      .notNull()
      .references(() => specialistTraits.id),
  },
  (t) => [primaryKey({ columns: [t.talentId, t.traitId] }), index('talent_traits_trait_idx').on(t.traitId)],
);

/**
 * A talent's location (spec 001 §3 Location): where their schedules start from. Geocoded when saved. A location a
 * past schedule used is kept (deleted_at set) so that schedule still reads its name; one in use by a future
 * schedule cannot be deleted.
 */
export const locations = pgTable(
  'locations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    talentId: integer('talent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    address: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    locality: text(),
    administrativeArea: text('administrative_area'),
    subAdministrativeArea: text('sub_administrative_area'),
    country: text().notNull(),
    /** IANA time zone of the position: a schedule's day is a day in this zone. */
    timeZone: text('time_zone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('locations_talent_idx')
      .on(t.talentId)
      .where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * One talent's day of schedules (spec 001 §4: 'Schedules on the same day must share the closing period'): the
 * closing time all its schedules share (the earliest schedule's start less its lockout), and when the close job
 * finished it. Between closes_at and closed_at the business sees 'Processing'.
 */
export const scheduleDays = pgTable(
  'schedule_days',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    talentId: integer('talent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The local date (YYYY-MM-DD) in time_zone. */
    day: date({ mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('schedule_days_talent_day_key').on(t.talentId, t.day),
    // The close job reads the days that came due and are not closed.
    index('schedule_days_due_idx')
      .on(t.closesAt)
      .where(sql`${t.closedAt} is null`),
  ],
);

/**
 * A talent's availability window (spec 001 §3 Schedule). Money in integer cents (bids are whole dollars);
 * buffer_time and lockout in minutes.
 */
export const schedules = pgTable(
  'schedules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    talentId: integer('talent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    dayId: integer('day_id')
      .notNull()
      .references(() => scheduleDays.id, { onDelete: 'cascade' }),
    locationId: integer('location_id')
      .notNull()
      .references(() => locations.id, { onDelete: 'restrict' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    bufferTime: integer('buffer_time').notNull(),
    rateCents: integer('rate_cents').notNull(),
    /** The Book Now price; null: no Book Now. */
    bookNowCents: integer('book_now_cents'),
    /** The rate for private events; null: the public rate. */
    prvRateCents: integer('prv_rate_cents'),
    prvBookNowCents: integer('prv_book_now_cents'),
    approveBids: boolean('approve_bids').notNull().default(false),
    /** Minutes before the day's first schedule starts that bidding closes. */
    lockout: integer().notNull(),
    maxEvents: integer('max_events').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('schedules_talent_start_idx').on(t.talentId, t.startTime),
    index('schedules_day_idx').on(t.dayId),
    index('schedules_location_idx').on(t.locationId),
    // Find talent: schedules that cover a sub-event's time block.
    index('schedules_start_idx').on(t.startTime),
  ],
);

/** A schedule template (spec 001 §3 Template): a schedule's fields at local times of day, with a name. */
export const scheduleTemplates = pgTable(
  'schedule_templates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    talentId: integer('talent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    /** Local times of day, 'HH:mm'. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    bufferTime: integer('buffer_time').notNull(),
    rateCents: integer('rate_cents').notNull(),
    bookNowCents: integer('book_now_cents'),
    prvRateCents: integer('prv_rate_cents'),
    prvBookNowCents: integer('prv_book_now_cents'),
    approveBids: boolean('approve_bids').notNull().default(false),
    lockout: integer().notNull(),
    maxEvents: integer('max_events').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('schedule_templates_talent_name_key').on(t.talentId, t.name)],
);

/** spec 001 §4 Bid and booking state. */
export type BidState = 'Request' | 'Bid' | 'Booked' | 'Rejected' | 'Reversed' | 'Cancelled' | 'InsufficientFunds';
/** spec 001 §4 sub-state: Win (leading), Lose (losing), Fatal (lost through a time conflict with a booking). */
export type BidStanding = 'Win' | 'Lose' | 'Fatal';

/**
 * A business's bid for a talent on a sub-event (spec 001 §3 Bid / booking). max_cents is the bid (whole dollars);
 * price_cents is what the booking costs once Booked (the auction's price, or the Book Now price).
 */
export const bids = pgTable(
  'bids',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subEventId: integer('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    scheduleId: integer('schedule_id').references(() => schedules.id, { onDelete: 'set null' }),
    dayId: integer('day_id').references(() => scheduleDays.id, { onDelete: 'set null' }),
    /** sp_trait_id: the trait of the sub-event's traits_num this talent fills. */
    traitId: integer('trait_id').notNull(),
    maxCents: integer('max_cents').notNull(),
    /** 'BID' (the auction) or 'BOOK_NOW'. */
    type: text().notNull().default('BID'),
    state: text().$type<BidState>().notNull(),
    bidState: text('bid_state').$type<BidStanding>(),
    priceCents: integer('price_cents'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    bookedAt: timestamp('booked_at', { withTimezone: true }),
  },
  (t) => [
    // One live bid per talent and sub-event; a new one after a loss or a rejection is a new row.
    uniqueIndex('bids_live_key')
      .on(t.subEventId, t.talentId)
      .where(sql`${t.state} in ('Request', 'Bid', 'Booked')`),
    index('bids_day_idx').on(t.dayId),
    index('bids_talent_idx').on(t.talentId, t.placedAt),
    index('bids_event_idx').on(t.eventId),
    index('bids_business_idx').on(t.businessId, t.placedAt),
    index('bids_schedule_idx').on(t.scheduleId),
  ],
);

/** spec 001 §4 Payment states of a booking (Reversed shows as 'Refunded'). */
export type BookingPaymentState = 'Pending' | 'Charged' | 'Dispute' | 'Completed' | 'Reversed';

/**
 * The money of one booking: the business's charge (the booking price plus the listing fees, §9), under an
 * idempotency key, and the talent's payout 5 days after the event (spec 001 §1), frozen while a grievance is open.
 */
export const bookingPayments = pgTable(
  'booking_payments',
  {
    bidId: integer('bid_id')
      .primaryKey()
      .references(() => bids.id, { onDelete: 'restrict' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    businessId: integer('business_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'restrict' }),
    /** The talent's price (what the payout pays). */
    priceCents: integer('price_cents').notNull(),
    /** The booking and processor fees on top. */
    feeCents: integer('fee_cents').notNull(),
    /** What the business was charged: price + fee. */
    chargedCents: integer('charged_cents').notNull(),
    currency: text().notNull(),
    chargeId: text('charge_id'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    state: text().$type<BookingPaymentState>().notNull(),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
    payoutDueAt: timestamp('payout_due_at', { withTimezone: true }).notNull(),
    /** 'due' | 'paid' | 'failed' | 'frozen'. */
    payoutStatus: text('payout_status').notNull().default('due'),
    transferId: text('transfer_id'),
    connectId: text('connect_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    payoutFailure: text('payout_failure'),
    payoutAttempts: integer('payout_attempts').notNull().default(0),
    refundId: text('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('booking_payments_talent_idx').on(t.talentId, t.eventId),
    index('booking_payments_business_idx').on(t.businessId, t.eventId),
    index('booking_payments_open_idx')
      .on(t.payoutDueAt)
      .where(sql`${t.payoutStatus} in ('due', 'failed')`),
  ],
);

/**
 * A grievance (spec 001 §4 'Freeze Payment'): filed by the business up to 4 days after the event, it puts the
 * booking's payment into Dispute and freezes its payout until resolved.
 */
export const bookingGrievances = pgTable('booking_grievances', {
  bidId: integer('bid_id')
    .primaryKey()
    .references(() => bids.id, { onDelete: 'cascade' }),
  businessId: integer('business_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  description: text().notNull(),
  filedAt: timestamp('filed_at', { withTimezone: true }).notNull(),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  /** 'released' (the talent is paid) or 'refunded' (the business gets the charge back). */
  resolution: text(),
});

/** A talent's private calendar feed (beyond the spec): the hash of the secret in its URL. Reset makes a new one. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    talentId: integer('talent_id')
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_key').on(t.tokenHash)],
);

/** spec 001 §4 Schedule request state. */
export type ScheduleRequestState = 'PENDING' | 'CREATED' | 'BUSY' | 'REJECTED';

/**
 * A schedule request (spec 001 §3): a business asks a talent with no schedule for a sub-event's time block to
 * open one. The talent answers by creating a schedule (CREATED, linked here), or declines (BUSY / REJECTED).
 */
export const scheduleRequests = pgTable(
  'schedule_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    talentId: integer('talent_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    subEventId: integer('sub_event_id')
      .notNull()
      .references(() => subEvents.id, { onDelete: 'cascade' }),
    state: text().$type<ScheduleRequestState>().notNull(),
    scheduleId: integer('schedule_id').references(() => schedules.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('schedule_requests_sub_event_talent_key').on(t.subEventId, t.talentId),
    index('schedule_requests_talent_idx').on(t.talentId, t.createdAt),
    index('schedule_requests_event_idx').on(t.eventId),
  ],
);

/** The messages of a schedule request's thread; read_at is set when the other side reads it. */
export const scheduleRequestMessages = pgTable(
  'schedule_request_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    requestId: integer('request_id')
      .notNull()
      .references(() => scheduleRequests.id, { onDelete: 'cascade' }),
    fromId: integer('from_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    message: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('schedule_request_messages_request_idx').on(t.requestId, t.createdAt)],
);

/** spec 001 §3 Follow: a member follows talent (SPECIALIST) or a business (BUSINESS). */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    followedId: integer('followed_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    followedType: text('followed_type').$type<'SPECIALIST' | 'BUSINESS'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followedId] }), index('follows_followed_idx').on(t.followedId)],
);
