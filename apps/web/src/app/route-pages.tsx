// The page of each route-table.ts entry, by name. Pages are lazily loaded so the first load carries
// only the shell: top bar, toasts, router. The type makes a page named in the table without a
// component here, or a component here that no route names, a compile error.

import { lazy, useState } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { AFFILIATE_CODE_PARAM, affiliateCodeFromLink } from '@stagepass/domain/affiliate-link';
import { loadDraft, saveDraft } from '../features/accounts/lib/registration-storage';
import type { AuthModalState } from '../features/accounts/hooks/use-auth-modal';
import { useDashboardPath } from '../features/accounts/hooks/use-session';
import type { PageName } from './route-table';

type Page = ComponentType | LazyExoticComponent<ComponentType>;

function named<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): Page {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const registerModal: AuthModalState = { openSignUpModal: 'register' };

const handOff = () => import('../features/accounts/pages/mobile-hand-off-pages');
const linkHandler = () => import('../features/accounts/pages/link-handler-page');

export const PAGES: Record<PageName, Page> = {
  LandingPage: named(() => import('../features/site/pages/landing-page'), 'LandingPage'),
  PricingPage: named(() => import('../features/site/pages/pricing-page'), 'PricingPage'),
  SmsConsentPage: named(() => import('../features/site/pages/sms-consent-page'), 'SmsConsentPage'),
  AccountDeletionPage: named(() => import('../features/site/pages/account-deletion-page'), 'AccountDeletionPage'),
  CreatorLandingPage: named(() => import('../features/site/pages/creator-landing-page'), 'CreatorLandingPage'),
  BusinessLandingPage: named(() => import('../features/site/pages/business-landing-page'), 'BusinessLandingPage'),
  FanLandingPage: named(() => import('../features/site/pages/fan-landing-page'), 'FanLandingPage'),
  UserDashboardPage: named(() => import('../features/accounts/pages/user-dashboard-page'), 'UserDashboardPage'),
  CelebDashboardPage: named(() => import('../features/bookings/pages/celeb-dashboard-page'), 'CelebDashboardPage'),
  BusinessDashboardPage: named(
    () => import('../features/accounts/pages/business-dashboard-page'),
    'BusinessDashboardPage',
  ),
  AgencyDashboardPage: named(() => import('../features/accounts/pages/agency-dashboard-page'), 'AgencyDashboardPage'),
  WelcomePage: named(() => import('../features/accounts/pages/welcome-page'), 'WelcomePage'),
  SettingsPage: named(() => import('../features/settings/pages/settings-page'), 'SettingsPage'),
  EmailPreferencesPage: named(
    () => import('../features/settings/pages/email-preferences-page'),
    'EmailPreferencesPage',
  ),
  LogoutPage: named(() => import('../features/accounts/pages/logout-page'), 'LogoutPage'),
  // spec 000 §2.5–§2.10: sign-in and account flows (issue 3, accounts).
  AuthLoginPage: named(() => import('../features/accounts/pages/social-return-page'), 'AuthLoginPage'),
  ForgotPasswordPage: named(() => import('../features/accounts/pages/forgot-password-page'), 'ForgotPasswordPage'),
  DeleteAccountPage: named(() => import('../features/accounts/pages/delete-account-page'), 'DeleteAccountPage'),
  RegisterPage: named(() => import('../features/accounts/pages/register-page'), 'RegisterPage'),
  ConfirmAccountPage: named(() => import('../features/accounts/pages/confirm-account-page'), 'ConfirmAccountPage'),
  LinkHandlerPage: named(linkHandler, 'LinkHandlerPage'),
  MobileLinkHandlerPage: named(linkHandler, 'MobileLinkHandlerPage'),
  StripeConnectHandOffPage: named(
    () => import('../features/payments/pages/stripe-connect-return-page'),
    'StripeConnectReturnPage',
  ),
  LinkedinOAuthHandOffPage: named(handOff, 'LinkedinOAuthHandOffPage'),
  TiktokOAuthHandOffPage: named(handOff, 'TiktokOAuthHandOffPage'),
  // spec 000 §2.12: city launch pages (issue 4, launch).
  LaunchPage: named(() => import('../features/launch/pages/launch-page'), 'LaunchPage'),
  CreatorRedirectPage: named(() => import('../features/accounts/pages/creator-redirect-page'), 'CreatorRedirectPage'),
  // spec 001 §2: the event screens (issue 9, events).
  EventPage: named(() => import('../features/events/pages/event-page'), 'EventPage'),
  BusinessEventsPage: named(() => import('../features/events/pages/business-events-page'), 'BusinessEventsPage'),
  CreateEventPage: named(() => import('../features/events/pages/create-event-page'), 'CreateEventPage'),
  UpdateEventPage: named(() => import('../features/events/pages/update-event-page'), 'UpdateEventPage'),
  SubEventPage: named(() => import('../features/events/pages/sub-event-page'), 'SubEventPage'),
  WatchlistPage: named(() => import('../features/events/pages/watchlist-page'), 'WatchlistPage'),
  // spec 001 §2: the ticket screens (tickets).
  TicketFormPage: named(() => import('../features/tickets/pages/ticket-form-page'), 'TicketFormPage'),
  CheckinPage: named(() => import('../features/guests/pages/checkin-page'), 'CheckinPage'),
  PurchasesPage: named(() => import('../features/tickets/pages/purchases-page'), 'PurchasesPage'),
  PrintTicketPage: named(() => import('../features/tickets/pages/print-ticket-page'), 'PrintTicketPage'),
  PrintableTicketsPage: named(() => import('../features/tickets/pages/printable-tickets-page'), 'PrintableTicketsPage'),
  // spec 001 §2: payments and payouts (issue 11, payments).
  PaymentsPage: named(() => import('../features/payments/pages/payments-page'), 'PaymentsPage'),

  // spec 001 §2: the schedule request detail (issue 12, schedule requests).
  ScheduleRequestPage: named(
    () => import('../features/schedule-requests/pages/schedule-request-page'),
    'ScheduleRequestPage',
  ),

  // spec 001 §2: finding talent and bidding (issue 12, bookings).
  FindTalentPage: named(() => import('../features/bookings/pages/find-talent-page'), 'FindTalentPage'),

  // spec 001 §2: the talent's view of an event (issue 12, bookings).
  CelebEventPage: named(() => import('../features/bookings/pages/celeb-event-page'), 'CelebEventPage'),

  // spec 001 §2 /scheduling: the talent's schedules, locations, templates and calendar feed (issue 12, schedules).
  SchedulingPage: named(() => import('../features/schedules/pages/scheduling-page'), 'SchedulingPage'),

  // spec 001 §2: the talent, business and shared member profiles (issue 13, profiles).
  TalentProfilePage: named(() => import('../features/profiles/pages/talent-profile-page'), 'TalentProfilePage'),
  BusinessProfilePage: named(() => import('../features/profiles/pages/business-profile-page'), 'BusinessProfilePage'),
  SharedUserProfilePage: named(
    () => import('../features/profiles/pages/shared-user-profile-page'),
    'SharedUserProfilePage',
  ),

  // spec 001 §2 /featuring: the featured talent (issue 13, talent).
  FeaturingPage: named(() => import('../features/talent/pages/featuring-page'), 'FeaturingPage'),

  // spec 001 §2 /inbox: messages per event (issue 13, messages).
  InboxPage: named(() => import('../features/messages/pages/inbox-page'), 'InboxPage'),

  // spec 001 §2 /posts and /{userId}/postsPage/{postId}: the business's posts and a post's thread (issue 13, posts).
  PostsPage: named(() => import('../features/posts/pages/posts-page'), 'PostsPage'),
  PostPage: named(() => import('../features/posts/pages/post-page'), 'PostPage'),

  // spec 001 §2 marketplace, asset and subscription-product routes (issue 14, creator commerce).
  MarketplacePage: named(() => import('../features/catalogue/pages/marketplace-page'), 'MarketplacePage'),
  MarketplaceSearchPage: named(
    () => import('../features/catalogue/pages/marketplace-search-page'),
    'MarketplaceSearchPage',
  ),
  MarketplaceProductPage: named(
    () => import('../features/catalogue/pages/marketplace-product-page'),
    'MarketplaceProductPage',
  ),
  CreateDigitalPage: named(() => import('../features/catalogue/pages/create-digital-page'), 'CreateDigitalPage'),
  SubscriptionProductPage: named(
    () => import('../features/catalogue/pages/subscription-product-page'),
    'SubscriptionProductPage',
  ),
  AssetPage: named(() => import('../features/assets/pages/asset-page'), 'AssetPage'),
  // issue 15: the creator website builder.
  WebsitePage: named(() => import('../features/website/pages/website-page'), 'WebsitePage'),
  // issue 15: the affiliate programme.
  AffiliatePage: named(() => import('../features/affiliate/pages/affiliate-page'), 'AffiliatePage'),

  // Routes that only redirect.
  // spec 000 §2.5: /auth/register opens the sign-up modal on the landing page.
  RegisterModalRedirect,
  DashboardRedirect,
  HomeRedirect: () => <Navigate to="/" replace />,
};

/**
 * spec 000 §2.5: /auth/register opens the sign-up modal on the landing page. An affiliate's sign-up link
 * (?affiliate_code=…) fills the registration form's 'Affiliate code' first.
 */
function RegisterModalRedirect() {
  const [params] = useSearchParams();
  useState(() => {
    const code = affiliateCodeFromLink(params.get(AFFILIATE_CODE_PARAM));
    if (code) saveDraft({ ...loadDraft(), affiliate_code: code });
  });
  return <Navigate to="/" replace state={registerModal} />;
}

function DashboardRedirect() {
  const to = useDashboardPath();
  return <Navigate to={to} replace />;
}
