import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@stagepass/contract/accounts/session-user';
import { adAttributionMessage } from '@stagepass/domain/dashboard';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

function signIn(user: SessionUser, fanMode = false) {
  useSessionStore.getState().signIn({ session: 'tok', user });
  useSessionStore.getState().setFanMode(fanMode);
}

describe('dashboards (spec 000 §2.3)', () => {
  it.each<[string, SessionUser, string, string[]]>([
    // Every fan and creator area has its screen since issue 14 (Marketplace, Digital).
    ['/dash/user-dashboard', makeUser({ name: 'Frankie Fan' }), 'Fan Dashboard', []],
    [
      '/dash/celeb-dashboard',
      makeUser({ is_specialist: true, is_user: false, name: 'Tala Talent' }),
      'Creator Dashboard',
      [],
    ],
    [
      '/dash/business-dashboard',
      makeUser({ is_business: true, is_user: false, name: 'Bayside Venue' }),
      'Business Dashboard',
      // Every business area has its screen since issue 13 (Posts, Inbox).
      [],
    ],
    [
      '/dash/agency-dashboard',
      makeUser({ is_agency: true, is_user: false, name: 'Apex Agency' }),
      'Agency Dashboard',
      [],
    ],
  ])('%s names itself, greets the member and lists the role’s areas', async (path, user, title, areas) => {
    signIn(user);
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: `Welcome, ${user.name}` })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText(title)).toBeInTheDocument();
    for (const area of areas) {
      const card = main.getByRole('region', { name: area });
      // Honest empty state: the screens of later issues are not declared yet, so nothing links there.
      expect(within(card).getByText('Coming soon')).toBeInTheDocument();
      expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    }
    // The account area links to the pages this issue builds.
    const account = main.getByRole('region', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dash/settings');
    expect(within(account).getByRole('link', { name: 'Email preferences' })).toHaveAttribute(
      'href',
      '/dash/emailPreferences',
    );
  });

  it('the Marketplace and Digital areas open their screens (issue 14)', async () => {
    signIn(makeUser({ name: 'Frankie Fan' }));
    renderApp('/dash/user-dashboard');
    const marketplace = await screen.findByRole('region', { name: 'Marketplace' });
    expect(within(marketplace).getByRole('link')).toHaveAttribute('href', '/dash/marketplace');
    expect(within(marketplace).queryByText('Coming soon')).not.toBeInTheDocument();
    cleanup();
    signIn(makeUser({ is_specialist: true, is_user: false, name: 'Tala Talent' }));
    renderApp('/dash/celeb-dashboard');
    const digital = await screen.findByRole('region', { name: 'Digital' });
    expect(within(digital).getByRole('link')).toHaveAttribute('href', '/dash/createDigital');
  });

  it('the Posts and Inbox areas open their screens (issue 13)', async () => {
    signIn(makeUser({ is_business: true, is_user: false, name: 'Bayside Venue' }));
    renderApp('/dash/business-dashboard');
    const posts = await screen.findByRole('region', { name: 'Posts' });
    expect(within(posts).getByRole('link')).toHaveAttribute('href', '/dash/posts');
    const inbox = screen.getByRole('region', { name: 'Inbox' });
    expect(within(inbox).getByRole('link')).toHaveAttribute('href', '/dash/inbox');
    expect(within(inbox).queryByText('Coming soon')).not.toBeInTheDocument();
  });

  it("the business dashboard's Events area opens the business's events (issue 9)", async () => {
    signIn(makeUser({ is_business: true, is_user: false, name: 'Bayside Venue' }));
    renderApp('/dash/business-dashboard');
    const card = await screen.findByRole('region', { name: 'Events' });
    expect(within(card).getByRole('link', { name: 'Open Events' })).toHaveAttribute('href', '/dash/businessEvents');
  });

  it('the Featured Talent areas of the agency and business dashboards open /dash/featuring (issue 13)', async () => {
    for (const user of [
      makeUser({ is_agency: true, is_user: false, name: 'Apex Agency' }),
      makeUser({ is_business: true, is_user: false, name: 'Bayside Venue' }),
    ]) {
      signIn(user);
      const { unmount } = renderApp(user.is_agency ? '/dash/agency-dashboard' : '/dash/business-dashboard');
      const card = await screen.findByRole('region', { name: 'Featured Talent' });
      expect(within(card).getByRole('link')).toHaveAttribute('href', '/dash/featuring');
      unmount();
    }
  });

  it("the creator dashboard's Schedules area opens /dash/scheduling (issue 12)", async () => {
    signIn(makeUser({ is_specialist: true, is_user: false, name: 'Tala Talent' }));
    renderApp('/dash/celeb-dashboard');
    const card = await screen.findByRole('region', { name: 'Schedules' });
    expect(within(card).getByRole('link')).toHaveAttribute('href', '/dash/scheduling');
  });

  it('the Payments areas of the business and creator dashboards open /dash/payments (issue 11)', async () => {
    for (const user of [
      makeUser({ is_business: true, is_user: false, name: 'Bayside Venue' }),
      makeUser({ is_specialist: true, is_user: false, name: 'Tala Talent' }),
    ]) {
      signIn(user);
      const { unmount } = renderApp(user.is_business ? '/dash/business-dashboard' : '/dash/celeb-dashboard');
      const payments = await screen.findByRole('region', { name: 'Payments' });
      expect(within(payments).getByRole('link')).toHaveAttribute('href', '/dash/payments');
      unmount();
    }
  });

  it("the fan's Purchases and the business's Printable Tickets open their pages (issue 10)", async () => {
    signIn(makeUser({ name: 'Frankie Fan' }));
    renderApp('/dash/user-dashboard');
    const purchases = await screen.findByRole('region', { name: 'Purchases' });
    expect(within(purchases).getByRole('link')).toHaveAttribute('href', '/dash/purchases');
    signIn(makeUser({ is_business: true, is_user: false, name: 'Bayside Venue' }));
    renderApp('/dash/business-dashboard');
    const printable = await screen.findByRole('region', { name: 'Printable Tickets' });
    expect(within(printable).getByRole('link')).toHaveAttribute('href', '/dash/printableTickets');
  });

  it('the fan dashboard offers a logged-out visitor Log In and Sign Up, without members-only areas', async () => {
    renderApp('/dash/user-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome' })).toBeInTheDocument();
    // In the page, under its invitation, as in the header of every dashboard page.
    const main = screen.getByRole('main');
    expect(within(main).getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Log In' })).toHaveLength(2);
    expect(screen.queryByRole('region', { name: 'Purchases' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Featured Talent' })).toBeInTheDocument();
  });

  it('a business in fan mode sees the fan dashboard', async () => {
    signIn(makeUser({ is_business: true, is_user: false, name: 'Bayside Venue' }), true);
    renderApp('/dash/user-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Bayside Venue' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Fan Dashboard')).toBeInTheDocument();
  });
});

describe('/dash/welcome (spec 000 §2.11)', () => {
  it('greets the new member and links to their dashboard', async () => {
    signIn(makeUser({ is_business: true, is_user: false, name: 'Bayside Venue' }));
    renderApp('/dash/welcome');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Stagepass' })).toBeInTheDocument();
    expect(screen.getByText('Your account is ready, Bayside Venue.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute(
      'href',
      '/dash/business-dashboard',
    );
    expect(screen.queryByText(/through one of our ads/)).not.toBeInTheDocument();
  });

  it('acknowledges the ad a member joined through (?ad_success={ad id})', async () => {
    signIn(makeUser({ name: 'Frankie Fan' }));
    renderApp('/dash/welcome?ad_success=spring-42');
    expect(await screen.findByText(adAttributionMessage('spring-42'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my dashboard' })).toHaveAttribute('href', '/dash/user-dashboard');
  });

  it('ignores an ad id that is not a plain id', async () => {
    signIn(makeUser());
    renderApp('/dash/welcome?ad_success=%3Cb%3Ehi%3C%2Fb%3E');
    expect(await screen.findByRole('heading', { name: 'Welcome to Stagepass' })).toBeInTheDocument();
    expect(screen.queryByText(/through one of our ads/)).not.toBeInTheDocument();
  });
});
