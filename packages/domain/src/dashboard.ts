// Dashboards, the sidebar and the fan / role modes: rules and texts of spec 000 §2.3, §2.11, §4, §6.

import { actsAsCreator, isUser } from './accounts';
import type { RoleFlags } from './accounts';

// ---------------------------------------------------------------------------------------------
// Modes

/** The role mode a member works in when fan mode is off (spec 000 §4). */
export type RoleMode = 'specialist' | 'business' | 'agency';

/** spec 000 §4: the dialog is titled 'Switch to {Fan, Creator, Business or Agency}'. */
export const MODE_LABEL = {
  fan: 'Fan',
  specialist: 'Creator',
  business: 'Business',
  agency: 'Agency',
} as const satisfies Record<RoleMode | 'fan', string>;

/**
 * spec 000 §4: the role mode a member switches back to from fan mode, or null for a fan account
 * (nothing to switch to). Same precedence as dashboardPath (spec 000 §2.11): an agency acting as a
 * talent client, or a specialist, is a creator first (spec 000 §6); acting as a business client, a business.
 */
export function roleModeOf(flags: RoleFlags): RoleMode | null {
  if (actsAsCreator(flags)) return 'specialist';
  if (flags.is_business) return 'business';
  if (flags.is_agency) return 'agency';
  return null;
}

export function switchModeTitle(label: string): string {
  return `Switch to ${label}`;
}

/** spec 000 §4: the switch 'warn[s] that unsaved changes may be lost' (the exact words are not given). */
export const MODE_SWITCH_WARNING = 'Any unsaved changes on this page may be lost.';
export const MODE_SWITCH_CONFIRM = 'Switch';

// ---------------------------------------------------------------------------------------------
// Sidebar

/**
 * Who a sidebar item is for. spec 000 §6 and spec 001 §2 name the roles User (fan), Specialist,
 * Business, Agency and LoggedOut, plus the 'Affiliate' menu role.
 */
export type MenuRole = 'fan' | 'creator' | 'business' | 'agency' | 'affiliate' | 'loggedOut';

/** What menuRoles needs to know about the member; null when nobody is logged in. */
export interface MenuUser extends RoleFlags {
  email?: string | null;
  affiliate_code?: string | null;
}

/**
 * spec 000 §6: 'A user record flagged agency_as_client acts as a creator and is treated as lacking
 * valid permission for other purposes.' Valid permission therefore means a logged-in member
 * (spec 000 §6: a stored user with an email) who is not an agency acting as a client.
 */
export function hasValidPermission(user: MenuUser | null | undefined): boolean {
  return Boolean(user?.email) && !user?.agency_as_client;
}

/**
 * spec 000 §6: the menu roles a visitor's sidebar shows, given their account and fan mode.
 * - business and creator items are hidden in fan mode;
 * - agency items are for agency users (an agency acting as a client acts as its talent or business instead);
 * - fan items are for fan accounts or anyone in fan mode;
 * - 'Affiliate' needs an affiliate_code on the profile plus valid permission.
 * The spec hides only business and creator items in fan mode, so an agency keeps its items there.
 */
export function menuRoles(user: MenuUser | null | undefined, fanMode: boolean): ReadonlySet<MenuRole> {
  const roles = new Set<MenuRole>();
  if (!user?.email) {
    roles.add('loggedOut');
    return roles;
  }
  const asClient = Boolean(user.agency_as_client);
  if (!fanMode && actsAsCreator(user)) roles.add('creator');
  if (!fanMode && user.is_business) roles.add('business');
  if (user.is_agency && !asClient) roles.add('agency');
  if (fanMode || (isUser(user) && !asClient)) roles.add('fan');
  if (user.affiliate_code && hasValidPermission(user)) roles.add('affiliate');
  return roles;
}

/** The four logged-in roles of spec 000 §2.3 (Settings, Emails, Log Out are for these). */
export const MEMBER_MENU_ROLES = ['fan', 'creator', 'business', 'agency'] as const satisfies readonly MenuRole[];

// ---------------------------------------------------------------------------------------------
// Dashboards

/** Headings of the four dashboards of spec 000 §2.3 (spec 001 §2: 'Talent home' for the creator's). */
export const DASHBOARD_TITLE = {
  user: 'Fan Dashboard',
  specialist: 'Creator Dashboard',
  business: 'Business Dashboard',
  agency: 'Agency Dashboard',
} as const;

export function dashboardGreeting(name: string | null | undefined): string {
  const first = name?.trim();
  return first ? `Welcome, ${first}` : 'Welcome';
}

/** What an area card says while the screens of its issue have not been built. */
export const AREA_COMING_SOON = 'Coming soon';
export const DASHBOARD_LOGGED_OUT =
  'Log in to see your tickets, the talent you follow and your messages, or sign up to join Stagepass.';

// ---------------------------------------------------------------------------------------------
// /dash/welcome (spec 000 §2.11: 'After registration the user goes to /dash/welcome, with query
// ad_success={ad id} when an advertisement id was stored.')

export const WELCOME_TITLE = 'Welcome to Stagepass';
export function welcomeGreeting(name: string | null | undefined): string {
  const first = name?.trim();
  return first ? `Your account is ready, ${first}.` : 'Your account is ready.';
}
export const WELCOME_NEXT = 'Head to your dashboard to get started.';
export const GO_TO_DASHBOARD = 'Go to my dashboard';

/** Ad ids arrive in a query string; only short plain ids are echoed back to the member. */
export function readAdId(raw: string | null | undefined): string | null {
  const id = raw?.trim() ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : null;
}

export function adAttributionMessage(adId: string): string {
  return `Thanks for joining through one of our ads (ad ${adId}).`;
}
