import { describe, expect, it } from 'vitest';
import {
  MODE_LABEL,
  adAttributionMessage,
  dashboardGreeting,
  hasValidPermission,
  menuRoles,
  readAdId,
  roleModeOf,
  switchModeTitle,
} from './dashboard';
import type { MenuUser } from './dashboard';

const none = { is_business: false, is_specialist: false, is_agency: false, agency_as_client: false };
const member = (flags: Partial<MenuUser> = {}): MenuUser => ({ ...none, email: 'm@example.com', ...flags });

const roles = (user: MenuUser | null, fanMode: boolean) => [...menuRoles(user, fanMode)].sort();

describe('menuRoles (spec 000 §6)', () => {
  it('a logged-out visitor, or a stored user without an email, is LoggedOut whatever the mode', () => {
    expect(roles(null, false)).toEqual(['loggedOut']);
    expect(roles(null, true)).toEqual(['loggedOut']);
    expect(roles(member({ email: '' }), false)).toEqual(['loggedOut']);
  });

  it('fan items are for fan accounts, in either mode', () => {
    expect(roles(member(), false)).toEqual(['fan']);
    expect(roles(member(), true)).toEqual(['fan']);
  });

  it('creator and business items are hidden in fan mode, where fan items show instead', () => {
    expect(roles(member({ is_specialist: true }), false)).toEqual(['creator']);
    expect(roles(member({ is_specialist: true }), true)).toEqual(['fan']);
    expect(roles(member({ is_business: true }), false)).toEqual(['business']);
    expect(roles(member({ is_business: true }), true)).toEqual(['fan']);
  });

  it('agency items are for agency users; the spec hides only business and creator items in fan mode', () => {
    expect(roles(member({ is_agency: true }), false)).toEqual(['agency']);
    expect(roles(member({ is_agency: true }), true)).toEqual(['agency', 'fan']);
  });

  it('an agency acting as a talent client acts as a creator, as a business client as that business, never as the agency', () => {
    expect(roles(member({ agency_as_client: true, is_specialist: true }), false)).toEqual(['creator']);
    expect(roles(member({ agency_as_client: true }), false)).toEqual(['creator']);
    // issue 15: a business client's dashboard and items are the business's.
    expect(roles(member({ agency_as_client: true, is_business: true }), false)).toEqual(['business']);
    expect(roles(member({ agency_as_client: true, is_agency: true, is_business: true }), false)).toEqual(['business']);
    expect(roles(member({ agency_as_client: true }), true)).toEqual(['fan']);
  });

  it("'Affiliate' needs an affiliate_code and valid permission", () => {
    expect(roles(member({ is_specialist: true, affiliate_code: 'TALA7' }), false)).toEqual(['affiliate', 'creator']);
    expect(roles(member({ is_business: true, affiliate_code: 'BAY1' }), true)).toEqual(['affiliate', 'fan']);
    expect(roles(member({ is_specialist: true, affiliate_code: null }), false)).toEqual(['creator']);
    expect(roles(member({ is_specialist: true, affiliate_code: '' }), false)).toEqual(['creator']);
    // agency_as_client is 'treated as lacking valid permission'.
    expect(roles(member({ agency_as_client: true, affiliate_code: 'X1' }), false)).toEqual(['creator']);
  });

  it('valid permission is a logged-in member who is not an agency acting as a client', () => {
    expect(hasValidPermission(member())).toBe(true);
    expect(hasValidPermission(member({ agency_as_client: true }))).toBe(false);
    expect(hasValidPermission(member({ email: null }))).toBe(false);
    expect(hasValidPermission(null)).toBe(false);
  });
});

describe('mode switch (spec 000 §4)', () => {
  it("titles the dialog 'Switch to {Fan, Creator, Business or Agency}'", () => {
    expect(
      ['fan', 'specialist', 'business', 'agency'].map((m) => switchModeTitle(MODE_LABEL[m as keyof typeof MODE_LABEL])),
    ).toEqual(['Switch to Fan', 'Switch to Creator', 'Switch to Business', 'Switch to Agency']);
  });

  it('returns each role to its own mode, with the precedence of the dashboard choice (spec 000 §2.11)', () => {
    expect(roleModeOf(none)).toBeNull();
    expect(roleModeOf({ ...none, is_specialist: true })).toBe('specialist');
    expect(roleModeOf({ ...none, is_business: true })).toBe('business');
    expect(roleModeOf({ ...none, is_agency: true })).toBe('agency');
    expect(roleModeOf({ ...none, agency_as_client: true, is_agency: true })).toBe('specialist');
    expect(roleModeOf({ ...none, agency_as_client: true, is_business: true })).toBe('business');
    expect(roleModeOf({ ...none, is_specialist: true, is_business: true })).toBe('specialist');
  });
});

describe('dashboards and /dash/welcome', () => {
  it('greets by name, or plainly', () => {
    expect(dashboardGreeting('Frankie Fan')).toBe('Welcome, Frankie Fan');
    expect(dashboardGreeting('  ')).toBe('Welcome');
    expect(dashboardGreeting(null)).toBe('Welcome');
  });

  it('echoes only short plain ad ids (spec 000 §2.11 ad_success={ad id})', () => {
    expect(readAdId('42')).toBe('42');
    expect(readAdId(' spring_2026-a ')).toBe('spring_2026-a');
    expect(readAdId('')).toBeNull();
    expect(readAdId(null)).toBeNull();
    expect(readAdId('<script>')).toBeNull();
    expect(readAdId('x'.repeat(65))).toBeNull();
    expect(adAttributionMessage('42')).toBe('Thanks for joining through one of our ads (ad 42).');
  });
});
