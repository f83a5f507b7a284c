import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@stagepass/contract/accounts/session-user';
import { makeUser } from '../../test/fixtures';
import { hasPage, ROUTE_TABLE, routeEntry } from '../route-table';
import { SIDEBAR_ITEMS, visibleItems } from './sidebar-items';
import type { SidebarItem } from './sidebar-items';

const fan = makeUser();
const creator = makeUser({ is_specialist: true, is_user: false });
const business = makeUser({ is_business: true, is_user: false });
const agency = makeUser({ is_agency: true, is_user: false });
const client = makeUser({ agency_as_client: true, is_user: false });

/** Labels as the sidebar shows them: group children indented under the group. */
function labels(items: SidebarItem[]): string[] {
  return items.flatMap((i) => (i.kind === 'link' ? [i.label] : [i.label, ...i.children.map((c) => `  ${c.label}`)]));
}

const ACCOUNT = ['Account', '  Settings', '  Emails', '  Log Out'];

describe('visibleItems with the routes declared today (spec 000 §2.3, §6)', () => {
  it.each<[string, SessionUser | null, boolean, string[]]>([
    // 'Featuring' since issue 13 (/dash/featuring): business, fan, agency and logged-out; 'Inbox' (all four
    // logged-in roles) and 'Posts' (business) since issue 13 too. 'Marketplace' (business, fan, logged-out) and
    // 'Digital' (creator) since issue 14, 'Website' (creator) since issue 15.
    ['logged out', null, false, ['Fan Dashboard', 'Featuring', 'Marketplace']],
    ['logged out, fan mode', null, true, ['Fan Dashboard', 'Featuring', 'Marketplace']],
    ['fan', fan, false, ['Fan Dashboard', 'Featuring', 'Marketplace', 'Purchases', 'Watchlist', 'Inbox', ...ACCOUNT]],
    [
      'fan, fan mode',
      fan,
      true,
      ['Fan Dashboard', 'Featuring', 'Marketplace', 'Purchases', 'Watchlist', 'Inbox', ...ACCOUNT],
    ],
    [
      'creator',
      creator,
      false,
      ['Creator Dashboard', 'Events', 'Digital', 'Website', 'Purchases', 'Watchlist', 'Payments', 'Inbox', ...ACCOUNT],
    ],
    [
      'creator, fan mode',
      creator,
      true,
      ['Fan Dashboard', 'Featuring', 'Marketplace', 'Purchases', 'Watchlist', 'Inbox', ...ACCOUNT],
    ],
    [
      'business',
      business,
      false,
      [
        'Business Dashboard',
        'Events',
        'Posts',
        'Printable Tickets',
        'Featuring',
        'Marketplace',
        'Purchases',
        'Watchlist',
        'Payments',
        'Inbox',
        ...ACCOUNT,
      ],
    ],
    [
      'business, fan mode',
      business,
      true,
      ['Fan Dashboard', 'Featuring', 'Marketplace', 'Purchases', 'Watchlist', 'Inbox', ...ACCOUNT],
    ],
    ['agency', agency, false, ['Agency Dashboard', 'Featuring', 'Inbox', ...ACCOUNT]],
    [
      'agency, fan mode',
      agency,
      true,
      ['Fan Dashboard', 'Agency Dashboard', 'Featuring', 'Marketplace', 'Purchases', 'Watchlist', 'Inbox', ...ACCOUNT],
    ],
    [
      'agency acting as a client',
      client,
      false,
      ['Creator Dashboard', 'Events', 'Digital', 'Website', 'Purchases', 'Watchlist', 'Payments', 'Inbox', ...ACCOUNT],
    ],
    [
      'agency acting as a client, fan mode',
      client,
      true,
      ['Fan Dashboard', 'Featuring', 'Marketplace', 'Purchases', 'Watchlist', 'Inbox', ...ACCOUNT],
    ],
  ])('%s', (_name, user, fanMode, expected) => {
    expect(labels(visibleItems(user, fanMode))).toEqual(expected);
  });

  it('links each dashboard to its route and Log Out to /auth/logout, asking first', () => {
    const items = visibleItems(business, false);
    expect(items[0]).toMatchObject({ kind: 'link', to: '/dash/business-dashboard' });
    const account = items.find((i) => i.kind === 'group');
    expect(account?.kind === 'group' && account.children.map((c) => c.to)).toEqual([
      '/dash/settings',
      '/dash/emailPreferences',
      '/auth/logout',
    ]);
    expect(account?.kind === 'group' && account.children[2]?.confirmLogout).toBe(true);
  });
});

describe('visibleItems once the spec 001 §2 routes are declared', () => {
  const all = { isDeclared: () => true };

  it('business and creator items disappear in fan mode and fan items appear', () => {
    expect(labels(visibleItems(business, false, all))).toEqual([
      'Business Dashboard',
      'Events',
      'Posts',
      'Printable Tickets',
      'Featuring',
      'Marketplace',
      'Purchases',
      'Watchlist',
      'Payments',
      'Inbox',
      ...ACCOUNT,
    ]);
    expect(labels(visibleItems(business, true, all))).toEqual([
      'Fan Dashboard',
      'Featuring',
      'Marketplace',
      'Purchases',
      'Watchlist',
      'Inbox',
      ...ACCOUNT,
    ]);
    expect(labels(visibleItems(creator, false, all))).toEqual([
      'Creator Dashboard',
      'Events',
      'Digital',
      'Website',
      'Purchases',
      'Watchlist',
      'Payments',
      'Inbox',
      ...ACCOUNT,
    ]);
  });

  it('a logged-out visitor sees the public items only, and no account group', () => {
    expect(labels(visibleItems(null, false, all))).toEqual(['Fan Dashboard', 'Featuring', 'Marketplace']);
  });

  it("an 'Affiliate' item shows only with an affiliate_code and valid permission", () => {
    const items: SidebarItem[] = [
      ...SIDEBAR_ITEMS,
      { kind: 'link', label: 'Affiliate', to: '/dash/x', roles: ['affiliate'] },
    ];
    const has = (u: SessionUser) => labels(visibleItems(u, false, { ...all, items })).includes('Affiliate');
    expect(has(makeUser({ is_specialist: true, affiliate_code: 'TALA7' }))).toBe(true);
    expect(has(makeUser({ is_specialist: true }))).toBe(false);
    expect(has(makeUser({ agency_as_client: true, affiliate_code: 'TALA7' }))).toBe(false);
  });

  it("shows the real 'Affiliate' item (/dash/affiliate) to an affiliate talent or business, in its place", () => {
    const affiliate = makeUser({ is_specialist: true, affiliate_code: 'TALA7K' });
    const items = visibleItems(affiliate, false);
    expect(items.find((i) => i.kind === 'link' && i.label === 'Affiliate')).toMatchObject({ to: '/dash/affiliate' });
    expect(labels(visibleItems(makeUser({ is_business: true, affiliate_code: 'BAYS2' }), false, all))).toContain(
      'Affiliate',
    );
    expect(labels(visibleItems(makeUser({ is_specialist: true }), false))).not.toContain('Affiliate');
  });

  it('drops a group whose children are all undeclared', () => {
    expect(labels(visibleItems(fan, false, { isDeclared: (p) => p.includes('dashboard') }))).toEqual(['Fan Dashboard']);
  });
});

describe('the sidebar reads the route table', () => {
  it('knows the routes with a page, and not the catch-all redirects or the pages to come', () => {
    expect(hasPage('/dash/settings')).toBe(true);
    expect(hasPage('/dash/welcome')).toBe(true);
    expect(hasPage('/redirect/rstpwd/abc')).toBe(true);
    expect(hasPage('/dash/no-such-page')).toBe(false);
    expect(hasPage('/public/anything')).toBe(false);
    // spec 001 §2: the creator website, with its 'Who' and, since issue 15, its page.
    expect(routeEntry('/dash/website')).toMatchObject({ who: ['creator'], page: 'WebsitePage' });
    expect(hasPage('/dash/website')).toBe(true);
    expect(hasPage('/dash/posts')).toBe(true);
  });

  it('every dashboard and account link of the sidebar is a route with a page', () => {
    for (const item of visibleItems(agency, true)) {
      const links = item.kind === 'link' ? [item] : item.children;
      for (const l of links) expect(hasPage(l.to), l.to).toBe(true);
    }
  });

  it("each link's roles are its route's 'Who' (spec 001 §2)", () => {
    const links = SIDEBAR_ITEMS.flatMap((i) => (i.kind === 'link' ? [i] : []));
    const roles = (to: string) => links.find((l) => l.to === to)?.roles;
    expect(roles('/dash/marketplace')).toEqual(['business', 'fan', 'loggedOut']);
    expect(roles('/dash/posts')).toEqual(['business']);
    expect(roles('/dash/inbox')).toEqual(['fan', 'creator', 'business', 'agency']);
    // spec 000 §2.3: open to all, shown to fan and logged-out.
    expect(roles('/dash/user-dashboard')).toEqual(['fan', 'loggedOut']);
  });

  it('a route that gets a page appears in the sidebar with no other change', () => {
    // Website appears for the creator only because issue 15 gave /dash/website its page; without it, it is hidden.
    expect(labels(visibleItems(creator, false))).toContain('Website');
    expect(labels(visibleItems(business, false))).not.toContain('Website');
    const withoutWebsite = (p: string) => hasPage(p) && p !== '/dash/website';
    expect(labels(visibleItems(creator, false, { isDeclared: withoutWebsite }))).not.toContain('Website');
  });

  it('lists each route once', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
