// The dashboard sidebar as data (spec 000 §2.3, §6; spec 001 §2). Each item names the menu roles it
// is for; visibleItems keeps those matching the visitor's account and fan mode.
//
// spec 001 §2's /dash screens are listed with the roles of its 'Who' column, but an item is shown
// only once the router declares its route: until its issue lands, a link there would bounce the
// member to the home page (unknown paths go to /, spec 000 §2.1).

import { DASHBOARD } from '@stagepass/domain/accounts';
import { DASHBOARD_TITLE, MEMBER_MENU_ROLES, menuRoles } from '@stagepass/domain/dashboard';
import type { MenuRole, MenuUser } from '@stagepass/domain/dashboard';
import { isDeclaredRoute } from '../declared-routes';

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

const link = (
  label: string,
  to: string,
  roles: readonly MenuRole[],
  extra: Partial<SidebarLink> = {},
): SidebarLink => ({
  kind: 'link',
  label,
  to,
  roles,
  ...extra,
});

export const SIDEBAR_ITEMS: readonly SidebarItem[] = [
  // spec 000 §2.3: one dashboard per role; /dash/user-dashboard is 'shown to fan and logged-out'.
  link(DASHBOARD_TITLE.user, DASHBOARD.user, ['fan', 'loggedOut']),
  link(DASHBOARD_TITLE.specialist, DASHBOARD.specialist, ['creator']),
  link(DASHBOARD_TITLE.business, DASHBOARD.business, ['business']),
  link(DASHBOARD_TITLE.agency, DASHBOARD.agency, ['agency']),

  // spec 001 §2: shown once their issues declare the routes.
  link('Events', '/dash/scheduling', ['creator']),
  link('Events', '/dash/businessEvents', ['business']),
  link('Digital', '/dash/createDigital', ['creator']),
  link('Website', '/dash/website', ['creator']),
  link('Posts', '/dash/posts', ['business']),
  link('Printable Tickets', '/dash/printableTickets', ['business']),
  link('Featuring', '/dash/featuring', ['business', 'fan', 'agency', 'loggedOut']),
  link('Marketplace', '/dash/marketplace', ['business', 'fan', 'loggedOut']),
  link('Purchases', '/dash/purchases', ['fan', 'business', 'creator']),
  link('Watchlist', '/dash/watchlist', ['business', 'fan', 'creator']),
  link('Payments', '/dash/payments', ['creator', 'business']),
  link('Inbox', '/dash/inbox', MEMBER_MENU_ROLES),

  // spec 000 §2.3: the collapsible account group, for the four logged-in roles.
  {
    kind: 'group',
    label: 'Account',
    roles: MEMBER_MENU_ROLES,
    children: [
      link('Settings', '/dash/settings', MEMBER_MENU_ROLES),
      link('Emails', '/dash/emailPreferences', MEMBER_MENU_ROLES),
      link('Log Out', '/auth/logout', MEMBER_MENU_ROLES, { confirmLogout: true }),
    ],
  },
];

export interface VisibleItemsOptions {
  /** Whether the router declares a path; by default, the app's router. */
  isDeclared?: (path: string) => boolean;
  items?: readonly SidebarItem[];
}

/**
 * spec 000 §2.3 / §6: the items whose roles match the visitor (null = logged out) in the current
 * mode, without links to routes that are not declared, and without groups left empty.
 */
export function visibleItems(
  user: MenuUser | null | undefined,
  fanMode: boolean,
  { isDeclared = isDeclaredRoute, items = SIDEBAR_ITEMS }: VisibleItemsOptions = {},
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
