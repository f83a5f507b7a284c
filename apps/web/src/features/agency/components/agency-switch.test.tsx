import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@stagepass/contract/accounts/session-user';
import { CHANGE_CLIENT_CONFIRM, NO_CLIENTS, SET_PIN_FIRST } from '@stagepass/domain/agency';
import { openServerRoot } from '../../../lib/navigation';
import type * as Navigation from '../../../lib/navigation';
import { useSessionStore } from '../../../store/session-store';
import { jsonResponse, makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// jsdom cannot load the server root on logout; record that it would.
vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  openServerRoot: vi.fn(),
}));

const agency = makeUser({
  user_id: 4,
  email: 'agency@stagepass.test',
  username: 'apex',
  name: 'Apex Agency',
  is_agency: true,
  is_user: false,
});
const talentClient = {
  id: 2,
  name: 'Tala Talent',
  username: 'tala',
  image: null,
  is_business: false,
  is_specialist: true,
};
const businessClient = {
  id: 3,
  name: 'Bayside Venue',
  username: 'bayside',
  image: null,
  is_business: true,
  is_specialist: false,
};
// agency_switch_user's answer: the client, flagged agency_as_client.
const talentAsClient: SessionUser = makeUser({
  user_id: 2,
  email: 'talent@stagepass.test',
  username: 'tala',
  name: 'Tala Talent',
  is_specialist: true,
  is_user: false,
  agency_as_client: true,
});

type Api = ReturnType<typeof mockApi>;

/** The bearer token each call to a request was sent with. */
function bearers(api: Api, request: string): (string | undefined)[] {
  return api.fn.mock.calls
    .filter(([, init]) => (JSON.parse(String(init?.body)) as { request: string }).request === request)
    .map(([, init]) => (init?.headers as Record<string, string>).authorization);
}

function signInAsAgency() {
  useSessionStore.getState().signIn({ session: 'agency-sess', user: agency });
}

function clientsApi(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    agency_get_clients: ok({ clients: [businessClient, talentClient], pin_set: true }),
    agency_switch_user: ok({ session: 'client-sess', user: talentAsClient, active: true }),
    agency_logout_user: ok({ success: true }),
    agency_dashboard_query: ok({ clients: [], digest: null }),
    ...extra,
  });
}

async function clientsSection() {
  return within(await screen.findByRole('region', { name: 'Clients' }, { timeout: 5000 }));
}

beforeEach(() => vi.mocked(openServerRoot).mockClear());

describe('the agency dashboard client list (spec 000 §4)', () => {
  it('lists the clients with their username and kind, each with a switch', async () => {
    signInAsAgency();
    clientsApi();
    renderApp('/dash/agency-dashboard');

    const clients = await clientsSection();
    const rows = await clients.findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Bayside Venue')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Tala Talent')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('@bayside')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Business')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Talent')).toBeInTheDocument();
    expect(clients.getByRole('button', { name: 'Switch to Tala Talent' })).toBeInTheDocument();
    expect(clients.queryByText(SET_PIN_FIRST)).not.toBeInTheDocument();
  });

  it('says so when there are no clients, and asks for a PIN when none is set', async () => {
    signInAsAgency();
    clientsApi({ agency_get_clients: ok({ clients: [], pin_set: false }) });
    renderApp('/dash/agency-dashboard');

    const clients = await clientsSection();
    expect(await clients.findByText(NO_CLIENTS)).toBeInTheDocument();
    expect(clients.getByText(SET_PIN_FIRST)).toBeInTheDocument();
    expect(clients.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dash/settings');
  });
});

describe('switching into a client and back (spec 000 §4, §2.11)', () => {
  it("saves the agency, acts as the client on the client's dashboard, and Change Client returns", async () => {
    signInAsAgency();
    const api = clientsApi();
    const user = userEvent.setup();
    const { router } = renderApp('/dash/agency-dashboard');

    await user.click(await (await clientsSection()).findByRole('button', { name: 'Switch to Tala Talent' }));

    // spec 000 §2.11: 'Agency acting as a client ... /dash/celeb-dashboard'.
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/celeb-dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Tala Talent' })).toBeInTheDocument();
    expect(api.sent('agency_switch_user')).toEqual([{ request: 'agency_switch_user', sp_id: 2 }]);
    expect(bearers(api, 'agency_switch_user')).toEqual(['Bearer agency-sess']);
    const stored = JSON.parse(localStorage.getItem('user') ?? '{}');
    expect(stored).toMatchObject({
      session: 'client-sess',
      user: { user_id: 2, agency_as_client: true },
      agencyUser: { session: 'agency-sess', user: { user_id: 4, is_agency: true } },
    });

    await user.click(screen.getByRole('button', { name: 'Change Client' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change Client' }));
    expect(dialog.getByText(CHANGE_CLIENT_CONFIRM)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Change Client' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/agency-dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Apex Agency' })).toBeInTheDocument();
    // The client session is ended with its own token; the agency's is in use again.
    expect(bearers(api, 'agency_logout_user')).toEqual(['Bearer client-sess']);
    expect(useSessionStore.getState()).toMatchObject({ session: 'agency-sess', user: agency, agencyUser: null });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').agencyUser).toBeUndefined();
    await waitFor(() => expect(bearers(api, 'agency_get_clients').at(-1)).toBe('Bearer agency-sess'));
    expect(openServerRoot).not.toHaveBeenCalled();
  });

  it("switching into a business client lands on the business's dashboard (issue 15)", async () => {
    signInAsAgency();
    const venueAsClient = makeUser({
      user_id: 3,
      email: 'business@stagepass.test',
      username: 'bayside',
      name: 'Bayside Venue',
      is_business: true,
      is_user: false,
      agency_as_client: true,
    });
    clientsApi({
      agency_switch_user: ok({ session: 'client-sess', user: venueAsClient, active: true }),
      business_events_query: ok({ events: [] }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/agency-dashboard');

    await user.click(await (await clientsSection()).findByRole('button', { name: 'Switch to Bayside Venue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/business-dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Bayside Venue' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change Client' })).toBeInTheDocument();
  });

  it('keeps acting as the client after a profile change, whatever flag the server sends back', async () => {
    useSessionStore.getState().signIn({ session: 'agency-sess', user: agency });
    useSessionStore.getState().actAsClient({ session: 'client-sess', user: talentAsClient });
    useSessionStore.getState().updateUser({ ...talentAsClient, name: 'Tala T.', agency_as_client: false });
    expect(useSessionStore.getState().user).toMatchObject({ name: 'Tala T.', agency_as_client: true });
  });

  it('returns to the agency when the client session has already ended on the server', async () => {
    signInAsAgency();
    useSessionStore.getState().actAsClient({ session: 'client-sess', user: talentAsClient });
    const api = clientsApi({
      agency_logout_user: () =>
        jsonResponse(401, { message: 'Your session has timed out. Please log in again.', code: 'UNAUTHENTICATED' }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/celeb-dashboard');

    await user.click(await screen.findByRole('button', { name: 'Change Client' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Change Client' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/agency-dashboard'));
    expect(useSessionStore.getState()).toMatchObject({ session: 'agency-sess', agencyUser: null });
    expect(api.sent('agency_logout_user')).toHaveLength(1);
    expect(openServerRoot).not.toHaveBeenCalled();
  });

  it('a client session the client revoked returns the agency to its dashboard on the next call', async () => {
    signInAsAgency();
    useSessionStore.getState().actAsClient({ session: 'client-sess', user: talentAsClient });
    clientsApi({
      marketing_email_types: ok({ types: [] }),
      marketing_email_exclusions: fail(401, 'Your session has timed out. Please log in again.'),
    });
    const { router } = renderApp('/dash/emailPreferences');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/agency-dashboard'));
    expect(useSessionStore.getState()).toMatchObject({ session: 'agency-sess', user: agency, agencyUser: null });
  });

  it('logging out while acting ends the agency’s own session and forgets both', async () => {
    signInAsAgency();
    useSessionStore.getState().actAsClient({ session: 'client-sess', user: talentAsClient });
    const api = clientsApi({ logout: ok({ success: true }) });
    renderApp('/auth/logout');

    await waitFor(() => expect(openServerRoot).toHaveBeenCalled());
    expect(bearers(api, 'logout')).toEqual(['Bearer agency-sess']);
    expect(useSessionStore.getState()).toMatchObject({ session: null, user: null, agencyUser: null });
    expect(localStorage.getItem('user')).toBeNull();
  });
});
