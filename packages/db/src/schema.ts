import * as accounts from './schema/accounts';
import * as notifications from './schema/notifications';
import * as settings from './schema/settings';
import * as social from './schema/social';
import * as phone from './schema/phone';
import * as talent from './schema/talent';
// launch: marketing form submissions
import * as launch from './schema/launch';
// agency: PINs and agency-client links
import * as agency from './schema/agency';
// request rate limits shared by every server on the database
import * as limits from './schema/limits';
// events, sub-events and watched items; payout accounts
import * as events from './schema/events';
import * as payments from './schema/payments';
// tickets, purchases, passes, waitlists; card customers and the card sandbox
import * as tickets from './schema/tickets';
// guest list and check-in: manager passwords, check-in sessions, admissions and scans
import * as guests from './schema/guests';
// talent availability and the booking auction: locations, schedules, templates, bids, booking payments, schedule
// requests, follows
import * as bookings from './schema/bookings';
// messages, reviews, recommendations, posts and comments, case reports, the profile gallery, uploads
import * as conversation from './schema/conversation';
// creator commerce: products, tiers, plans, assets, collections, asset purchases, subscriptions and their cycles
import * as commerce from './schema/commerce';
// the affiliate programme: promotions, affiliates, earnings and monthly payouts
import * as affiliate from './schema/affiliate';
// media links and creator websites
import * as website from './schema/website';
// organisers' and creators' webhook endpoints and deliveries
import * as webhooks from './schema/webhooks';

/** Every table, for Drizzle's client and drizzle-kit. */
export const schema = {
  ...accounts,
  ...notifications,
  ...settings,
  ...social,
  ...phone,
  ...talent,
  ...launch,
  ...agency,
  ...limits,
  ...events,
  ...payments,
  ...tickets,
  ...guests,
  ...bookings,
  ...conversation,
  ...commerce,
  ...affiliate,
  ...website,
  ...webhooks,
};
export type Schema = typeof schema;
