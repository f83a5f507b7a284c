// The dashboard sidebar (spec 000 §2.3, §6; spec 001 §2). Its items name routes of the route table
// (route-table.ts), whose `who` (or `shownTo`) says which menu roles see them; visibleItems keeps
// those matching the visitor's account and fan mode.
//
// An item is shown only once its route has a page: until its issue lands, a link there would bounce
// the member to the home page (unknown paths go to /, spec 000 §2.1).

import { DASHBOARD } from '@stagepass/domain/accounts';
import { DASHBOARD_TITLE, MEMBER_MENU_ROLES, menuRoles } from '@stagepass/domain/dashboard';
import type { MenuRole, MenuUser } from '@stagepass/domain/dashboard';
import { hasPage, routeEntry } from '../route-table';
import type { RouteEntry, RoutePath } from '../route-table';

export interface SidebarLink {
  kind: 'link';
  label: string;
  to: string;
  roles: readonly MenuRole[];
  /** Log Out asks first (spec 000 §4) instead of following the link. */
  confirmLogout?: boolean;
}

export interface SidebarGroup {
  kind: 'group';
  label: string;
  roles: readonly MenuRole[];
  children: readonly SidebarLink[];
}

export type SidebarItem = SidebarLink | SidebarGroup;

const EVERY_MENU_ROLE: readonly MenuRole[] = ['fan', 'creator', 'business', 'agency', 'loggedOut'];

/** The menu roles that see a route: its `shownTo`, else its `who`. */
export function menuRolesOf(route: RouteEntry): readonly MenuRole[] {
  if (route.shownTo) return route.shownTo;
  if (route.who === 'everyone') return EVERY_MENU_ROLE;
  if (route.who === 'loggedOutOnly') return ['loggedOut'];
  return route.who;
}

const link = (label: string, to: RoutePath, extra: Partial<SidebarLink> = {}): SidebarLink => ({
  kind: 'link',
  label,
  to,
  roles: menuRolesOf(routeEntry(to)),
  ...extra,
});

export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  // spec 000 §2.3: one dashboard per role; /dash/user-dashboard is 'shown to fan and logged-out'.
  link(DASHBOARD_TITLE.user, DASHBOARD.user),
  link(DASHBOARD_TITLE.specialist, DASHBOARD.specialist),
  link(DASHBOARD_TITLE.business, DASHBOARD.business),
  link(DASHBOARD_TITLE.agency, DASHBOARD.agency),

  // spec 001 §2: shown once their issues add the pages.
  link('Events', '/dash/scheduling'),
  link('Events', '/dash/businessEvents'),
  link('Digital', '/dash/createDigital'),
  link('Website', '/dash/website'),
  link('Posts', '/dash/posts'),
  link('Printable Tickets', '/dash/printableTickets'),
  link('Featuring', '/dash/featuring'),
  link('Marketplace', '/dash/marketplace'),
  link('Purchases', '/dash/purchases'),
  link('Watchlist', '/dash/watchlist'),
  link('Payments', '/dash/payments'),
  link('Inbox', '/dash/inbox'),
  // spec 000 §6: the 'Affiliate' menu role (an affiliate_code on the profile and valid permission).
  link('Affiliate', '/dash/affiliate'),

  // spec 000 §2.3: the collapsible account group, for the four logged-in roles.
  {
    kind: 'group',
    label: 'Account',
    roles: MEMBER_MENU_ROLES,
    children: [
      link('Settings', '/dash/settings'),
      link('Emails', '/dash/emailPreferences'),
      // /auth/logout is open to everyone; the menu shows it to members.
      link('Log Out', '/auth/logout', { roles: MEMBER_MENU_ROLES, confirmLogout: true }),
    ],
  },
];

export interface VisibleItemsOptions {
  /** Whether a path opens a page; by default, the route table's hasPage. */
  isDeclared?: (path: string) => boolean;
  items?: readonly SidebarItem[];
}

/**
 * spec 000 §2.3 / §6: the items whose roles match the visitor (null = logged out) in the current
 * mode, without links to routes that have no page yet, and without groups left empty.
 */
export function visibleItems(
  user: MenuUser | null | undefined,
  fanMode: boolean,
  { isDeclared = hasPage, items = SIDEBAR_ITEMS }: VisibleItemsOptions = {},
): SidebarItem[] {
  const roles = menuRoles(user, fanMode);
  const forVisitor = (item: { roles: readonly MenuRole[] }) => item.roles.some((r) => roles.has(r));
  const out: SidebarItem[] = [];
  for (const item of items) {
    if (!forVisitor(item)) continue;
    if (item.kind === 'link') {
      if (isDeclared(item.to)) out.push(item);
      continue;
    }
    const children = item.children.filter((c) => forVisitor(c) && isDeclared(c.to));
    if (children.length > 0) out.push({ ...item, children });
  }
  return out;
}
