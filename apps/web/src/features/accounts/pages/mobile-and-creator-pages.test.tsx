import { CREATOR_URL_INVALID, OPEN_IN_MOBILE_APP } from '@stagepass/domain/account-flows';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation, replaceLocation } from '../../../lib/navigation';
import type * as Navigation from '../../../lib/navigation';
import { useSessionStore } from '../../../store/session-store';
import { callsTo, jsonResponse, makeUser, mockApi } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { creatorPortalUrl } from './creator-redirect-page';

vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  assignLocation: vi.fn(),
  replaceLocation: vi.fn(),
}));

vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 5000 };
const GOOD_CODE = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-';

beforeEach(() => {
  vi.mocked(assignLocation).mockClear();
  vi.mocked(replaceLocation).mockClear();
});

describe('mobile hand-off pages (spec 000 §2.9)', () => {
  it.each(['return', 'refresh'])("stripeconnect/…/%s opens the app and offers 'Open in mobile app'", async (last) => {
    renderApp(`/mobile/redirect/stripeconnect/acct_123/${last}`);
    const button = await screen.findByRole('link', { name: OPEN_IN_MOBILE_APP }, slow);
    expect(button).toHaveAttribute('href', `stagepass://stripeconnect/${last}`);
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(`stagepass://stripeconnect/${last}`));
  });

  it('stripeconnect with another last segment does not open the app', async () => {
    renderApp('/mobile/redirect/stripeconnect/somewhere');
    expect(await screen.findByRole('heading', { name: 'Payout setup' }, slow)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: OPEN_IN_MOBILE_APP })).not.toBeInTheDocument();
    expect(assignLocation).not.toHaveBeenCalled();
  });

  it('linkedin-oauth hands a valid code and the state to the app', async () => {
    renderApp(`/mobile/redirect/linkedin-oauth?code=${GOOD_CODE}&state=agency:linkedin:n1`);
    const expected = `stagepass://linkedin-oauth?code=${GOOD_CODE}&state=agency%3Alinkedin%3An1`;
    expect(await screen.findByRole('link', { name: OPEN_IN_MOBILE_APP }, slow)).toHaveAttribute('href', expected);
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(expected));
  });

  it.each([
    ['too short', 'abc123'],
    ['bad characters', `${GOOD_CODE}"><script>`],
  ])('a code that is %s is only logged', async (_why, code) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp(`/mobile/redirect/linkedin-oauth?code=${encodeURIComponent(code)}&state=s`);
    await screen.findByRole('heading', { name: 'Signing you in' }, slow);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(assignLocation).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: OPEN_IN_MOBILE_APP })).not.toBeInTheDocument();
  });

  it('the short-video sign-in return (tiktok-oauth) hands the code only', async () => {
    renderApp(`/mobile/redirect/tiktok-oauth?code=${GOOD_CODE}&state=ignored`);
    await screen.findByRole('link', { name: OPEN_IN_MOBILE_APP }, slow);
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith(`stagepass://tiktok-oauth?code=${GOOD_CODE}`));
  });
});

describe('creator website redirect /c/{username} (spec 000 §2.10)', () => {
  it('builds the portal address from the configured base, or the in-app talent profile by default', () => {
    expect(creatorPortalUrl('nova', 'https://creators.example.com/')).toBe('https://creators.example.com/c/nova');
    expect(creatorPortalUrl('nova', '')).toBe('/dash/c/nova');
  });

  it('looks the member up and, found, leaves for the creators portal', async () => {
    const api = mockApi({ get_member_id: jsonResponse(200, { data: { member_id: 12 } }) });
    const { router } = renderApp('/c/nova');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/c/nova'), slow);
    expect(callsTo(api, 'get_member_id')[0]?.body).toEqual({ request: 'get_member_id', username: 'nova' });
    expect(screen.queryByText(CREATOR_URL_INVALID)).not.toBeInTheDocument();
  });

  it("not found, logged in: 'That creator URL is invalid.' and the dashboard", async () => {
    useSessionStore.getState().signIn({ session: 's', user: makeUser({ is_business: true, is_user: false }) });
    mockApi({ get_member_id: jsonResponse(404, { message: 'No member has that username.', code: 'NOT_FOUND' }) });
    const { router } = renderApp('/c/unknown');
    expect(await screen.findByText(CREATOR_URL_INVALID, {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/business-dashboard'));
    expect(replaceLocation).not.toHaveBeenCalled();
  });

  it("not found, nobody logged in: 'That creator URL is invalid.' and logged out at home", async () => {
    useSessionStore.getState().setHandOff({ authEmail: 'left@example.com' });
    mockApi({ get_member_id: jsonResponse(404, { message: 'No member has that username.', code: 'NOT_FOUND' }) });
    const { router } = renderApp('/c/unknown');
    expect(await screen.findByText(CREATOR_URL_INVALID, {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(localStorage.getItem('auth-email')).toBeNull();
  });
});
