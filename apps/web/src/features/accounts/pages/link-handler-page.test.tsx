import { CLAIM_MESSAGES, REGISTERED_USER } from '@stagepass/domain/account-codes';
import { ACCOUNT_EXISTS, ACCOUNT_EXISTS_REDIRECTING } from '@stagepass/domain/accounts';
import { CONTINUE_WITH_WEB, REDIRECTING } from '@stagepass/domain/account-flows';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openServerRoot } from '../../../lib/navigation';
import type * as Navigation from '../../../lib/navigation';
import { useSessionStore } from '../../../store/session-store';
import { callsTo, jsonResponse, makeUser, mockApi } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  openServerRoot: vi.fn(),
  assignLocation: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(openServerRoot).mockClear();
  sessionStorage.clear();
});

// Pages are lazily loaded; the first load of each in a file can take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 5000 };

function claimAnswer(type: string, extra: Record<string, unknown> = {}) {
  const message = (CLAIM_MESSAGES as Record<string, string>)[type] ?? ACCOUNT_EXISTS;
  return jsonResponse(200, { data: { success: true, message, type, ...extra } });
}

describe('link handler /redirect/{requestType}/{code} (spec 000 §2.8)', () => {
  it("shows the 'Redirecting' spinner while a code is claimed", async () => {
    mockApi({ claim_code: () => new Promise<Response>(() => {}) as unknown as Response });
    renderApp('/redirect/recreq/abc123');
    expect(await screen.findByText(REDIRECTING, {}, slow)).toBeInTheDocument();
  });

  it('recreq claims a recommendation code, says so (kind 1) and goes to the dashboard', async () => {
    const api = mockApi({ claim_code: claimAnswer('RECOMMEND') });
    const { router } = renderApp('/redirect/recreq/abc123');

    expect(await screen.findByText(CLAIM_MESSAGES.RECOMMEND, {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/user-dashboard'));
    expect(callsTo(api, 'claim_code')[0]?.body).toEqual({ request: 'claim_code', type: 'RECOMMEND', code: 'abc123' });
  });

  it("a refused claim shows the server's message (kind 2) and goes to the dashboard", async () => {
    mockApi({
      claim_code: jsonResponse(404, { message: 'This recommendation link is no longer valid.', code: 'NOT_FOUND' }),
    });
    const { router } = renderApp('/redirect/recreq/abc123');

    expect(await screen.findByText('This recommendation link is no longer valid.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/user-dashboard'));
  });

  it('regemail clears saved registration data, stores the authenticated email and opens the register page', async () => {
    sessionStorage.setItem('registration-draft', JSON.stringify({ name: 'Old Draft' }));
    useSessionStore.getState().setHandOff({ authSocial: 'facebook', authSocialToken: 'old-token' });
    const api = mockApi({
      claim_code: claimAnswer('REGISTRATION', {
        auth_user: { email: 'new@example.com', registration_token: 'reg-tok' },
      }),
    });
    const { router } = renderApp('/redirect/regemail/code-1');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register-page'), slow);
    expect(callsTo(api, 'claim_code')[0]?.body).toMatchObject({ type: 'REGISTRATION', code: 'code-1' });
    expect(localStorage.getItem('auth-email')).toBe('new@example.com');
    expect(localStorage.getItem('auth-social')).toBeNull();
    expect(localStorage.getItem('auth-socialToken')).toBeNull();
    expect(sessionStorage.getItem('registration-token')).toBe('reg-tok');
    expect(sessionStorage.getItem('registration-draft') ?? '').not.toContain('Old Draft');
    expect(await screen.findByLabelText('Email', {}, slow)).toHaveValue('new@example.com');
  });

  it("regemail for a registered user: 'Account already exists.', 'Redirecting to the product Login Page...', home after 3 s", async () => {
    mockApi({
      claim_code: jsonResponse(200, { data: { success: false, message: ACCOUNT_EXISTS, type: REGISTERED_USER } }),
    });
    const { router } = renderApp('/redirect/regemail/code-2');

    expect(await screen.findByText(ACCOUNT_EXISTS, {}, slow)).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_EXISTS_REDIRECTING)).toBeInTheDocument();
    const shownAt = Date.now();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
    expect(await screen.findByRole('form', { name: 'Sign In' }, slow)).toBeInTheDocument();
  });

  it('rstpwd goes to /auth/forgot-password carrying the code, without claiming it', async () => {
    const api = mockApi({ claim_code: claimAnswer('CHG_PASSWD') });
    const { router } = renderApp('/redirect/rstpwd/reset-9');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/forgot-password'), slow);
    expect(router.state.location.search).toBe('?code=reset-9');
    // The page checks it (only the check, never a use).
    await waitFor(() =>
      expect(callsTo(api, 'claim_code')[0]?.body).toMatchObject({ type: 'CHG_PASSWD', code: 'reset-9' }),
    );
  });

  it('delete goes to /auth/delete-account carrying the code', async () => {
    mockApi({ claim_code: claimAnswer('DELETE_ACCT') });
    const { router } = renderApp('/redirect/delete/del-7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/delete-account'), slow);
    expect(router.state.location.search).toBe('?code=del-7');
  });

  it('updateemail claims the email change, then logs out after 0.5 s', async () => {
    useSessionStore.getState().signIn({ session: 's', user: makeUser() });
    const api = mockApi({
      claim_code: claimAnswer('CHG_EMAIL'),
      logout: jsonResponse(200, { data: { success: true } }),
    });
    renderApp('/redirect/updateemail/chg-1');

    expect(await screen.findByText(CLAIM_MESSAGES.CHG_EMAIL, {}, slow)).toBeInTheDocument();
    const shownAt = Date.now();
    await waitFor(() => expect(openServerRoot).toHaveBeenCalledTimes(1), slow);
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(350);
    expect(callsTo(api, 'claim_code')[0]?.body).toMatchObject({ type: 'CHG_EMAIL', code: 'chg-1' });
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('reactivate claims the reactivation, then logs out after 3 s', async () => {
    mockApi({ claim_code: claimAnswer('REACTIVATE_ACCT') });
    renderApp('/redirect/reactivate/re-1');

    expect(await screen.findByText(CLAIM_MESSAGES.REACTIVATE_ACCT, {}, slow)).toBeInTheDocument();
    const shownAt = Date.now();
    await waitFor(() => expect(openServerRoot).toHaveBeenCalledTimes(1), { timeout: 5000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2500);
  });

  it('an unknown request type, /redirect/ and any path containing /redirect/home go to the dashboard', async () => {
    const fan = makeUser();
    useSessionStore.getState().signIn({ session: 's', user: fan });
    mockApi({});
    for (const path of [
      '/redirect/nonsense/x',
      '/redirect/',
      '/redirect/home',
      '/mobile/redirect/home',
      '/mobile/redirect/home/x',
    ]) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/dash/user-dashboard'), slow);
      unmount();
    }
  });
});

describe('mobile variant /mobile/redirect/{requestType}/{code}', () => {
  it("offers the app stores or 'Continue with Web', which handles the link", async () => {
    mockApi({ claim_code: claimAnswer('RECOMMEND') });
    const user = userEvent.setup();
    const { router } = renderApp('/mobile/redirect/recreq/abc');

    expect(await screen.findByRole('link', { name: 'Download on the App Store' }, slow)).toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Get it on Google Play' })).toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'Open in the app' })).toHaveAttribute(
      'href',
      'stagepass://redirect/recreq/abc',
    );

    await user.click(screen.getByRole('button', { name: CONTINUE_WITH_WEB }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/user-dashboard'), slow);
  });
});
