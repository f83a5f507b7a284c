import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_DEACTIVATED_DONE,
  CHECK_YOUR_EMAIL,
  INVALID_EMAIL,
  NAME_FORMAT,
  USERNAME_FORMAT,
  WRONG_CURRENT_PASSWORD,
} from '@stagepass/domain/accounts';
import { PHONE_CODE_LENGTH_MESSAGE, PHONE_VERIFIED } from '@stagepass/domain/phone';
import {
  DEACTIVATE_CONFIRM,
  NAME_SAVED,
  PASSWORD_CHANGED,
  PASSWORD_NONE_YET,
  PASSWORD_SET,
  PASSWORDS_DO_NOT_MATCH,
  SOCIAL_CONNECT_EXPIRED,
  USERNAME_SAVED,
  socialConnectedMessage,
  socialLoginEnabledMessage,
} from '@stagepass/domain/settings';
import { INVALID_PHONE_NUMBER } from '@stagepass/domain/phone-numbers';
import type { SessionUser } from '@stagepass/contract/accounts/session-user';
import { assignLocation } from '../../../lib/navigation';
import type * as Navigation from '../../../lib/navigation';
import { connectableProviders } from '../lib/social-connect';
import { useSessionStore } from '../../../store/session-store';
import { makeUser } from '../../../test/fixtures';
import { fail, mockApi, ok } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';

// jsdom cannot leave the page for a provider; record where it would go.
vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  assignLocation: vi.fn(),
}));

const connection = (provider: string, label: string, connected = false, login_enabled = false) => ({
  provider,
  label,
  connected,
  login_enabled,
  email: connected ? 'frankie@social.example' : null,
  name: null,
  connected_at: connected ? '2026-01-02T03:04:05.000Z' : null,
});

const PROVIDERS = [
  connection('facebook', 'Facebook', true, false),
  connection('youtube', 'YouTube'),
  connection('apple', 'Apple'),
  connection('linkedin', 'LinkedIn'),
  connection('instagram', 'Instagram'),
  connection('twitter', 'Twitter'),
];

function signIn(user: SessionUser = makeUser()) {
  useSessionStore.getState().signIn({ session: 'sess-1', user });
}

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({ is_connected: ok({ providers: PROVIDERS }), ...extra });
}

async function section(name: string) {
  // The first render waits for the lazily loaded page.
  return within(await screen.findByRole('region', { name }, { timeout: 5000 }));
}

beforeEach(() => vi.mocked(assignLocation).mockClear());

describe('settings: name and username', () => {
  it('saves the name with member_update (tag name) and stores the member the server returns', async () => {
    signIn();
    const { sent } = api({ member_update: ok({ user: makeUser({ name: 'Frankie F. Fan' }) }) });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const profile = await section('Profile');
    const name = profile.getByLabelText('Name');
    expect(name).toHaveValue('Frankie Fan');
    await user.clear(name);
    await user.type(name, 'Frankie F. Fan');
    await user.click(profile.getByRole('button', { name: 'Save name' }));

    expect(await screen.findByText(NAME_SAVED)).toBeInTheDocument();
    expect(sent('member_update')).toEqual([{ request: 'member_update', tag: 'name', name: 'Frankie F. Fan' }]);
    expect(useSessionStore.getState().user?.name).toBe('Frankie F. Fan');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').user.name).toBe('Frankie F. Fan');
  });

  it('refuses a name outside the spec 000 §5 format without asking the server', async () => {
    signIn();
    const { sent } = api();
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const profile = await section('Profile');
    await user.clear(profile.getByLabelText('Name'));
    await user.type(profile.getByLabelText('Name'), 'R2-D2');
    await user.click(profile.getByRole('button', { name: 'Save name' }));

    expect(profile.getByText(NAME_FORMAT)).toBeInTheDocument();
    expect(sent('member_update')).toHaveLength(0);
  });

  it('changes an existing username with update_username', async () => {
    signIn(makeUser({ username: 'frankie' }));
    const { sent } = api({ update_username: ok({ user: makeUser({ username: 'frankie-fan' }) }) });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const profile = await section('Profile');
    await user.clear(profile.getByLabelText(/^Username/));
    await user.type(profile.getByLabelText(/^Username/), 'frankie-fan');
    await user.click(profile.getByRole('button', { name: 'Change username' }));

    expect(await screen.findByText(USERNAME_SAVED)).toBeInTheDocument();
    expect(sent('update_username')).toEqual([{ request: 'update_username', username: 'frankie-fan' }]);
    expect(useSessionStore.getState().user?.username).toBe('frankie-fan');
  });

  it('chooses a first username with set_username, and checks the format first', async () => {
    signIn(makeUser({ username: null }));
    const { sent } = api({ set_username: ok({ user: makeUser({ username: 'frankie' }) }) });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const profile = await section('Profile');
    const field = profile.getByLabelText(/^Username/);
    await user.type(field, 'frankie fan!');
    await user.click(profile.getByRole('button', { name: 'Set username' }));
    expect(profile.getByText(USERNAME_FORMAT)).toBeInTheDocument();
    expect(sent('set_username')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'frankie');
    await user.click(profile.getByRole('button', { name: 'Set username' }));
    await waitFor(() => expect(sent('set_username')).toEqual([{ request: 'set_username', username: 'frankie' }]));
    expect(await screen.findByText(USERNAME_SAVED)).toBeInTheDocument();
  });
});

describe('settings: email change', () => {
  it("sends request_update_username(new_email), then says 'Check your email'", async () => {
    signIn();
    const { sent } = api({ request_update_username: ok({ success: true, message: CHECK_YOUR_EMAIL }) });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const email = await section('Email');
    expect(email.getByText('fan@example.com')).toBeInTheDocument();
    await user.type(email.getByLabelText('New email address'), 'not-an-address');
    await user.click(email.getByRole('button', { name: 'Send link' }));
    expect(email.getByText(INVALID_EMAIL)).toBeInTheDocument();
    expect(sent('request_update_username')).toHaveLength(0);

    await user.clear(email.getByLabelText('New email address'));
    await user.type(email.getByLabelText('New email address'), ' New@Example.com ');
    await user.click(email.getByRole('button', { name: 'Send link' }));

    expect(await email.findByRole('status')).toHaveTextContent(CHECK_YOUR_EMAIL);
    expect(sent('request_update_username')).toEqual([
      { request: 'request_update_username', new_email: 'New@Example.com' },
    ]);
  });
});

describe('settings: password change', () => {
  it('sends member_update (tag password) with curr_password and new_password', async () => {
    signIn();
    const { sent } = api({ member_update: ok({ user: makeUser() }) });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const password = await section('Password');
    await user.type(password.getByLabelText('Current password'), 'demo-pass-2026');
    await user.type(password.getByLabelText(/^New password/), 'violet-harbor-lantern');
    await user.type(password.getByLabelText('Confirm new password'), 'violet-harbor-lantern');
    await user.click(password.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByText(PASSWORD_CHANGED)).toBeInTheDocument();
    expect(sent('member_update')).toEqual([
      {
        request: 'member_update',
        tag: 'password',
        curr_password: 'demo-pass-2026',
        new_password: 'violet-harbor-lantern',
      },
    ]);
    expect(password.getByLabelText('Current password')).toHaveValue('');
  });

  it('lets a member who signed up with a social account set a first password, with no current one', async () => {
    signIn(makeUser({ has_password: false }));
    const { sent } = api({ member_update: ok({ user: makeUser({ has_password: true }) }) });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const password = await section('Password');
    expect(password.getByText(PASSWORD_NONE_YET)).toBeInTheDocument();
    expect(password.queryByLabelText('Current password')).not.toBeInTheDocument();
    await user.type(password.getByLabelText(/^New password/), 'violet-harbor-lantern');
    await user.type(password.getByLabelText('Confirm new password'), 'violet-harbor-lantern');
    await user.click(password.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText(PASSWORD_SET)).toBeInTheDocument();
    expect(sent('member_update')).toEqual([
      { request: 'member_update', tag: 'password', new_password: 'violet-harbor-lantern' },
    ]);
    // Now there is one: changing it asks for it.
    expect(await password.findByLabelText('Current password')).toBeInTheDocument();
  });

  it("shows the server's message for a wrong current password, as a notice and under the field", async () => {
    signIn();
    api({ member_update: fail(400, WRONG_CURRENT_PASSWORD, 'curr_password') });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const password = await section('Password');
    await user.type(password.getByLabelText('Current password'), 'wrong-one');
    await user.type(password.getByLabelText(/^New password/), 'violet-harbor-lantern');
    await user.type(password.getByLabelText('Confirm new password'), 'violet-harbor-lantern');
    await user.click(password.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(screen.getAllByText(WRONG_CURRENT_PASSWORD)).toHaveLength(2));
  });

  it('checks the new password twice before sending', async () => {
    signIn();
    const { sent } = api();
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const password = await section('Password');
    await user.type(password.getByLabelText('Current password'), 'demo-pass-2026');
    await user.type(password.getByLabelText(/^New password/), 'violet-harbor-lantern');
    await user.type(password.getByLabelText('Confirm new password'), 'violet-harbor-lanterns');
    await user.click(password.getByRole('button', { name: 'Change password' }));

    expect(password.getByText(PASSWORDS_DO_NOT_MATCH)).toBeInTheDocument();
    expect(sent('member_update')).toHaveLength(0);
  });
});

describe('settings: phone with verification', () => {
  it("refuses a bad number with 'Invalid Phone Number' and sends nothing", async () => {
    signIn();
    const { sent } = api();
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const phone = await section('Phone');
    await user.type(phone.getByLabelText('Phone number'), '555-01');
    await user.click(phone.getByRole('button', { name: 'Send code' }));
    expect(phone.getByText(INVALID_PHONE_NUMBER)).toBeInTheDocument();
    expect(sent('auth_send_phone_token')).toHaveLength(0);
  });

  it('sends a code, checks its length, verifies it and stores the verified phone', async () => {
    signIn();
    const { sent } = api({
      auth_send_phone_token: ok({ message: 'A verification code was sent to •••••••0134.', srv_sid: 'sid-77' }),
      auth_verify_phone_code: ok({ message: PHONE_VERIFIED, phone: '+14155550134' }),
    });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const phone = await section('Phone');
    await user.type(phone.getByLabelText('Phone number'), '(415) 555-0134');
    await user.click(phone.getByRole('radio', { name: 'Phone call' }));
    await user.click(phone.getByRole('button', { name: 'Send code' }));

    expect(await phone.findByText('A verification code was sent to •••••••0134.')).toBeInTheDocument();
    expect(sent('auth_send_phone_token')).toEqual([
      { request: 'auth_send_phone_token', phone: '(415) 555-0134', method: 'call' },
    ]);

    // spec 000 §5: verify codes are 5 to 15 characters.
    await user.type(phone.getByLabelText('Verification code'), '1234');
    await user.click(phone.getByRole('button', { name: 'Verify' }));
    expect(phone.getByText(PHONE_CODE_LENGTH_MESSAGE)).toBeInTheDocument();
    expect(sent('auth_verify_phone_code')).toHaveLength(0);

    await user.type(phone.getByLabelText('Verification code'), '56');
    await user.click(phone.getByRole('button', { name: 'Verify' }));

    expect(await screen.findByText(PHONE_VERIFIED)).toBeInTheDocument();
    expect(sent('auth_verify_phone_code')).toEqual([
      { request: 'auth_verify_phone_code', phone: '(415) 555-0134', code: '123456', srv_sid: 'sid-77' },
    ]);
    expect(useSessionStore.getState().user?.phone).toBe('+14155550134');
    expect(phone.getByText('+14155550134')).toBeInTheDocument();
  });

  it("shows the server's message when the code is wrong and keeps the code step", async () => {
    signIn();
    api({
      auth_send_phone_token: ok({ message: 'Sent.', srv_sid: 'sid-1' }),
      auth_verify_phone_code: fail(
        400,
        'That verification code is not correct. Please check it and try again.',
        'code',
      ),
    });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const phone = await section('Phone');
    await user.type(phone.getByLabelText('Phone number'), '4155550134');
    await user.click(phone.getByRole('button', { name: 'Send code' }));
    await user.type(await phone.findByLabelText('Verification code'), '000000');
    await user.click(phone.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(screen.getAllByText(/verification code is not correct/)).toHaveLength(2));
    expect(phone.getByLabelText('Verification code')).toBeInTheDocument();
    expect(useSessionStore.getState().user?.phone).toBeNull();
  });
});

describe('settings: Social Login', () => {
  it('lists connected and connectable providers, and switches login on with set_social_login', async () => {
    signIn();
    const { sent } = api({
      set_social_login: ok({
        providers: PROVIDERS.map((p) => (p.provider === 'facebook' ? { ...p, login_enabled: true } : p)),
      }),
    });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const social = await section('Social Login');
    const facebook = await social.findByRole('switch', { name: 'Log in with Facebook' });
    expect(social.getByText('Connected as frankie@social.example')).toBeInTheDocument();
    expect(facebook).not.toBeChecked();
    expect(social.getByRole('switch', { name: 'Log in with YouTube' })).not.toBeChecked();
    // Not connected and not connectable from here (spec 000 §2.5: Apple only in production builds).
    expect(social.queryByRole('switch', { name: 'Log in with Apple' })).not.toBeInTheDocument();
    expect(social.queryByRole('switch', { name: 'Log in with Twitter' })).not.toBeInTheDocument();

    await user.click(facebook);

    expect(await screen.findByText(socialLoginEnabledMessage('Facebook', true))).toBeInTheDocument();
    expect(sent('set_social_login')).toEqual([{ request: 'set_social_login', provider: 'facebook', enabled: true }]);
    expect(social.getByRole('switch', { name: 'Log in with Facebook' })).toBeChecked();
  });

  it('turning on a provider that is not connected goes to its authorize page first', async () => {
    signIn();
    const { sent } = api({ get_social_authorize_url: ok({ url: 'http://127.0.0.1/dev/oauth/youtube/authorize?x=1' }) });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const social = await section('Social Login');
    await user.click(await social.findByRole('switch', { name: 'Log in with YouTube' }));

    await waitFor(() =>
      expect(assignLocation).toHaveBeenCalledWith('http://127.0.0.1/dev/oauth/youtube/authorize?x=1'),
    );
    const [body] = sent('get_social_authorize_url');
    const nonce = useSessionStore.getState().fbNonce;
    expect(body).toEqual({
      request: 'get_social_authorize_url',
      provider: 'youtube',
      redirect_uri: `${window.location.origin}/dash/settings`,
      state: `connect:youtube:${nonce}`,
    });
    expect(nonce).toMatch(/^[A-Za-z0-9]{32}$/);
  });

  it('back from the provider: exchanges the code and connects the identity with login on', async () => {
    signIn();
    useSessionStore.getState().setHandOff({ fbNonce: 'n'.repeat(32) });
    const connected = PROVIDERS.map((p) =>
      p.provider === 'youtube' ? { ...p, connected: true, login_enabled: true } : p,
    );
    const { sent } = api({
      get_youtube_token: ok({
        provider: 'youtube',
        token: 't'.repeat(40),
        email: 'fan@example.com',
        name: null,
        is_registered: true,
      }),
      social_media_connect: ok({ status: 'connected', is_registered: true, providers: connected }),
    });
    const { router } = renderApp(`/dash/settings?code=sandbox-code&state=connect:youtube:${'n'.repeat(32)}`);

    expect(await screen.findByText(socialConnectedMessage('YouTube'))).toBeInTheDocument();
    expect(sent('get_youtube_token')).toEqual([
      { request: 'get_youtube_token', code: 'sandbox-code', redirect_uri: `${window.location.origin}/dash/settings` },
    ]);
    expect(sent('social_media_connect')).toEqual([
      { request: 'social_media_connect', company: 'youtube', id: 't'.repeat(40), login: true },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(useSessionStore.getState().fbNonce).toBeNull();
    const social = await section('Social Login');
    await waitFor(() => expect(social.getByRole('switch', { name: 'Log in with YouTube' })).toBeChecked());
  });

  it('back from the platform vendor (its form post, turned into the query by the server): connects it too', async () => {
    signIn();
    useSessionStore.getState().setHandOff({ fbNonce: 'n'.repeat(32) });
    const connected = PROVIDERS.map((p) =>
      p.provider === 'apple' ? { ...p, connected: true, login_enabled: true } : p,
    );
    const { sent } = api({
      get_apple_access_token: ok({
        provider: 'apple',
        token: 'a'.repeat(40),
        email: 'fan@example.com',
        name: null,
        is_registered: true,
        unregistered: false,
      }),
      social_media_connect: ok({ status: 'connected', is_registered: true, providers: connected }),
    });
    renderApp(`/dash/settings?code=vendor-code&state=connect:apple:${'n'.repeat(32)}`);

    expect(await screen.findByText(socialConnectedMessage('Apple'))).toBeInTheDocument();
    expect(sent('get_apple_access_token')).toEqual([
      {
        request: 'get_apple_access_token',
        code: 'vendor-code',
        redirect_uri: `${window.location.origin}/dash/settings`,
      },
    ]);
    expect(sent('social_media_connect')).toEqual([
      { request: 'social_media_connect', company: 'apple', id: 'a'.repeat(40), login: true },
    ]);
  });

  it('offers the platform vendor in production builds only, as the sign-in modal does', () => {
    expect(connectableProviders(true)).toContain('apple');
    expect(connectableProviders(false)).not.toContain('apple');
  });

  it('refuses a return whose state this browser did not send', async () => {
    signIn();
    useSessionStore.getState().setHandOff({ fbNonce: 'n'.repeat(32) });
    const { sent } = api();
    renderApp(`/dash/settings?code=planted&state=connect:youtube:${'x'.repeat(32)}`);

    expect(await screen.findByText(SOCIAL_CONNECT_EXPIRED)).toBeInTheDocument();
    expect(sent('get_youtube_token')).toHaveLength(0);
    expect(sent('social_media_connect')).toHaveLength(0);
  });
});

describe('settings: deactivate and delete', () => {
  it('deactivates after confirming, then logs the member out with the notice', async () => {
    signIn();
    const { sent } = api({ deactivate_account: ok({ success: true, message: ACCOUNT_DEACTIVATED_DONE }) });
    const user = userEvent.setup();
    const { router } = renderApp('/dash/settings');

    const status = await section('Deactivate or delete your account');
    await user.click(status.getByRole('button', { name: 'Deactivate Account' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Deactivate Account' }));
    expect(dialog.getByText(DEACTIVATE_CONFIRM)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Deactivate' }));

    expect(await screen.findByText(ACCOUNT_DEACTIVATED_DONE)).toBeInTheDocument();
    expect(sent('deactivate_account')).toEqual([{ request: 'deactivate_account' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // Sent home as a visitor, not to the sign-in modal.
    expect(screen.queryByRole('form', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('Cancel keeps the account', async () => {
    signIn();
    const { sent } = api();
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const status = await section('Deactivate or delete your account');
    await user.click(status.getByRole('button', { name: 'Deactivate Account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(sent('deactivate_account')).toHaveLength(0);
    expect(useSessionStore.getState().user).not.toBeNull();
  });

  it("requests deletion after confirming, then says 'Check your email'", async () => {
    signIn();
    const { sent } = api({ request_delete_account: ok({ success: true, message: CHECK_YOUR_EMAIL }) });
    const user = userEvent.setup();
    renderApp('/dash/settings');

    const status = await section('Deactivate or delete your account');
    await user.click(status.getByRole('button', { name: 'Delete Account' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete Account' })).getByRole('button', {
        name: 'Email me the link',
      }),
    );

    expect(await status.findByRole('status')).toHaveTextContent(CHECK_YOUR_EMAIL);
    expect(sent('request_delete_account')).toEqual([{ request: 'request_delete_account' }]);
    expect(useSessionStore.getState().user).not.toBeNull();
  });
});
