// Every screen route of spec 000 §2 (spec 001 §2's /dash routes are added by their issues).
// Pages are lazily loaded so the first load carries only the shell: top bar, toasts, router.

import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate, createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { AuthLayout } from './layouts/auth-layout';
import { BareLayout } from './layouts/bare-layout';
import { RootLayout } from './layouts/root-layout';
import { LoggedOutOnly, RequireMember, ROLE_CHECKS } from './route-guards';
import type { RouteHandle } from './route-handle';
import { useDashboardPath } from '../features/accounts/hooks/use-session';

function named<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: m[name] })));
}

const DashLayout = lazy(() => import('./layouts/dash-layout'));
const LandingPage = named(() => import('../features/site/pages/landing-page'), 'LandingPage');
const PricingPage = named(() => import('../features/site/pages/pricing-page'), 'PricingPage');
const SmsConsentPage = named(() => import('../features/site/pages/sms-consent-page'), 'SmsConsentPage');
const AccountDeletionPage = named(() => import('../features/site/pages/account-deletion-page'), 'AccountDeletionPage');
const CreatorLandingPage = named(() => import('../features/site/pages/creator-landing-page'), 'CreatorLandingPage');
const BusinessLandingPage = named(() => import('../features/site/pages/business-landing-page'), 'BusinessLandingPage');
const FanLandingPage = named(() => import('../features/site/pages/fan-landing-page'), 'FanLandingPage');
const UserDashboardPage = named(() => import('../features/accounts/pages/user-dashboard-page'), 'UserDashboardPage');
const CelebDashboardPage = named(() => import('../features/accounts/pages/celeb-dashboard-page'), 'CelebDashboardPage');
const BusinessDashboardPage = named(
  () => import('../features/accounts/pages/business-dashboard-page'),
  'BusinessDashboardPage',
);
const AgencyDashboardPage = named(
  () => import('../features/accounts/pages/agency-dashboard-page'),
  'AgencyDashboardPage',
);
const WelcomePage = named(() => import('../features/accounts/pages/welcome-page'), 'WelcomePage');
const SettingsPage = named(() => import('../features/settings/pages/settings-page'), 'SettingsPage');
const EmailPreferencesPage = named(
  () => import('../features/settings/pages/email-preferences-page'),
  'EmailPreferencesPage',
);
const LogoutPage = named(() => import('../features/accounts/pages/logout-page'), 'LogoutPage');
// spec 000 §2.5–§2.10: sign-in and account flows (issue 3, accounts).
const AuthLoginPage = named(() => import('../features/accounts/pages/social-return-page'), 'AuthLoginPage');
const ForgotPasswordPage = named(() => import('../features/accounts/pages/forgot-password-page'), 'ForgotPasswordPage');
const DeleteAccountPage = named(() => import('../features/accounts/pages/delete-account-page'), 'DeleteAccountPage');
const RegisterPage = named(() => import('../features/accounts/pages/register-page'), 'RegisterPage');
const ConfirmAccountPage = named(() => import('../features/accounts/pages/confirm-account-page'), 'ConfirmAccountPage');
const LinkHandlerPage = named(() => import('../features/accounts/pages/link-handler-page'), 'LinkHandlerPage');
const MobileLinkHandlerPage = named(
  () => import('../features/accounts/pages/link-handler-page'),
  'MobileLinkHandlerPage',
);
const StripeConnectHandOffPage = named(
  () => import('../features/accounts/pages/mobile-hand-off-pages'),
  'StripeConnectHandOffPage',
);
const LinkedinOAuthHandOffPage = named(
  () => import('../features/accounts/pages/mobile-hand-off-pages'),
  'LinkedinOAuthHandOffPage',
);
const TiktokOAuthHandOffPage = named(
  () => import('../features/accounts/pages/mobile-hand-off-pages'),
  'TiktokOAuthHandOffPage',
);
// spec 000 §2.12: city launch pages (issue 4, launch).
const LaunchPage = named(() => import('../features/launch/pages/launch-page'), 'LaunchPage');
const CreatorRedirectPage = named(
  () => import('../features/accounts/pages/creator-redirect-page'),
  'CreatorRedirectPage',
);

const dark: RouteHandle = { dark: true };

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // spec 000 §2.2: landing and /auth pages, open to everyone unless noted.
      {
        element: <AuthLayout />,
        children: [
          { path: '/', element: <LandingPage /> },
          { path: '/auth/pricing', element: <PricingPage /> },
          // spec 000 §2.5: these two open the sign-up / sign-in modal on the landing page.
          { path: '/auth/register', element: <Navigate to="/" replace state={{ openSignUpModal: 'register' }} /> },
          // Also where the social sign-in providers return with ?code&state (accounts/pages/social-return-page).
          { path: '/auth/login', element: <AuthLoginPage /> },
          { path: '/auth/logout', element: <LogoutPage /> },
          { path: '/auth/forgot-password', element: <ForgotPasswordPage /> },
          { path: '/auth/accountDeletion', element: <AccountDeletionPage /> },
          { path: '/auth/sms-consent', element: <SmsConsentPage /> },
          { path: '/auth/delete-account', element: <DeleteAccountPage /> },
          { path: '/auth/businessLanding', element: <BusinessLandingPage />, handle: dark },
          { path: '/auth/creatorLanding', element: <CreatorLandingPage />, handle: dark },
          { path: '/auth/fanLanding', element: <FanLandingPage />, handle: dark },
          {
            element: <LoggedOutOnly />,
            children: [
              { path: '/auth/register-page', element: <RegisterPage /> },
              { path: '/auth/confirm-account-page', element: <ConfirmAccountPage /> },
            ],
          },
        ],
      },
      // spec 000 §2.12: the city launch pages, one page for all (issue 4, launch); New York's
      // route is not in the spec, issue 4 names /ny, /nyc and /newyork.
      {
        element: <AuthLayout />,
        children: [
          { path: '/sac', element: <LaunchPage /> },
          { path: '/sactown', element: <LaunchPage /> },
          { path: '/sacramento', element: <LaunchPage /> },
          { path: '/la', element: <LaunchPage /> },
          { path: '/losangeles', element: <LaunchPage /> },
          { path: '/socal', element: <LaunchPage /> },
          { path: '/sd', element: <LaunchPage /> },
          { path: '/sandiego', element: <LaunchPage /> },
          { path: '/sf', element: <LaunchPage /> },
          { path: '/thebay', element: <LaunchPage /> },
          { path: '/bay', element: <LaunchPage /> },
          { path: '/bayarea', element: <LaunchPage /> },
          { path: '/sanfrancisco', element: <LaunchPage /> },
          { path: '/santacruz', element: <LaunchPage /> },
          { path: '/sanjose', element: <LaunchPage /> },
          { path: '/oakland', element: <LaunchPage /> },
          { path: '/ny', element: <LaunchPage /> },
          { path: '/nyc', element: <LaunchPage /> },
          { path: '/newyork', element: <LaunchPage /> },
        ],
      },
      // spec 000 §2.3: the dashboard area and its role gates.
      {
        element: <DashLayout />,
        children: [
          { path: '/dash/user-dashboard', element: <UserDashboardPage /> },
          {
            element: <RequireMember allow={ROLE_CHECKS.creator} />,
            children: [{ path: '/dash/celeb-dashboard', element: <CelebDashboardPage /> }],
          },
          {
            element: <RequireMember allow={ROLE_CHECKS.business} />,
            children: [{ path: '/dash/business-dashboard', element: <BusinessDashboardPage /> }],
          },
          {
            element: <RequireMember allow={ROLE_CHECKS.agency} />,
            children: [{ path: '/dash/agency-dashboard', element: <AgencyDashboardPage /> }],
          },
          {
            element: <RequireMember />,
            children: [
              { path: '/dash/settings', element: <SettingsPage /> },
              { path: '/dash/emailPreferences', element: <EmailPreferencesPage /> },
              { path: '/dash/welcome', element: <WelcomePage /> },
            ],
          },
        ],
      },
      // spec 000 §2.1, §2.8–2.10: redirect handling, mobile hand-off and creator website areas.
      {
        element: <BareLayout />,
        children: [
          // spec 000 §2.8: a path containing /redirect/home goes to the dashboard.
          { path: '/redirect/home/*', element: <DashboardRedirect /> },
          { path: '/redirect/:requestType/:code', element: <LinkHandlerPage /> },
          // /redirect/ alone (or without a code) has nothing to act on: the dashboard.
          { path: '/redirect/*', element: <DashboardRedirect /> },
          // spec 000 §2.9: mobile hand-off pages; the short-video sign-in return's path is ours.
          { path: '/mobile/redirect/stripeconnect/*', element: <StripeConnectHandOffPage /> },
          { path: '/mobile/redirect/linkedin-oauth', element: <LinkedinOAuthHandOffPage /> },
          { path: '/mobile/redirect/tiktok-oauth', element: <TiktokOAuthHandOffPage /> },
          // spec 000 §2.8: a path containing /redirect/home goes to the dashboard, the mobile variant too;
          // any other mobile variant of a link shows the app-install warning, or 'Continue with Web'.
          { path: '/mobile/redirect/home/*', element: <DashboardRedirect /> },
          { path: '/mobile/redirect/:requestType/:code', element: <MobileLinkHandlerPage /> },
          { path: '/c/:username', element: <CreatorRedirectPage /> },
        ],
      },
      // spec 000 §2.1 names the /public and /mobilePage areas but no screens in them yet.
      { path: '/public/*', element: <Navigate to="/" replace /> },
      { path: '/mobilePage/*', element: <Navigate to="/" replace /> },
      // spec 000 §2.1: any unknown path goes home.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

function DashboardRedirect() {
  const to = useDashboardPath();
  return <Navigate to={to} replace />;
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
