import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events } from './events';
import { purchases, ticketPasses } from './tickets';

/**
 * The event-manager app's password of an event (spec 001 §1: check-in staff log in with the event id and a
 * manager password set by the organiser). Hashed like an account password: it opens a check-in session.
 */
export const eventManagerPasswords = pgTable('event_manager_passwords', {
  eventId: integer('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  passwordHash: text('password_hash').notNull(),
  /** Changing the password ends the sessions opened with the old one (they were issued before this). */
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A check-in session of the event-manager app: for one event only, with no member behind it and no other
 * rights. Only the SHA-256 of the token is stored.
 */
export const checkinSessions = pgTable(
  'checkin_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The name the staff member gave the device ('Door 1'), shown on a second scan of a code. */
    deviceName: text('device_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('checkin_sessions_token_hash_key').on(t.tokenHash),
    index('checkin_sessions_event_idx').on(t.eventId),
  ],
);

/**
 * One pass admitted at the door: the first scan of its code, online or synced from a device that was offline.
 * The primary key on the pass is what admits each code once, whichever device and whenever it syncs.
 */
export const passAdmissions = pgTable(
  'pass_admissions',
  {
    passId: integer('pass_id')
      .primaryKey()
      .references(() => ticketPasses.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => checkinSessions.id, { onDelete: 'set null' }),
    deviceName: text('device_name').notNull(),
    /** When the device scanned it (its own clock, for scans synced later). */
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pass_admissions_event_idx').on(t.eventId), index('pass_admissions_purchase_idx').on(t.purchaseId)],
);

/** What the server made of a scan: admitted, already used, refused (with its reason), or a conflict. */
export type ScanOutcome = 'admitted' | 'already_used' | 'refused' | 'conflict';

/**
 * Every scan a device reported, kept for the record and for conflicts: two devices that admitted the same code
 * while offline both show up here after they sync, the later one as a conflict (never merged away).
 */
export const checkinScans = pgTable(
  'checkin_scans',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    sessionId: integer('session_id').references(() => checkinSessions.id, { onDelete: 'set null' }),
    deviceName: text('device_name').notNull(),
    /** The device's own id for the scan, so a sync sent twice records it once. */
    clientScanId: text('client_scan_id').notNull(),
    code: text().notNull(),
    passId: integer('pass_id').references(() => ticketPasses.id, { onDelete: 'cascade' }),
    outcome: text().$type<ScanOutcome>().notNull(),
    reason: text(),
    /** The device admitted it without the network (synced later). */
    offline: boolean().notNull().default(false),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('checkin_scans_client_key').on(t.eventId, t.clientScanId),
    index('checkin_scans_event_outcome_idx').on(t.eventId, t.outcome),
  ],
);

/**
 * Guests checked in by hand on the guest list (spec 001 §3 Guest manual_checkin), per purchase: a count, since
 * the business admits people, not codes. manual_checkin + num_validated never exceeds the quantity bought.
 */
export const manualCheckins = pgTable('manual_checkins', {
  purchaseId: integer('purchase_id')
    .primaryKey()
    .references(() => purchases.id, { onDelete: 'cascade' }),
  count: integer().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
