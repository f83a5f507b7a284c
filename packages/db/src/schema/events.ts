import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * An event (spec 001 §3): made by a business, a draft until published, and made of sub-events (time blocks).
 * Times are instants; the event keeps its IANA time zone, looked up from its position.
 */
export const events = pgTable(
  'events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    businessId: integer('business_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    address: text().notNull(),
    /** The state (or province) the venue is in, from the geocoder: where the sales tax on its tickets is due. */
    administrativeArea: text('administrative_area'),
    subAdministrativeArea: text('sub_administrative_area'),
    country: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    description: text().notNull().default(''),
    image: text(),
    private: boolean().notNull().default(false),
    draft: boolean().notNull().default(true),
    onlineUrl: text('online_url'),
    onlineOnly: boolean('online_only').notNull().default(false),
    /**
     * The private event's password, which the business hands its guests and reads back on the update form. It
     * guards one event page, not an account, so it is kept readable for its owner.
     */
    password: text(),
    /** spec 001 §3 rawGeolocation: the geocoder's answer the form chose, kept as sent. */
    rawGeolocation: jsonb('raw_geolocation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('events_business_start_idx').on(t.businessId, t.startTime),
    // Nearby search (user_events_query): a box on this GiST index, then the exact great-circle distance. Only
    // published public events are ever listed to others, so only they are indexed.
    index('events_listed_position_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.draft} = false and ${t.private} = false`),
    // The nearby list a page at a time (issue 16: its cost flat in the number of events): the listed events of each
    // one-degree cell the search box touches, soonest first, each cell read from `now` less the longest event's
    // span (below) only as far as the page needs.
    index('events_listed_cell_start_idx')
      .on(sql`floor(${t.latitude})`, sql`floor(${t.longitude})`, t.startTime, t.id)
      .where(sql`${t.draft} = false and ${t.private} = false`),
    // The longest listed event: how far before now a still-running event can have started.
    index('events_listed_span_idx')
      .on(sql`(${t.endTime} - ${t.startTime})`)
      .where(sql`${t.draft} = false and ${t.private} = false`),
    // Featured events and the nearby list read upcoming published events by end time.
    index('events_listed_end_idx')
      .on(t.endTime)
      .where(sql`${t.draft} = false and ${t.private} = false`),
    // The ticket-payout job reads the events that ended lately, private ones included.
    index('events_end_idx').on(t.endTime),
  ],
);

/** A sub-event (time block) of an event (spec 001 §3), inside the event's times. */
export const subEvents = pgTable(
  'sub_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    notes: text().notNull().default(''),
    /** spec 001 §3 traits_num: talent trait id → required count. */
    traitsNum: jsonb('traits_num').$type<Record<string, number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sub_events_event_start_idx').on(t.eventId, t.startTime)],
);

/** spec 001 §3 Watched item: what a member watches (EVENT now; ASSET, products and posts with their issues). */
export const watchedItems = pgTable(
  'watched_items',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.itemType, t.itemId] }),
    index('watched_items_item_idx').on(t.itemType, t.itemId),
  ],
);
