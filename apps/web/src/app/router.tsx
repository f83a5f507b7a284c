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
const PlaceholderPage = lazy(() => import('../components/ui/placeholder-page'));
const LandingPage = named(() => import('../features/site/pages/landing-page'), 'LandingPage');
const DashboardPage = named(() => import('../features/accounts/pages/dashboard-page'), 'DashboardPage');
const LogoutPage = named(() => import('../features/accounts/pages/logout-page'), 'LogoutPage');

/** A screen whose issue has not landed yet: its heading and one honest line. */
function soon(title: string) {
  return <PlaceholderPage title={title} />;
}

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
          { path: '/auth/pricing', element: soon('Pricing') },
          // spec 000 §2.5: these two open the sign-up / sign-in modal on the landing page.
          { path: '/auth/register', element: <Navigate to="/" replace state={{ openSignUpModal: 'register' }} /> },
          { path: '/auth/login', element: <Navigate to="/" replace state={{ openSignUpModal: 'login' }} /> },
          { path: '/auth/logout', element: <LogoutPage /> },
          { path: '/auth/forgot-password', element: soon('Forgot your password') },
          { path: '/auth/accountDeletion', element: soon('Account Deletion') },
          { path: '/auth/sms-consent', element: soon('SMS Consent') },
          { path: '/auth/delete-account', element: soon('Delete Account') },
          { path: '/auth/businessLanding', element: soon('Businesses'), handle: dark },
          { path: '/auth/creatorLanding', element: soon('Talent & Creators'), handle: dark },
          { path: '/auth/fanLanding', element: soon('Fans'), handle: dark },
          {
            element: <LoggedOutOnly />,
            children: [
              { path: '/auth/register-page', element: soon('Create your account') },
              { path: '/auth/confirm-account-page', element: soon('Confirm your account') },
            ],
          },
        ],
      },
      // spec 000 §2.3: the dashboard area and its role gates.
      {
        element: <DashLayout />,
        children: [
          { path: '/dash/user-dashboard', element: <DashboardPage /> },
          {
            element: <RequireMember allow={ROLE_CHECKS.creator} />,
            children: [{ path: '/dash/celeb-dashboard', element: <DashboardPage /> }],
          },
          {
            element: <RequireMember allow={ROLE_CHECKS.business} />,
            children: [{ path: '/dash/business-dashboard', element: <DashboardPage /> }],
          },
          {
            element: <RequireMember allow={ROLE_CHECKS.agency} />,
            children: [{ path: '/dash/agency-dashboard', element: <DashboardPage /> }],
          },
          {
            element: <RequireMember />,
            children: [
              { path: '/dash/settings', element: soon('Settings') },
              { path: '/dash/emailPreferences', element: soon('Email Preferences') },
              { path: '/dash/welcome', element: soon('Welcome') },
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
          { path: '/redirect/:requestType/:code', element: soon('Opening your link') },
          { path: '/mobile/redirect/stripeconnect/*', element: soon('Payout setup') },
          { path: '/mobile/redirect/linkedin-oauth', element: soon('Signing you in') },
          { path: '/c/:username', element: soon('Creator website') },
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
