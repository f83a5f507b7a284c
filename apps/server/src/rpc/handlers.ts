import type { HandlerMap } from './context';
import { accountsHandlers } from '../features/accounts/index';
import { settingsHandlers } from '../features/settings/index';
import { talentHandlers } from '../features/talent/index';
import { paymentsHandlers } from '../features/payments/index';
import { launchHandlers } from '../features/launch/index';
import { agencyHandlers } from '../features/agency/index';
import { eventsHandlers } from '../features/events/index';
import { ticketsHandlers } from '../features/tickets/index';
import { guestsHandlers } from '../features/guests/index';
import { schedulesHandlers } from '../features/schedules/index';
import { bookingsHandlers } from '../features/bookings/index';
import { scheduleRequestsHandlers } from '../features/schedule-requests/index';
import { notificationsHandlers } from '../features/notifications/index';
import { followsHandlers } from '../features/follows/index';
import { profilesHandlers } from '../features/profiles/index';
import { messagesHandlers } from '../features/messages/index';
import { reviewsHandlers } from '../features/reviews/index';
import { postsHandlers } from '../features/posts/index';
import { reportsHandlers } from '../features/reports/index';
import { catalogueHandlers } from '../features/catalogue/index';
import { assetsHandlers } from '../features/assets/index';
import { subscriptionsHandlers } from '../features/subscriptions/index';
import { webhooksHandlers } from '../features/webhooks/index';
import { affiliateHandlers } from '../features/affiliate/index';
import { mediaHandlers } from '../features/media/index';
import { websiteHandlers } from '../features/website/index';

/**
 * Every request's handler: the spread of the area maps (features/<area>/index.ts). An area map misses no
 * request of its area, and this map misses no area, or it fails to compile. api-route.ts reads it at each
 * call, so a test may replace an entry.
 */
export const handlers: HandlerMap = {
  ...accountsHandlers,
  ...settingsHandlers,
  ...talentHandlers,
  ...paymentsHandlers,
  ...launchHandlers,
  ...agencyHandlers,
  ...eventsHandlers,
  ...ticketsHandlers,
  ...guestsHandlers,
  ...schedulesHandlers,
  ...bookingsHandlers,
  ...scheduleRequestsHandlers,
  ...notificationsHandlers,
  ...followsHandlers,
  ...profilesHandlers,
  ...messagesHandlers,
  ...reviewsHandlers,
  ...postsHandlers,
  ...reportsHandlers,
  ...catalogueHandlers,
  ...assetsHandlers,
  ...subscriptionsHandlers,
  ...webhooksHandlers,
  ...affiliateHandlers,
  ...mediaHandlers,
  ...websiteHandlers,
};
