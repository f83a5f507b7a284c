import { LOGOUT_CONFIRM } from '@stagepass/domain/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openServerRoot } from '../../../lib/navigation';
import type * as Navigation from '../../../lib/navigation';
import { STORAGE_KEYS, useSessionStore } from '../../../store/session-store';
import { jsonResponse, makeUser, mockFetch } from '../../../test/fixtures';
import { mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// jsdom cannot load a new page; record the full-page navigation instead.
vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  openServerRoot: vi.fn(),
}));

function signInAsFan() {
  useSessionStore.getState().signIn({ session: 'sess-9', user: makeUser({ name: 'Frankie Fan' }) });
  useSessionStore.getState().setHandOff({ adId: '5' });
}

beforeEach(() => {
  vi.mocked(openServerRoot).mockClear();
});

/** The logout calls fetch was given (the dashboard behind the menu makes its own reads, such as nearby events). */
const logoutCalls = (fetchMock: ReturnType<typeof mockApi>['fn']) =>
  fetchMock.mock.calls.filter(([, init]) => String(init?.body ?? '').includes('"request":"logout"'));

describe('account menu', () => {
  it('shows Settings, Emails and Log Out to a logged-in member', async () => {
    signInAsFan();
    renderApp('/dash/user-dashboard');

    const sidebar = within(await screen.findByRole('navigation', { name: 'Dashboard' }));
    expect(sidebar.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dash/settings');
    expect(sidebar.getByRole('link', { name: 'Emails' })).toHaveAttribute('href', '/dash/emailPreferences');
    expect(sidebar.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/auth/logout');
  });

  it('is not shown to a logged-out visitor', async () => {
    renderApp('/dash/user-dashboard');
    const sidebar = within(await screen.findByRole('navigation', { name: 'Dashboard' }));
    expect(sidebar.queryByRole('link', { name: 'Log Out' })).not.toBeInTheDocument();
    expect(sidebar.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
  });

  it('asks "Are you sure you want to log out?" and Cancel keeps the session', async () => {
    signInAsFan();
    const fetchMock = mockApi({ logout: ok({ success: true }) }).fn;
    const user = userEvent.setup();
    renderApp('/dash/user-dashboard');

    await user.click(await screen.findByRole('link', { name: 'Log Out' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(LOGOUT_CONFIRM)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Log Out' })).toBeInTheDocument();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(logoutCalls(fetchMock)).toEqual([]);
    expect(useSessionStore.getState().session).toBe('sess-9');
  });

  it('confirming calls logout with the session, clears the store and opens the server root', async () => {
    signInAsFan();
    const fetchMock = mockApi({ logout: ok({ success: true }) }).fn;
    const user = userEvent.setup();
    renderApp('/dash/user-dashboard');

    await user.click(await screen.findByRole('link', { name: 'Log Out' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(openServerRoot).toHaveBeenCalledTimes(1));
    const [call] = logoutCalls(fetchMock);
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ request: 'logout' });
    expect((call?.[1]?.headers as Record<string, string>).authorization).toBe('Bearer sess-9');
    for (const key of Object.values(STORAGE_KEYS)) expect(localStorage.getItem(key)).toBeNull();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('clears the store even when the logout request fails', async () => {
    signInAsFan();
    mockFetch(jsonResponse(500, { message: 'Database unavailable', code: 'INTERNAL' }));
    const user = userEvent.setup();
    renderApp('/dash/user-dashboard');

    await user.click(await screen.findByRole('link', { name: 'Log Out' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Log Out' }));

    await waitFor(() => expect(openServerRoot).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(useSessionStore.getState().session).toBeNull();
  });

  it('/auth/logout logs out without asking', async () => {
    signInAsFan();
    const fetchMock = mockFetch(jsonResponse(200, { data: { success: true } }));
    renderApp('/auth/logout');

    expect(await screen.findByText('Logging Out')).toBeInTheDocument();
    await waitFor(() => expect(openServerRoot).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().session).toBeNull();
  });
});
