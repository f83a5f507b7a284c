import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/** An agency's PIN (spec 001 §3 'Agency pin'; spec 000 §4 'set a PIN'): only its argon2id hash is kept. */
export const agencyPins = pgTable('agency_pins', {
  agencyId: integer('agency_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  pinHash: text('pin_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A talent or business that authorized an agency to act for it (spec 000 §4). A client has at most one
 * agency at a time: authorizing another replaces the link. Looked up by client (its settings, the
 * switch) and by agency (agency_get_clients).
 */
export const agencyClients = pgTable(
  'agency_clients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('agency_clients_client_key').on(t.clientId), index('agency_clients_agency_idx').on(t.agencyId)],
);

/**
 * Wrong PINs given for an agency username, for the PIN lockout. Keyed by the lower-cased username as
 * typed, so an unknown agency locks exactly like a real one and the lockout reveals nothing.
 */
export const agencyPinFailures = pgTable(
  'agency_pin_failures',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyUsername: text('agency_username').notNull(),
    /** The address the attempt came from ('' for failures recorded before sources were kept). */
    source: text().notNull().default(''),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('agency_pin_failures_username_at_idx').on(t.agencyUsername, t.at),
    index('agency_pin_failures_username_source_at_idx').on(t.agencyUsername, t.source, t.at),
  ],
);

/**
 * Every request an agency made while acting as a client (spec 001 issue 15 audit): the request name, when, and
 * the object it was about (e.g. 'event 12'). Read by the client and by the agency in Settings.
 */
export const agencyAudit = pgTable(
  'agency_audit',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    request: text().notNull(),
    object: text(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('agency_audit_client_idx').on(t.clientId, t.at), index('agency_audit_agency_idx').on(t.agencyId, t.at)],
);

/**
 * The daily summary an agency gets of what happened to its clients (spec 001 §1). One row per agency and day, so
 * the digest job run twice sends once.
 */
export const agencyDigests = pgTable(
  'agency_digests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    day: date().notNull(),
    summary: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('agency_digests_day_key').on(t.agencyId, t.day)],
);
