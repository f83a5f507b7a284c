import { ACCOUNT_DEACTIVATED, REACTIVATE_TITLE } from '@stagepass/domain/accounts';
import { SOCIAL_STATE_MISMATCH } from '@stagepass/domain/account-flows';
import { FACEBOOK_INVALID_EMAIL, socialNotAuthorizedMessage, socialNotAuthorizedTitle } from '@stagepass/domain/social';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../store/session-store';
import { callsTo, jsonResponse, makeUser, mockApi } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// Pages are lazily loaded; the first load of each in a file can take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 5000 };
const NONCE = 'N0nceN0nceN0nceN0nceN0nceN0nce12';
const TOKEN = 'proof-token-proof-token-123';

beforeEach(() => {
  sessionStorage.clear();
  useSessionStore.getState().setHandOff({ fbNonce: NONCE });
});

function returnPath(provider: string, purpose = 'login', extra = 'code=the-code') {
  return `/auth/login?${extra}&state=${encodeURIComponent(`${purpose}:${provider}:${NONCE}`)}`;
}

function identity(provider: string, email: string | null = 'sam@example.com') {
  return jsonResponse(200, {
    data: { provider, token: TOKEN, email, name: 'Sam Social', is_registered: false, action: 'login' },
  });
}

describe('social sign-in return /auth/login?code&state (spec 000 §4)', () => {
  it('exchanges the code, signs in through social_media_connect and opens the dashboard', async () => {
    const fan = makeUser({ email: 'sam@example.com' });
    const api = mockApi({
      get_youtube_token: identity('youtube'),
      social_media_connect: jsonResponse(200, {
        data: { status: 'signed_in', is_registered: true, session: 'soc-sess', user: fan, active: true },
      }),
    });
    const { router } = renderApp(returnPath('youtube'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/user-dashboard'), slow);
    expect(callsTo(api, 'get_youtube_token')[0]?.body).toEqual({
      request: 'get_youtube_token',
      code: 'the-code',
      redirect_uri: `${window.location.origin}/auth/login`,
    });
    // spec 000 §3: the social connect payload.
    expect(callsTo(api, 'social_media_connect')[0]?.body).toEqual({
      request: 'social_media_connect',
      company: 'youtube',
      id: TOKEN,
      name: 'Sam Social',
      email: 'sam@example.com',
      gender: 'NA',
      react: true,
      login: true,
    });
    expect(useSessionStore.getState().session).toBe('soc-sess');
    // The nonce is used up.
    expect(localStorage.getItem('fb-nonce')).toBeNull();
  });

  it('without terms acceptance opens the Terms modal first', async () => {
    mockApi({
      get_youtube_token: identity('youtube'),
      social_media_connect: jsonResponse(200, {
        data: {
          status: 'signed_in',
          is_registered: true,
          session: 'soc-sess',
          user: makeUser({ terms_accepted: false }),
          active: true,
        },
      }),
      terms_accepted: jsonResponse(200, { data: { terms_accepted: true } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(returnPath('youtube'));

    const dialog = within(await screen.findByRole('dialog', { name: 'Our Terms and Privacy Policy' }, slow));
    expect(useSessionStore.getState().session).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/user-dashboard'));
  });

  it('no account: clears registration data, stores email, provider and token, and replaces the route with the register page', async () => {
    sessionStorage.setItem('registration-token', 'stale');
    mockApi({
      get_fb_access_token: identity('facebook'),
      social_media_connect: jsonResponse(200, {
        data: {
          status: 'unregistered',
          is_registered: false,
          provider: 'facebook',
          email: 'sam@example.com',
          name: 'Sam Social',
          token: TOKEN,
        },
      }),
    });
    const { router } = renderApp(returnPath('facebook', 'register'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register-page'), slow);
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem('auth-email')).toBe('sam@example.com');
    expect(localStorage.getItem('auth-social')).toBe('facebook');
    expect(localStorage.getItem('auth-socialToken')).toBe(TOKEN);
    expect(sessionStorage.getItem('registration-token')).toBeNull();
    expect(await screen.findByLabelText('Name', {}, slow)).toHaveValue('Sam Social');
  });

  it("a Facebook sign-up sends action 'register'; an account without a valid email gets the §5 message", async () => {
    const api = mockApi({
      get_fb_access_token: jsonResponse(400, { message: FACEBOOK_INVALID_EMAIL, code: 'INVALID_INPUT' }),
    });
    const { router } = renderApp(returnPath('facebook', 'register'));

    expect(await screen.findByText(FACEBOOK_INVALID_EMAIL, {}, slow)).toBeInTheDocument();
    expect(callsTo(api, 'get_fb_access_token')[0]?.body).toMatchObject({ action: 'register' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('form', { name: 'Sign Up' }, slow)).toBeInTheDocument();
  });

  it('an unauthorised provider gets the §8 alert, then the sign-in modal', async () => {
    mockApi({
      get_youtube_token: identity('youtube'),
      social_media_connect: jsonResponse(403, {
        message: socialNotAuthorizedMessage('youtube'),
        code: 'SOCIAL_NOT_AUTHORIZED',
      }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(returnPath('youtube'));

    const dialog = within(await screen.findByRole('dialog', { name: socialNotAuthorizedTitle('youtube') }, slow));
    expect(dialog.getByText(socialNotAuthorizedMessage('youtube'))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('form', { name: 'Sign In' }, slow)).toBeInTheDocument();
    expect(useSessionStore.getState().user).toBeNull();
  });

  it("a deactivated account gets 'Reactivate Account?' for the provider's email", async () => {
    const api = mockApi({
      get_youtube_token: identity('youtube'),
      social_media_connect: jsonResponse(403, { message: ACCOUNT_DEACTIVATED, code: 'ACCOUNT_DEACTIVATED' }),
      reactivate_account: jsonResponse(200, { data: { success: true, message: 'sent' } }),
    });
    const user = userEvent.setup();
    renderApp(returnPath('youtube'));

    const dialog = within(await screen.findByRole('dialog', { name: REACTIVATE_TITLE }, slow));
    await user.click(dialog.getByRole('button', { name: 'Reactivate' }));
    await waitFor(() =>
      expect(callsTo(api, 'reactivate_account')[0]?.body).toEqual({
        request: 'reactivate_account',
        email: 'sam@example.com',
      }),
    );
  });

  it("offers reactivation for the account's email the server passes back, not the provider's", async () => {
    const api = mockApi({
      get_youtube_token: identity('youtube', 'sam.elsewhere@example.com'),
      social_media_connect: jsonResponse(403, {
        message: ACCOUNT_DEACTIVATED,
        code: 'ACCOUNT_DEACTIVATED',
        details: { active: false, is_registered: true, is_member: true, email: 'sam@stagepass.test' },
      }),
      reactivate_account: jsonResponse(200, { data: { success: true, message: 'sent' } }),
    });
    const user = userEvent.setup();
    renderApp(returnPath('youtube'));

    const dialog = within(await screen.findByRole('dialog', { name: REACTIVATE_TITLE }, slow));
    await user.click(dialog.getByRole('button', { name: 'Reactivate' }));
    await waitFor(() =>
      expect(callsTo(api, 'reactivate_account')[0]?.body).toEqual({
        request: 'reactivate_account',
        email: 'sam@stagepass.test',
      }),
    );
  });

  it('the platform-vendor sign-in goes to registration straight from an unregistered exchange', async () => {
    const api = mockApi({
      get_apple_access_token: jsonResponse(200, {
        data: {
          provider: 'apple',
          token: TOKEN,
          email: 'ann@example.com',
          name: null,
          is_registered: false,
          unregistered: true,
        },
      }),
    });
    const { router } = renderApp(returnPath('apple'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register-page'), slow);
    expect(callsTo(api, 'social_media_connect')).toHaveLength(0);
    expect(localStorage.getItem('auth-social')).toBe('apple');
    expect(callsTo(api, 'get_apple_access_token')[0]?.body).toEqual({
      request: 'get_apple_access_token',
      code: 'the-code',
      redirect_uri: `${window.location.origin}/auth/login`,
    });
  });

  it("passes on the name the platform vendor gave on a person's first sign-in", async () => {
    const api = mockApi({
      get_apple_access_token: jsonResponse(200, {
        data: {
          provider: 'apple',
          token: TOKEN,
          email: 'ann@example.com',
          name: 'Ann Apple',
          is_registered: false,
          unregistered: true,
        },
      }),
    });
    const { router } = renderApp(returnPath('apple', 'register', 'code=the-code&name=Ann%20Apple'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register-page'), slow);
    expect(callsTo(api, 'get_apple_access_token')[0]?.body).toMatchObject({ code: 'the-code', name: 'Ann Apple' });
  });

  it('refuses a state whose nonce this browser did not keep', async () => {
    const api = mockApi({});
    const { router } = renderApp('/auth/login?code=x&state=login:youtube:someone-elses-nonce');
    expect(await screen.findByText(SOCIAL_STATE_MISMATCH, {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api).not.toHaveBeenCalled();
  });

  it('a cancelled sign-in goes back to the modal without calling the server', async () => {
    const api = mockApi({});
    const { router } = renderApp(returnPath('youtube', 'login', 'error=access_denied'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
    expect(api).not.toHaveBeenCalled();
  });
});
