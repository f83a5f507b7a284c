import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * An HTTPS endpoint a business or talent registered in Settings for webhook events (ticket.purchased, …). The
 * secret signs each delivery (HMAC-SHA256). An endpoint failing since failing_since for 3 days is turned off
 * (enabled false, disabled_at set) and its owner emailed.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    description: text().notNull().default(''),
    secret: text().notNull(),
    events: jsonb().$type<string[]>().notNull(),
    enabled: boolean().notNull().default(true),
    failingSince: timestamp('failing_since', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * The agency that made or last changed this endpoint while acting for the member (agency_switch_user), or null
     * when the member did. It is tied to that agency's access: revoking it turns the endpoint off.
     */
    agencyId: integer('agency_id').references(() => members.id, { onDelete: 'set null' }),
  },
  (t) => [index('webhook_endpoints_member_idx').on(t.memberId, t.id)],
);

export type WebhookDeliveryStatus = 'pending' | 'succeeded' | 'failed';

/**
 * One event sent to one endpoint, with its attempts: retried with exponential backoff (next_attempt_at) until it
 * succeeds or the endpoint is turned off. event_id is the same for every endpoint of one event, and unique per
 * endpoint, so an event emitted twice is delivered once. Redelivery makes a new row for the same event.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text().$type<WebhookDeliveryStatus>().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    /** Set on a redelivery: the delivery it repeats. */
    redeliveryOf: integer('redelivery_of'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_key')
      .on(t.endpointId, t.eventId)
      .where(sql`${t.redeliveryOf} is null`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    index('webhook_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
