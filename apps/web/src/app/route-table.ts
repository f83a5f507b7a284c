// Every screen route of spec 000 §2 and spec 001 §2, as data: its path, the layout it sits in, who
// may open it (the 'Who' column) and its page. The router (router.tsx) builds its routes from this
// table, the guard (route-guards.tsx) reads `who`, and the sidebar (layouts/sidebar-items.ts) and the
// dashboards read it too. The table imports no page, so anything may import it without a cycle:
// pages are named here and loaded lazily by route-pages.tsx.
//
// A spec 001 route whose screen does not exist yet is listed without a page. The router does not
// declare it (spec 000 §2.1: unknown paths go to /), and no link to it is shown until its issue adds
// the page.

import { matchRoutes } from 'react-router';
import type { DASHBOARD } from '@stagepass/domain/accounts';
import { MEMBER_MENU_ROLES } from '@stagepass/domain/dashboard';
import type { MenuRole } from '@stagepass/domain/dashboard';

/** The roles a route's 'Who' names (spec 000 §6, spec 001 §2): 'specialist' is the creator. */
export type RouteRole = Exclude<MenuRole, 'affiliate'>;

/**
 * Who may open a route. 'everyone' includes logged-out visitors; 'loggedOutOnly' sends a member who
 * arrives to their dashboard (spec 000 §2.2); a list names the roles (route-guards.tsx: roleOf).
 */
export type Who = 'everyone' | 'loggedOutOnly' | readonly RouteRole[];

/** spec 000 §2.3 / spec 001 §2: 'the four logged-in roles'. */
export const MEMBERS = MEMBER_MENU_ROLES;

/** The layout a route renders in (router.tsx maps each to its element). 'root' is directly under the root layout. */
export type Layout = 'auth' | 'launch' | 'dash' | 'bare' | 'root';

/**
 * Where a pasted link (no route state) carries a route-state value: a path parameter, the query string
 * (`{ search }`), or nowhere (null: only a link of the app carries it, like a whole product).
 */
export type RouteStateFallback = string | { readonly search: string } | null;

export interface RouteEntry {
  path: string;
  layout: Layout;
  who: Who;
  /** The page's name in route-pages.tsx; none while the screen is not built. */
  page?: string;
  /** spec 000 §2.2: the three landing pages are dark-themed whatever the visitor's setting. */
  dark?: boolean;
  /** Sidebar roles when narrower than `who` (spec 000 §2.3: the fan dashboard is 'shown to fan and logged-out'). */
  shownTo?: readonly MenuRole[];
  /**
   * spec 001 §2: what the route's state carries, and where a pasted link carries it instead. The page reads it
   * with useRouteState(path, key) (lib/use-route-state.ts), which takes the fallback from here.
   */
  state?: Readonly<Record<string, RouteStateFallback>>;
}

const EVERYONE = 'everyone' as const;
const auth = <P extends string, N extends string, W extends Who = typeof EVERYONE>(
  path: P,
  page: N,
  extra: { who?: W; dark?: boolean } = {},
) => ({ path, layout: 'auth' as const, who: (extra.who ?? EVERYONE) as W, page, dark: extra.dark });
const launch = <P extends string>(path: P) => ({ path, layout: 'launch', who: EVERYONE, page: 'LaunchPage' }) as const;
// prettier-ignore
const LAUNCH_PATHS = [
  '/sac', '/sactown', '/sacramento', '/la', '/losangeles', '/socal', '/sd', '/sandiego',
  '/sf', '/thebay', '/bay', '/bayarea', '/sanfrancisco', '/santacruz', '/sanjose', '/oakland',
  '/ny', '/nyc', '/newyork',
] as const;

export const ROUTE_TABLE = [
  // spec 000 §2.2: landing and /auth pages, open to everyone unless noted.
  { path: '/', layout: 'auth', who: EVERYONE, page: 'LandingPage' },
  auth('/auth/pricing', 'PricingPage'),
  // spec 000 §2.5: opens the sign-up modal on the landing page.
  auth('/auth/register', 'RegisterModalRedirect'),
  // Also where the social sign-in providers return with ?code&state (accounts/pages/social-return-page).
  auth('/auth/login', 'AuthLoginPage'),
  auth('/auth/logout', 'LogoutPage'),
  // The emailed link carries the code in its query string.
  {
    path: '/auth/forgot-password',
    layout: 'auth',
    who: EVERYONE,
    page: 'ForgotPasswordPage',
    state: { code: { search: 'code' } },
  },
  auth('/auth/accountDeletion', 'AccountDeletionPage'),
  auth('/auth/sms-consent', 'SmsConsentPage'),
  {
    path: '/auth/delete-account',
    layout: 'auth',
    who: EVERYONE,
    page: 'DeleteAccountPage',
    state: { code: { search: 'code' } },
  },
  auth('/auth/businessLanding', 'BusinessLandingPage', { dark: true }),
  auth('/auth/creatorLanding', 'CreatorLandingPage', { dark: true }),
  auth('/auth/fanLanding', 'FanLandingPage', { dark: true }),
  auth('/auth/register-page', 'RegisterPage', { who: 'loggedOutOnly' }),
  auth('/auth/confirm-account-page', 'ConfirmAccountPage', { who: 'loggedOutOnly' }),

  // spec 000 §2.12: the city launch pages, one page for all (issue 4); New York's route is not in the
  // spec, issue 4 names /ny, /nyc and /newyork.
  ...LAUNCH_PATHS.map(launch),

  // spec 000 §2.3, spec 001 §2: the dashboards. Spelled out, as routes.txt names them; `satisfies` keeps each the
  // same as the DASHBOARD a sign-in navigates to.
  {
    path: '/dash/user-dashboard' satisfies typeof DASHBOARD.user,
    layout: 'dash',
    who: EVERYONE,
    page: 'UserDashboardPage',
    shownTo: ['fan', 'loggedOut'],
  },
  {
    path: '/dash/celeb-dashboard' satisfies typeof DASHBOARD.specialist,
    layout: 'dash',
    who: ['creator'],
    page: 'CelebDashboardPage',
  },
  {
    path: '/dash/business-dashboard' satisfies typeof DASHBOARD.business,
    layout: 'dash',
    who: ['business'],
    page: 'BusinessDashboardPage',
  },
  {
    path: '/dash/agency-dashboard' satisfies typeof DASHBOARD.agency,
    layout: 'dash',
    who: ['agency'],
    page: 'AgencyDashboardPage',
  },
  // spec 000 §2.3 account menu, spec 001 §2: 'four logged-in roles'.
  { path: '/dash/settings', layout: 'dash', who: MEMBERS, page: 'SettingsPage' },
  { path: '/dash/emailPreferences', layout: 'dash', who: MEMBERS, page: 'EmailPreferencesPage' },
  // spec 000 §2.11: where a registration lands.
  { path: '/dash/welcome', layout: 'dash', who: MEMBERS, page: 'WelcomePage' },

  // spec 001 §2: the screens of the issues ahead, with their 'Who'.
  { path: '/dash/event/:eventId', layout: 'dash', who: EVERYONE, page: 'EventPage', state: { eventId: 'eventId' } },
  {
    path: '/dash/celeb-event',
    layout: 'dash',
    who: ['creator'],
    page: 'CelebEventPage',
    state: {
      eventId: { search: 'eventId' },
      businessId: { search: 'businessId' },
      bidId: { search: 'bidId' },
      schId: { search: 'schId' },
    },
  },
  {
    path: '/dash/sch-request/:eventId/:requestId',
    layout: 'dash',
    who: ['creator'],
    page: 'ScheduleRequestPage',
    state: { eventId: 'eventId', requestId: 'requestId' },
  },
  { path: '/dash/scheduling', layout: 'dash', who: ['creator'], page: 'SchedulingPage' },
  { path: '/dash/businessEvents', layout: 'dash', who: ['business'], page: 'BusinessEventsPage' },
  {
    path: '/dash/findCelebsForEvent',
    layout: 'dash',
    who: ['business'],
    page: 'FindTalentPage',
    state: { eventId: { search: 'eventId' }, sbEventId: { search: 'sbEventId' } },
  },
  { path: '/dash/createEvent', layout: 'dash', who: ['business'], page: 'CreateEventPage' },
  {
    path: '/dash/updateEvent',
    layout: 'dash',
    who: ['business'],
    page: 'UpdateEventPage',
    state: { eventId: { search: 'eventId' } },
  },
  {
    path: '/dash/create-update-ticket',
    layout: 'dash',
    who: ['business'],
    page: 'TicketFormPage',
    state: { eventId: { search: 'eventId' }, ticketId: { search: 'ticketId' } },
  },
  {
    path: '/dash/create-update-subevent',
    layout: 'dash',
    who: ['business'],
    page: 'SubEventPage',
    state: { eventId: { search: 'eventId' }, sbEventId: { search: 'sbEventId' } },
  },
  { path: '/dash/printableTickets', layout: 'dash', who: ['business'], page: 'PrintableTicketsPage' },
  { path: '/dash/print-ticket-page/:purchaseId', layout: 'dash', who: MEMBERS, page: 'PrintTicketPage' },
  { path: '/dash/payments', layout: 'dash', who: ['creator', 'business'], page: 'PaymentsPage' },
  { path: '/dash/purchases', layout: 'dash', who: ['fan', 'business', 'creator'], page: 'PurchasesPage' },
  { path: '/dash/watchlist', layout: 'dash', who: ['business', 'fan', 'creator'], page: 'WatchlistPage' },
  { path: '/dash/inbox', layout: 'dash', who: MEMBERS, page: 'InboxPage' },
  { path: '/dash/posts', layout: 'dash', who: ['business'], page: 'PostsPage' },
  { path: '/dash/:userId/postsPage/:postId', layout: 'dash', who: EVERYONE, page: 'PostPage' },
  // spec 001 §2: 'not shown for access'; a shared link is opened by whoever it was sent to.
  { path: '/dash/shared-user-profile/:userId', layout: 'dash', who: EVERYONE, page: 'SharedUserProfilePage' },
  { path: '/dash/c/:id', layout: 'dash', who: EVERYONE, page: 'TalentProfilePage', state: { sp_id: 'id' } },
  { path: '/dash/b/:id', layout: 'dash', who: EVERYONE, page: 'BusinessProfilePage', state: { business_id: 'id' } },
  { path: '/dash/featuring', layout: 'dash', who: ['business', 'fan', 'agency', 'loggedOut'], page: 'FeaturingPage' },
  { path: '/dash/marketplace', layout: 'dash', who: ['business', 'fan', 'loggedOut'], page: 'MarketplacePage' },
  {
    path: '/dash/marketplace/:productTypeId',
    layout: 'dash',
    who: ['business', 'fan', 'loggedOut'],
    page: 'MarketplacePage',
  },
  {
    path: '/dash/marketplaceSearch',
    layout: 'dash',
    who: ['business', 'fan', 'loggedOut'],
    page: 'MarketplaceSearchPage',
  },
  {
    path: '/dash/marketplaceProduct/:productId',
    layout: 'dash',
    who: EVERYONE,
    page: 'MarketplaceProductPage',
    state: { productId: 'productId', product: null },
  },
  { path: '/dash/createDigital', layout: 'dash', who: ['creator'], page: 'CreateDigitalPage' },
  { path: '/dash/asset/:assetId', layout: 'dash', who: EVERYONE, page: 'AssetPage' },
  { path: '/dash/subscriptionproduct/:productId', layout: 'dash', who: ['creator'], page: 'SubscriptionProductPage' },
  { path: '/dash/website', layout: 'dash', who: ['creator'], page: 'WebsitePage' },
  // issue 15: the affiliate programme (not a route of the spec). Talent and businesses open it to join; the sidebar
  // shows it to the 'Affiliate' menu role (spec 000 §6: an affiliate_code and valid permission).
  {
    path: '/dash/affiliate',
    layout: 'dash',
    who: ['creator', 'business'],
    page: 'AffiliatePage',
    shownTo: ['affiliate'],
  },

  // spec 000 §2.1, §2.8–2.10: redirect handling, mobile hand-off and creator website areas.
  // spec 000 §2.8: a path containing /redirect/home goes to the dashboard.
  { path: '/redirect/home/*', layout: 'bare', who: EVERYONE, page: 'DashboardRedirect' },
  { path: '/redirect/:requestType/:code', layout: 'bare', who: EVERYONE, page: 'LinkHandlerPage' },
  // /redirect/ alone (or without a code) has nothing to act on: the dashboard.
  { path: '/redirect/*', layout: 'bare', who: EVERYONE, page: 'DashboardRedirect' },
  // spec 000 §2.9: mobile hand-off pages; the short-video sign-in return's path is ours.
  { path: '/mobile/redirect/stripeconnect/*', layout: 'bare', who: EVERYONE, page: 'StripeConnectHandOffPage' },
  { path: '/mobile/redirect/linkedin-oauth', layout: 'bare', who: EVERYONE, page: 'LinkedinOAuthHandOffPage' },
  { path: '/mobile/redirect/tiktok-oauth', layout: 'bare', who: EVERYONE, page: 'TiktokOAuthHandOffPage' },
  // spec 000 §2.8: the mobile variant of /redirect/home goes to the dashboard too; any other mobile
  // variant of a link shows the app-install warning, or 'Continue with Web'.
  { path: '/mobile/redirect/home/*', layout: 'bare', who: EVERYONE, page: 'DashboardRedirect' },
  { path: '/mobile/redirect/:requestType/:code', layout: 'bare', who: EVERYONE, page: 'MobileLinkHandlerPage' },
  { path: '/c/:username', layout: 'bare', who: EVERYONE, page: 'CreatorRedirectPage' },
  // spec 001 §1: the event-manager app, ours as an installable page. Staff sign in with an event id and its manager
  // password, not as members, so the page is open to everyone.
  { path: '/checkin', layout: 'bare', who: EVERYONE, page: 'CheckinPage' },

  // spec 000 §2.1 names the /public and /mobilePage areas but no screens in them yet.
  { path: '/public/*', layout: 'root', who: EVERYONE, page: 'HomeRedirect' },
  { path: '/mobilePage/*', layout: 'root', who: EVERYONE, page: 'HomeRedirect' },
  // spec 000 §2.1: any unknown path goes home.
  { path: '*', layout: 'root', who: EVERYONE, page: 'HomeRedirect' },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof ROUTE_TABLE)[number]['path'];
type Entry = (typeof ROUTE_TABLE)[number];
/** The table paths whose entry declares route state. */
export type StatefulPath = Extract<Entry, { state: object }>['path'];
/** The route-state keys the entry of `path` declares. */
export type RouteStateKey<P extends StatefulPath> = keyof Extract<Entry, { path: P }>['state'] & string;
/** The page names the table uses; route-pages.tsx must give each one a component. */
export type PageName = Extract<(typeof ROUTE_TABLE)[number], { page: string }>['page'];

const byPath = new Map<string, RouteEntry>(ROUTE_TABLE.map((r) => [r.path, r]));

/** The entry of a table path (not a URL: see routeAt). */
export function routeEntry(path: RoutePath): RouteEntry {
  const entry = byPath.get(path);
  if (!entry) throw new Error(`No route ${path}`);
  return entry;
}

const matchable = ROUTE_TABLE.map((r) => ({ path: r.path, entry: r as RouteEntry }));

/** The entry a URL path opens, ranked as the router ranks routes; pages yet to come included. */
export function routeAt(pathname: string): RouteEntry | undefined {
  const matches = matchRoutes(matchable, pathname);
  return matches?.[matches.length - 1]?.route.entry;
}

/**
 * Whether `pathname` opens a screen that exists: a route with a page, not a catch-all ('*',
 * '/area/*') that redirects. Links to spec 001 screens (sidebar, dashboard cards) show only then.
 */
export function hasPage(pathname: string): boolean {
  const entry = routeAt(pathname);
  return entry?.page !== undefined && entry.path !== '*' && !entry.path.endsWith('/*');
}
