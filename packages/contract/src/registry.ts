import type { z } from 'zod';
import { accountsRequests } from './accounts/index';
import { settingsRequests } from './settings/index';
import { talentRequests } from './talent/index';
import { paymentsRequests } from './payments/index';
import { launchRequests } from './launch/index';
import { agencyRequests } from './agency/index';
import { eventsRequests } from './events/index';
import { ticketsRequests } from './tickets/index';
import { guestsRequests } from './guests/index';
import { schedulesRequests } from './schedules/index';
import { bookingsRequests } from './bookings/index';
import { scheduleRequestsRequests } from './schedule-requests/index';
import { notificationsRequests } from './notifications/index';
import { followsRequests } from './follows/index';
import { profilesRequests } from './profiles/index';
import { messagesRequests } from './messages/index';
import { reviewsRequests } from './reviews/index';
import { postsRequests } from './posts/index';
import { reportsRequests } from './reports/index';
import { catalogueRequests } from './catalogue/index';
import { assetsRequests } from './assets/index';
import { subscriptionsRequests } from './subscriptions/index';
import { affiliateRequests } from './affiliate/index';
import { webhooksRequests } from './webhooks/index';
import { mediaRequests } from './media/index';
import { websiteRequests } from './website/index';

/**
 * Every request the server answers, by its wire name: the spread of the area maps. A new request goes in its
 * area's index.ts, not here. (registry.test.ts checks that no two areas use one name.)
 */
export const requests = {
  ...accountsRequests,
  ...settingsRequests,
  ...talentRequests,
  ...paymentsRequests,
  ...launchRequests,
  ...agencyRequests,
  ...eventsRequests,
  ...ticketsRequests,
  ...guestsRequests,
  ...schedulesRequests,
  ...bookingsRequests,
  ...scheduleRequestsRequests,
  ...notificationsRequests,
  ...followsRequests,
  ...profilesRequests,
  ...messagesRequests,
  ...reviewsRequests,
  ...postsRequests,
  ...reportsRequests,
  ...catalogueRequests,
  ...assetsRequests,
  ...subscriptionsRequests,
  ...affiliateRequests,
  ...webhooksRequests,
  ...mediaRequests,
  ...websiteRequests,
} as const;

/** The area maps, for checks that need to know which area a request belongs to. */
export const areas = {
  accounts: accountsRequests,
  settings: settingsRequests,
  talent: talentRequests,
  payments: paymentsRequests,
  launch: launchRequests,
  agency: agencyRequests,
  events: eventsRequests,
  tickets: ticketsRequests,
  guests: guestsRequests,
  schedules: schedulesRequests,
  bookings: bookingsRequests,
  'schedule-requests': scheduleRequestsRequests,
  notifications: notificationsRequests,
  follows: followsRequests,
  profiles: profilesRequests,
  messages: messagesRequests,
  reviews: reviewsRequests,
  posts: postsRequests,
  reports: reportsRequests,
  catalogue: catalogueRequests,
  assets: assetsRequests,
  subscriptions: subscriptionsRequests,
  affiliate: affiliateRequests,
  webhooks: webhooksRequests,
  media: mediaRequests,
  website: websiteRequests,
} as const;

export type Requests = typeof requests;
export type RequestName = keyof Requests;
export type RequestInput<N extends RequestName> = z.input<Requests[N]['input']>;
export type ParsedInput<N extends RequestName> = z.output<Requests[N]['input']>;
export type RequestOutput<N extends RequestName> = z.output<Requests[N]['output']>;

export function isRequestName(name: string): name is RequestName {
  return Object.hasOwn(requests, name);
}
