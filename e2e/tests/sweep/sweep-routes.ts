// The screen sweep's route × role list: every screen route of the route table (apps/web/src/app/route-table.ts), for
// every role its 'Who' lets in, with its path parameters filled from the demo marketplace (sweep.setup.ts reads them
// through the API). A route with a page that is neither swept nor skipped here with a reason fails the list's own
// check (unsweptRoutes), so a new screen cannot be left out by accident.
import { join } from 'node:path';
import { ROUTE_TABLE, type RouteEntry } from '../../../apps/web/src/app/route-table';

/** The roles the sweep opens screens as: the four demo members and a visitor who is not signed in. */
export const SWEEP_ROLES = ['loggedOut', 'fan', 'creator', 'business', 'agency'] as const;
export type SweepRole = (typeof SWEEP_ROLES)[number];
export type MemberRole = Exclude<SweepRole, 'loggedOut'>;

/** The demo account each member role signs in as (README: demo accounts, password demo-pass-2026). */
export const DEMO_ACCOUNTS: Record<MemberRole, string> = {
  fan: 'fan@stagepass.test',
  creator: 'talent@stagepass.test',
  business: 'business@stagepass.test',
  agency: 'agency@stagepass.test',
};
export const DEMO_PASSWORD = 'demo-pass-2026';

export const SWEEP_WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
export type SweepWidth = (typeof SWEEP_WIDTHS)[number];

/** The ids of the demo marketplace the parametrised routes open (sweep.setup.ts reads them through the API). */
export interface SweepIds {
  /** A published event of the demo business, with its time blocks and a ticket. */
  eventId: number;
  subEventId: number;
  ticketId: number;
  /** A bid of the demo talent: /dash/celeb-event's state. */
  bid: { eventId: number; businessId: number; bidId: number; schId: number | null };
  /** A schedule request the demo business sent the demo talent. */
  scheduleRequest: { eventId: number; requestId: number };
  /** Each member's own purchase where it has one, else the demo fan's (the page for someone else's purchase). */
  purchases: Record<MemberRole, number>;
  post: { userId: number; postId: number };
  /** The demo fan: the shared member link. */
  sharedUserId: number;
  talentUsername: string;
  businessId: number;
  productTypeId: number;
  productId: number;
  assetId: number;
  /** The demo talent's own product (its subscription product page). */
  creatorProductId: number;
  /** A password-reset link emailed to the demo fan: /redirect/rstpwd/{code}. */
  resetLink: string;
}

export interface SweepRoute {
  /** The route table's path. */
  pattern: string;
  /** The URL opened, from the ids. */
  url: (ids: SweepIds, role: SweepRole) => string;
  /** The route ends the session (/auth/logout): a member opens it with a session of its own, not the shared one. */
  endsSession?: boolean;
  /** Opened at one width only: it sends the role on to a page the sweep opens at every width (MEMBER_REDIRECTS). */
  oneWidth?: boolean;
}

/**
 * Routes that only send a signed-in member on (the sign-in pages to their dashboard, the link and hand-off redirects
 * to it, /auth/logout to the landing): where they land is swept at both widths for that member, and the redirect does
 * not depend on the width, so a member opens them at the first width only. A visitor opens them at both (they are
 * screens for a visitor).
 */
export const MEMBER_REDIRECTS: ReadonlySet<string> = new Set([
  '/auth/login',
  '/auth/register',
  '/auth/logout',
  '/auth/confirm-account-page',
  '/redirect/home/*',
  '/redirect/:requestType/:code',
  '/redirect/*',
  '/mobile/redirect/home/*',
]);

/** Route table paths with a page that the sweep does not open, and why. */
export const NOT_SWEPT: Record<string, string> = {
  // One page renders every city (route-table: launch): two of them are swept.
  ...Object.fromEntries(
    ROUTE_TABLE.filter((r) => 'page' in r && r.page === 'LaunchPage' && r.path !== '/sf' && r.path !== '/la').map(
      (r) => [r.path, 'one launch page for every city: /sf and /la are swept'],
    ),
  ),
  '/public/*': 'no screen: redirects to / (swept)',
  '/mobilePage/*': 'no screen: redirects to / (swept)',
  '*': 'no screen: an unknown path redirects to / (swept)',
};

/** How the parametrised and catch-all routes are opened; any other route is opened at its own path. */
const URLS: Record<string, SweepRoute['url']> = {
  '/dash/event/:eventId': (ids) => `/dash/event/${ids.eventId}`,
  '/dash/celeb-event': ({ bid }) =>
    `/dash/celeb-event?${new URLSearchParams({
      eventId: String(bid.eventId),
      businessId: String(bid.businessId),
      bidId: String(bid.bidId),
      ...(bid.schId !== null ? { schId: String(bid.schId) } : {}),
    })}`,
  '/dash/sch-request/:eventId/:requestId': ({ scheduleRequest: r }) => `/dash/sch-request/${r.eventId}/${r.requestId}`,
  '/dash/findCelebsForEvent': (ids) => `/dash/findCelebsForEvent?eventId=${ids.eventId}&sbEventId=${ids.subEventId}`,
  '/dash/updateEvent': (ids) => `/dash/updateEvent?eventId=${ids.eventId}`,
  '/dash/create-update-ticket': (ids) => `/dash/create-update-ticket?eventId=${ids.eventId}&ticketId=${ids.ticketId}`,
  '/dash/create-update-subevent': (ids) =>
    `/dash/create-update-subevent?eventId=${ids.eventId}&sbEventId=${ids.subEventId}`,
  '/dash/print-ticket-page/:purchaseId': (ids, role) =>
    `/dash/print-ticket-page/${ids.purchases[role === 'loggedOut' ? 'fan' : role]}`,
  '/dash/:userId/postsPage/:postId': ({ post }) => `/dash/${post.userId}/postsPage/${post.postId}`,
  '/dash/shared-user-profile/:userId': (ids) => `/dash/shared-user-profile/${ids.sharedUserId}`,
  '/dash/c/:id': (ids) => `/dash/c/${ids.talentUsername}`,
  '/dash/b/:id': (ids) => `/dash/b/${ids.businessId}`,
  '/dash/marketplace/:productTypeId': (ids) => `/dash/marketplace/${ids.productTypeId}`,
  '/dash/marketplaceProduct/:productId': (ids) => `/dash/marketplaceProduct/${ids.productId}`,
  '/dash/asset/:assetId': (ids) => `/dash/asset/${ids.assetId}`,
  '/dash/subscriptionproduct/:productId': (ids) => `/dash/subscriptionproduct/${ids.creatorProductId}`,
  // The redirects navigate away: the sweep checks the page they land on.
  '/redirect/home/*': () => '/redirect/home',
  // A password-reset link carries its code to /auth/forgot-password (link-handler-page: rstpwd).
  '/redirect/:requestType/:code': (ids) => ids.resetLink,
  '/redirect/*': () => '/redirect/',
  '/mobile/redirect/stripeconnect/*': () => '/mobile/redirect/stripeconnect/return',
  '/mobile/redirect/home/*': () => '/mobile/redirect/home',
  '/mobile/redirect/:requestType/:code': (ids) => `/mobile${ids.resetLink}`,
  '/c/:username': (ids) => `/c/${ids.talentUsername}`,
};

function opens(entry: RouteEntry, role: SweepRole): boolean {
  if (entry.who === 'everyone') return true;
  if (entry.who === 'loggedOutOnly') return role === 'loggedOut';
  return (entry.who as readonly string[]).includes(role);
}

const built = (ROUTE_TABLE as readonly RouteEntry[]).filter((r) => r.page !== undefined);

/** The routes a role opens, in the table's order. */
export function sweepRoutes(role: SweepRole): SweepRoute[] {
  return built
    .filter((r) => !(r.path in NOT_SWEPT) && opens(r, role))
    .map((r) => ({
      pattern: r.path,
      url: URLS[r.path] ?? (() => r.path),
      ...(r.path === '/auth/logout' && role !== 'loggedOut' ? { endsSession: true } : {}),
      ...(role !== 'loggedOut' && MEMBER_REDIRECTS.has(r.path) ? { oneWidth: true } : {}),
    }));
}

/** Table paths with a page whose URL cannot be opened as written (a parameter, a catch-all) and has no builder. */
export function unsweptRoutes(): string[] {
  return built.filter((r) => !(r.path in NOT_SWEPT) && /[:*]/.test(r.path) && !(r.path in URLS)).map((r) => r.path);
}

/** The role's routes split in chunks of at most `size`: each chunk is one test, which names its routes. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const n = Math.ceil(items.length / size);
  const per = Math.ceil(items.length / n);
  return Array.from({ length: n }, (_, i) => items.slice(i * per, (i + 1) * per));
}

/** Where the setup leaves the members' storage states and the ids, under the run's output directory. */
export const stateDir = (outputDir: string) => join(outputDir, 'sweep-state');
/** Where each sweep test leaves its results, for sweep-report.ts. */
export const resultsDir = (outputDir: string) => join(outputDir, 'sweep-results');

/** One route opened by one role at one width, and what the checks found there. */
export interface SweepResult {
  role: SweepRole;
  width: number;
  pattern: string;
  url: string;
  /** Where the page ended up (a redirect lands elsewhere). */
  landed: string;
  ms: number;
  /** Where the time went: goto, hydrate, idle, settle, dom (the DOM checks), axe. */
  time: Record<string, number>;
  /** By check (sweep-checks.ts CHECKS). */
  findings: Record<string, string[]>;
}
