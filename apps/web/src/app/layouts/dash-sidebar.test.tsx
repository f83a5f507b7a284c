import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_CLIENT_CONFIRM } from '@stagepass/domain/agency';
import { openServerRoot } from '../../lib/navigation';
import type * as Navigation from '../../lib/navigation';
import { useSessionStore } from '../../store/session-store';
import { makeUser } from '../../test/fixtures';
import { mockApi, ok } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';

vi.mock('../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  openServerRoot: vi.fn(),
}));

const business = makeUser({ is_business: true, is_user: false, name: 'Bayside Venue' });
const client = makeUser({ agency_as_client: true, is_user: false, name: 'Client Creator' });

async function sidebar() {
  return within(await screen.findByRole('navigation', { name: 'Dashboard' }));
}

beforeEach(() => vi.mocked(openServerRoot).mockClear());

describe('dashboard sidebar (spec 000 §2.3, §6)', () => {
  it("a business sees its own items; in fan mode they are replaced by the fan's", async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: business });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/business-dashboard');

    const nav = await sidebar();
    expect(nav.getByRole('link', { name: 'Business Dashboard' })).toHaveAttribute('href', '/dash/business-dashboard');
    expect(nav.queryByRole('link', { name: 'Fan Dashboard' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Switch to Fan' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Switch to Fan' })).getByRole('button', { name: 'Switch' }),
    );

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/user-dashboard'));
    expect(nav.queryByRole('link', { name: 'Business Dashboard' })).not.toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Fan Dashboard' })).toBeInTheDocument();
    // spec 000 §2.3: the account group stays for every logged-in role.
    expect(nav.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });

  it('marks the current page', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    renderApp('/dash/user-dashboard');
    const nav = await sidebar();
    expect(nav.getByRole('link', { name: 'Fan Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Settings' })).not.toHaveAttribute('aria-current');
  });

  it('the account group collapses and opens again', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    const user = userEvent.setup();
    renderApp('/dash/user-dashboard');
    const nav = await sidebar();
    const group = nav.getByRole('button', { name: 'Account' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await user.click(group);
    // The collapse opens on an animation frame, which a busy machine may not have run yet.
    expect(await nav.findByRole('link', { name: 'Emails' })).toBeVisible();
  });
});

describe("'Change Client' (spec 000 §4)", () => {
  it('is offered only to an agency acting as a client', async () => {
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser({ is_agency: true, is_user: false }) });
    renderApp('/dash/agency-dashboard');
    await sidebar();
    expect(screen.queryByRole('button', { name: 'Change Client' })).not.toBeInTheDocument();
  });

  // Returning to the saved agency is tested in features/agency/components/agency-switch.test.tsx.
  it('confirms, ends the client session, and logs out when no agency was saved to return to', async () => {
    useSessionStore.getState().signIn({ session: 'client-sess', user: client });
    // The dashboard behind the dialog loads the talent's own data as well; those reads are not answered here.
    const api = mockApi({ agency_logout_user: ok({ success: true }) });
    const user = userEvent.setup();
    renderApp('/dash/celeb-dashboard');

    await user.click(await screen.findByRole('button', { name: 'Change Client' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Client' }));
    expect(dialog.getByText(CHANGE_CLIENT_CONFIRM)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Change Client' }));

    await waitFor(() => expect(openServerRoot).toHaveBeenCalled());
    expect(api.sent('agency_logout_user')).toEqual([{ request: 'agency_logout_user' }]);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('Cancel keeps the client session', async () => {
    useSessionStore.getState().signIn({ session: 'client-sess', user: client });
    // The dashboard behind the dialog loads the talent's own data; only agency_logout_user would end the session.
    const api = mockApi({ agency_logout_user: ok({ success: true }) });
    const user = userEvent.setup();
    renderApp('/dash/celeb-dashboard');

    await user.click(await screen.findByRole('button', { name: 'Change Client' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('agency_logout_user')).toEqual([]);
    expect(useSessionStore.getState().session).toBe('client-sess');
  });
});

describe('collapsing below 1200 px (spec 000 §2.3)', () => {
  const realMatchMedia = window.matchMedia;
  const realWidth = window.innerWidth;

  function setViewport(width: number) {
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
    window.matchMedia = (query: string) =>
      ({
        ...realMatchMedia(query),
        // Only the sidebar's own query is answered: max-width just under 1200 px.
        matches: /max-width/.test(query) && width < 1200,
      }) as MediaQueryList;
  }

  afterEach(() => {
    window.matchMedia = realMatchMedia;
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: realWidth });
  });

  it('at 1024 px the sidebar opens from the menu button and closes after navigating', async () => {
    setViewport(1024);
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    // The settings page asks for the social connections; an empty answer is enough here.
    mockApi({ is_connected: ok({ providers: [] }) });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/user-dashboard');

    const burger = await screen.findByRole('button', { name: 'Open sidebar' });
    const navbar = screen.getByRole('navigation', { name: 'Sidebar', hidden: true });
    expect(navbar).toHaveAttribute('inert');

    await user.click(burger);
    expect(screen.getByRole('button', { name: 'Close sidebar' })).toHaveAttribute('aria-expanded', 'true');
    expect(navbar).not.toHaveAttribute('inert');

    await user.click(within(navbar).getByRole('link', { name: 'Settings' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/settings'));
    // The navigation commits once the lazily loaded page has arrived, which can take a moment here.
    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Open sidebar' })).toHaveAttribute('aria-expanded', 'false'),
      { timeout: 5000 },
    );
    expect(navbar).toHaveAttribute('inert');
  });

  it('at 1280 px the sidebar is always shown, with no menu button', async () => {
    setViewport(1280);
    useSessionStore.getState().signIn({ session: 'tok', user: makeUser() });
    renderApp('/dash/user-dashboard');
    const navbar = await screen.findByRole('navigation', { name: 'Sidebar' });
    expect(navbar).not.toHaveAttribute('inert');
    expect(screen.queryByRole('button', { name: /sidebar/ })).not.toBeInTheDocument();
  });
});
