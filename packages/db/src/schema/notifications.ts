import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './accounts';

/**
 * The outbox: every email and SMS the product sends is stored here first, in the same transaction as
 * the change that caused it, then handed to the transport by a delivery job. Each attempt is claimed
 * first (attempts + 1, next_attempt_at pushed back), so a failed or interrupted send is retried with
 * backoff. In sandbox mode it doubles as the dev mailbox.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer().notNull().default(0),
    lastError: text('last_error'),
    /** When a claimed or failed message may be tried again; null before the first attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_unsent_idx')
      .on(t.id)
      .where(sql`${t.sentAt} is null`),
  ],
);

/**
 * In-app notifications (spec 001 §4 Notifications): what happened that concerns the member, with where it leads.
 * Unread until read_at is set.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** What it is about: EVENT_UPDATE, TICKET_REFUND, WAITLIST_OFFER, … */
    type: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    eventId: integer('event_id'),
    /**
     * spec 001 §3 Notification type: BUSINESS_EVENT (for a business about its events), SPECIALIST_EVENT (for talent
     * about their bids and bookings), FOLLOWED (what followed talent and businesses do), or MEMBER (the rest: ticket
     * refunds, waitlist offers, event updates).
     */
    category: text().$type<NotificationCategory>().notNull().default('MEMBER'),
    businessId: integer('business_id'),
    bidId: integer('bid_id'),
    scheduleId: integer('schedule_id'),
    scheduleRequestId: integer('schedule_request_id'),
    imageUrl: text('image_url'),
    /** The app path it opens. */
    link: text(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_member_idx').on(t.memberId, t.createdAt),
    index('notifications_bid_idx')
      .on(t.bidId)
      .where(sql`${t.bidId} is not null`),
    index('notifications_schedule_request_idx')
      .on(t.scheduleRequestId)
      .where(sql`${t.scheduleRequestId} is not null`),
  ],
);

export type NotificationCategory = 'BUSINESS_EVENT' | 'SPECIALIST_EVENT' | 'FOLLOWED' | 'MEMBER';
