import type { Database } from '@stagepass/db/client';
import type { Config } from '../config';
import type { Adapters } from '../rpc/context';
import { roundJob, type ClockJob } from './clock-jobs';
import type { Round } from './round';
import { finishUnfinishedPurchases } from '../features/tickets/refund';
import { moveOnExpiredOffers } from '../features/tickets/waitlist';
import { releaseTicketPayouts } from '../features/payments/ticket-payouts';
import { closeDueDays } from '../features/bookings/auction';
import { releaseBookingPayouts } from '../features/bookings/booking-payouts';
import { emailUnreadMessages } from '../features/messages/unread-message-emails';
import { runSubscriptionBilling } from '../features/subscriptions/subscription-billing';
import { finishUnfinishedAssetPurchases } from '../features/assets/purchase';
import { releaseCreatorPayouts } from '../features/subscriptions/creator-payouts';
import { releaseAffiliatePayouts } from '../features/affiliate/affiliate-payouts';
import { sendAgencyDigests } from '../features/agency/agency-digest';
import { removeUnusedUploads } from '../features/gallery/upload-cleanup';
import { replaceOldPreviews } from '../features/assets/preview-backfill';

/** What a clock job may use: the same database, settings and outside services as a request handler. */
export interface ClockJobDeps extends Adapters {
  db: Database;
  config: Config;
}

/**
 * Every job that comes due with time, run by the minute tick and by POST /dev/clock. A feature whose work
 * comes due adds one line here, e.g.
 *   { name: 'schedule-close', runDue: (now) => closeDueSchedules(deps, now) },
 * Its `runDue(now)` does what is due at `now` and is idempotent (see ClockJob). Mail it queues goes out in the
 * same run: kick the mailer, and POST /dev/clock waits for the rounds.
 */
export function clockJobList(deps: ClockJobDeps, rounds: Round[]): ClockJob[] {
  return [
    // The outbox, marketing and webhook-deliveries rounds (app.ts): due every minute (retries whose wait has passed).
    // 'webhook-deliveries' (features/webhooks/webhook-deliveries.ts) is also kicked when an emission commits.
    ...rounds.map(roundJob),
    // Tickets: waitlist offers that ran out move to the next in line; charges and refunds a crash cut short finish.
    { name: 'waitlist-offers', runDue: (now) => moveOnExpiredOffers(deps.db, deps, now) },
    { name: 'unfinished-purchases', runDue: (now) => finishUnfinishedPurchases(deps, now) },
    // Payments: ticket revenue paid to the organiser 3 days after the event (spec 001 §1).
    { name: 'ticket-payouts', runDue: (now) => releaseTicketPayouts(deps, now) },
    // Bookings: each talent-day closes at its closing time (DESIGN.md §4); talent are paid 5 days after the event.
    { name: 'schedule-close', runDue: async (now) => void (await closeDueDays(deps, now)) },
    { name: 'booking-payouts', runDue: (now) => releaseBookingPayouts(deps, now) },
    // Messages: one email for a message left unread for 15 minutes.
    { name: 'unread-message-emails', runDue: (now) => emailUnreadMessages(deps, now), idle: () => deps.mailer.idle() },
    // Assets: a purchase a crash left Pending is finished with its own idempotency key.
    { name: 'unfinished-asset-purchases', runDue: (now) => finishUnfinishedAssetPurchases(deps, now) },
    // Subscriptions: each cycle charged at its start, then creators paid for cycles and asset sales (spec 001 §1, §9).
    { name: 'subscription-billing', runDue: (now) => runSubscriptionBilling(deps, now) },
    { name: 'creator-payouts', runDue: (now) => releaseCreatorPayouts(deps, now) },
    // Affiliates: shares of referred members' settled sales, paid monthly in one lump sum less fees (spec 001 §1).
    { name: 'affiliate-payouts', runDue: (now) => releaseAffiliatePayouts(deps, now) },
    // Agency: each agency's daily summary of its clients' day, once per agency and day (spec 001 §1).
    { name: 'agency-digest', runDue: (now) => sendAgencyDigests(deps, now), idle: () => deps.mailer.idle() },
    // Uploads: a file POST /api/upload kept that no asset or gallery item uses is removed after 24 hours.
    { name: 'upload-cleanup', runDue: async (now) => void (await removeUnusedUploads(deps, now)) },
    // Assets: a preview saved by the old rule (a short post's whole body) is made again by the teaser rule, once.
    { name: 'asset-previews', runDue: async () => void (await replaceOldPreviews(deps)) },
  ];
}
