import {
  ACCOUNT_DEACTIVATED,
  CHECK_YOUR_EMAIL,
  CONFIRM_YOUR_EMAIL,
  INVALID_EMAIL,
  invalidEmailMessage,
  LOGIN_MISSING_BOTH,
  LOGIN_MISSING_EMAIL,
  LOGIN_MISSING_PASSWORD,
  REACTIVATE_TITLE,
  TERMS_REJECTED,
} from '@stagepass/domain/accounts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../../../lib/navigation';
import type * as Navigation from '../../../lib/navigation';
import { useSessionStore } from '../../../store/session-store';
import { callsTo, jsonResponse, makeUser, mockApi, mockFetch, sentBody } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { rememberEventBeforeLogin } from '../lib/pending-event';
import { loadDraft } from '../lib/registration-storage';

vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  assignLocation: vi.fn(),
  openServerRoot: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(assignLocation).mockClear();
  sessionStorage.clear();
});

// The modal and its forms are loaded lazily; the first load in a file can take a while.
// Pages are lazily loaded; the first load of each in a file can take seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 5000 };

async function openSignIn(path = '/?openSignUpModal=login') {
  const app = renderApp(path);
  const form = await screen.findByRole('form', { name: 'Sign In' }, slow);
  return { ...app, form: within(form) };
}

async function signIn(form: Awaited<ReturnType<typeof openSignIn>>['form'], email = 'fan@example.com') {
  const user = userEvent.setup();
  await user.type(form.getByLabelText('Email'), email);
  await user.type(form.getByLabelText('Password'), 'correct horse{Enter}');
  return user;
}

const TERMS_HTML =
  '<html><body><header>Site</header><main><h1>Terms of Service</h1><p>Be kind.</p></main></body></html>';
const PRIVACY_HTML = '<html><body><main><h1>Privacy Policy</h1><p>We keep little.</p></main></body></html>';

describe('sign-in modal', () => {
  it.each([
    ['', '', LOGIN_MISSING_BOTH],
    ['fan@example.com', '', LOGIN_MISSING_PASSWORD],
    ['', 'secret-pass', LOGIN_MISSING_EMAIL],
  ])('email %j and password %j: shows "%s" and sends nothing', async (email, password, message) => {
    const fetchMock = mockFetch(jsonResponse(500, {}));
    const user = userEvent.setup();
    const { form } = await openSignIn();

    if (email) await user.type(form.getByLabelText('Email'), email);
    if (password) await user.type(form.getByLabelText('Password'), password);
    await user.click(form.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs a fan in with Enter, stores the session and opens /dash/user-dashboard', async () => {
    const fan = makeUser({ name: 'Frankie Fan' });
    const fetchMock = mockFetch(jsonResponse(200, { data: { session: 'sess-1', user: fan, active: true } }));
    const { form, router } = await openSignIn();

    await signIn(form, ' fan@example.com ');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/user-dashboard'));
    expect(sentBody(fetchMock)).toEqual({
      request: 'login',
      username: 'fan@example.com',
      password: 'correct horse',
      attempts: 1,
    });
    expect(useSessionStore.getState()).toMatchObject({ session: 'sess-1', user: fan });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ session: 'sess-1' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Sign In' })).not.toBeInTheDocument());
  });

  it('sends a creator to /dash/celeb-dashboard', async () => {
    const creator = makeUser({ is_specialist: true, is_user: false, name: 'Cass Creator' });
    mockFetch(jsonResponse(200, { data: { session: 'sess-2', user: creator, active: true } }));
    const { form, router } = await openSignIn();

    await signIn(form, 'cass@example.com');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/celeb-dashboard'));
  });

  it('a plain user who stored an event before login goes back to that page, and the id is cleared', async () => {
    rememberEventBeforeLogin(42, '/auth/sms-consent');
    mockFetch(jsonResponse(200, { data: { session: 'sess-3', user: makeUser(), active: true } }));
    const { form, router } = await openSignIn('/auth/sms-consent?openSignUpModal=login');

    await signIn(form);

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/sms-consent'));
    expect(useSessionStore.getState().session).toBe('sess-3');
    expect(sessionStorage.getItem('event-before-login')).toBeNull();
  });

  it('a business with a stored event still goes to its dashboard, and the id is cleared', async () => {
    rememberEventBeforeLogin(42, '/auth/sms-consent');
    const business = makeUser({ is_business: true, is_user: false });
    mockFetch(jsonResponse(200, { data: { session: 'sess-4', user: business, active: true } }));
    const { form, router } = await openSignIn();

    await signIn(form, 'bea@example.com');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/business-dashboard'));
    expect(sessionStorage.getItem('event-before-login')).toBeNull();
  });

  it("shows the server's message when sign-in fails and stays logged out", async () => {
    mockFetch(
      jsonResponse(401, { message: 'The email or password you entered is incorrect.', code: 'INVALID_CREDENTIALS' }),
    );
    const { form, router } = await openSignIn();

    await signIn(form);

    expect(await screen.findByText('The email or password you entered is incorrect.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(useSessionStore.getState().user).toBeNull();
    expect(screen.getByRole('form', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the unknown-error text when the server gives no message', async () => {
    mockFetch(jsonResponse(500, {}));
    const { form } = await openSignIn();
    await signIn(form);
    expect(await screen.findByText('Unknown Server Error. Please try again')).toBeInTheDocument();
  });

  it("a deactivated account gets 'Reactivate Account?'; Reactivate emails a link and says 'Check your email'", async () => {
    const fetchMock = mockApi({
      login: jsonResponse(403, { message: ACCOUNT_DEACTIVATED, code: 'ACCOUNT_DEACTIVATED' }),
      reactivate_account: jsonResponse(200, { data: { success: true, message: 'Sent' } }),
    });
    const { form } = await openSignIn();

    const user = await signIn(form, 'gone@example.com');

    const dialog = within(await screen.findByRole('dialog', { name: REACTIVATE_TITLE }));
    expect(dialog.getByText(ACCOUNT_DEACTIVATED)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Reactivate' }));

    expect(await screen.findByRole('dialog', { name: CHECK_YOUR_EMAIL })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'reactivate_account')[0]?.body).toEqual({
      request: 'reactivate_account',
      email: 'gone@example.com',
    });
    expect(useSessionStore.getState().user).toBeNull();
  });

  describe("terms not accepted ('show-terms')", () => {
    function termsApi() {
      const pending = makeUser({ terms_accepted: false });
      return mockApi({
        login: jsonResponse(200, { data: { session: 'pending-sess', user: pending, active: true } }),
        terms_accepted: jsonResponse(200, { data: { terms_accepted: true } }),
        logout: jsonResponse(200, { data: { success: true } }),
        '/terms.html': new Response(TERMS_HTML, { status: 200 }),
        '/privacy.html': new Response(PRIVACY_HTML, { status: 200 }),
      });
    }

    it('opens the Terms and Privacy modal with both documents, and logs nobody in yet', async () => {
      termsApi();
      const { form } = await openSignIn();
      const user = await signIn(form);

      const dialog = within(await screen.findByRole('dialog', { name: 'Our Terms and Privacy Policy' }));
      expect(await dialog.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
      // Only the document's <main> is shown, not its page chrome.
      expect(dialog.queryByText('Site')).not.toBeInTheDocument();
      await user.click(dialog.getByRole('tab', { name: 'Privacy Policy' }));
      expect(await dialog.findByText('We keep little.')).toBeInTheDocument();
      expect(useSessionStore.getState().session).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    });

    it('Agree records acceptance with the pending session, then completes the login', async () => {
      const fetchMock = termsApi();
      const { form, router } = await openSignIn();
      const user = await signIn(form);

      const dialog = within(await screen.findByRole('dialog', { name: 'Our Terms and Privacy Policy' }));
      await user.click(dialog.getByRole('button', { name: 'Agree' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/dash/user-dashboard'));
      const [call] = callsTo(fetchMock, 'terms_accepted');
      expect(call?.headers.authorization).toBe('Bearer pending-sess');
      expect(useSessionStore.getState()).toMatchObject({ session: 'pending-sess', user: { terms_accepted: true } });
    });

    it('Reject shows the spec message, ends the unused session and logs nobody in', async () => {
      const fetchMock = termsApi();
      const { form, router } = await openSignIn();
      const user = await signIn(form);

      const dialog = within(await screen.findByRole('dialog', { name: 'Our Terms and Privacy Policy' }));
      await user.click(dialog.getByRole('button', { name: 'Reject' }));

      expect(await screen.findByText(TERMS_REJECTED)).toBeInTheDocument();
      expect(callsTo(fetchMock, 'terms_accepted')).toHaveLength(0);
      await waitFor(() => expect(callsTo(fetchMock, 'logout')[0]?.headers.authorization).toBe('Bearer pending-sess'));
      expect(useSessionStore.getState().user).toBeNull();
      expect(router.state.location.pathname).toBe('/');
    });

    it('offers a link when a document cannot be loaded', async () => {
      const pending = makeUser({ terms_accepted: false });
      mockApi({ login: jsonResponse(200, { data: { session: 's', user: pending, active: true } }) });
      const { form } = await openSignIn();
      await signIn(form);

      const dialog = within(await screen.findByRole('dialog', { name: 'Our Terms and Privacy Policy' }));
      expect(await dialog.findByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms.html');
    });
  });

  it("has a 'Forgot your password' link", async () => {
    const { form } = await openSignIn();
    expect(form.getByRole('link', { name: 'Forgot your password' })).toHaveAttribute('href', '/auth/forgot-password');
  });

  it('opens from the top bar buttons through route state', async () => {
    const user = userEvent.setup();
    renderApp('/');

    await user.click((await screen.findAllByRole('button', { name: 'Log In' }))[0]!);
    expect(await screen.findByRole('form', { name: 'Sign In' }, slow)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('opens from /auth/login and closes again', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/auth/login');

    expect(await screen.findByRole('form', { name: 'Sign In' }, slow)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');

    await user.click(within(screen.getByRole('dialog', { name: 'Welcome' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Sign In' })).not.toBeInTheDocument());
  });

  it('opens on the Sign Up panel from /auth/register', async () => {
    renderApp('/auth/register');
    expect(await screen.findByRole('form', { name: 'Sign Up' }, slow)).toBeInTheDocument();
  });

  it("keeps the affiliate code of an affiliate's sign-up link for the registration form", async () => {
    renderApp('/auth/register?affiliate_code=tala7kq2');
    expect(await screen.findByRole('form', { name: 'Sign Up' }, slow)).toBeInTheDocument();
    expect(loadDraft().affiliate_code).toBe('TALA7KQ2');
  });

  it('ignores a sign-up link whose code cannot be one', async () => {
    renderApp('/auth/register?affiliate_code=%3Cscript%3E');
    expect(await screen.findByRole('form', { name: 'Sign Up' }, slow)).toBeInTheDocument();
    expect(loadDraft().affiliate_code).toBeUndefined();
  });

  it('sends a logged-in visitor to their dashboard instead of opening', async () => {
    useSessionStore.getState().signIn({
      session: 'tok',
      user: makeUser({ is_business: true, is_user: false, name: 'Bea Business' }),
    });
    const { router } = renderApp('/?openSignUpModal=login');

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/business-dashboard'));
    expect(screen.queryByRole('form', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('on extra-small screens shows one panel at a time with a toggle', async () => {
    const realMatchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...realMatchMedia(query), matches: true })) as typeof window.matchMedia;
    try {
      const user = userEvent.setup();
      await openSignIn();
      expect(screen.queryByRole('form', { name: 'Sign Up' })).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Create an account' }));
      expect(await screen.findByRole('form', { name: 'Sign Up' })).toBeInTheDocument();
      expect(screen.queryByRole('form', { name: 'Sign In' })).not.toBeInTheDocument();
    } finally {
      window.matchMedia = realMatchMedia;
    }
  });
});

describe('sign-up panel', () => {
  async function openSignUp() {
    renderApp('/?openSignUpModal=register');
    return within(await screen.findByRole('form', { name: 'Sign Up' }, slow));
  }

  it("a valid email sends request_registration, shows 'Confirm your Email Address' and clears the field", async () => {
    const fetchMock = mockApi({
      request_registration: jsonResponse(200, { data: { success: true, message: 'Sent' } }),
    });
    const user = userEvent.setup();
    const form = await openSignUp();

    await user.type(form.getByLabelText('Email'), ' new@example.com {Enter}');

    const dialog = await screen.findByRole('dialog', { name: CONFIRM_YOUR_EMAIL });
    expect(within(dialog).getByText(/new@example\.com/)).toBeInTheDocument();
    expect(callsTo(fetchMock, 'request_registration')[0]?.body).toEqual({
      request: 'request_registration',
      email: 'new@example.com',
    });
    expect(form.getByLabelText('Email')).toHaveValue('');
  });

  it("an invalid email shows the 'Invalid Email Address' dialog and sends nothing", async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    const form = await openSignUp();

    await user.type(form.getByLabelText('Email'), 'not-an-email{Enter}');

    const dialog = await screen.findByRole('dialog', { name: INVALID_EMAIL });
    expect(within(dialog).getByText(invalidEmailMessage('not-an-email'))).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("the server's refusal is shown and the field is kept", async () => {
    mockApi({ request_registration: jsonResponse(429, { message: 'Slow down.', code: 'TOO_MANY_REQUESTS' }) });
    const user = userEvent.setup();
    const form = await openSignUp();
    await user.type(form.getByLabelText('Email'), 'new@example.com{Enter}');
    expect(await screen.findByText('Slow down.')).toBeInTheDocument();
    expect(form.getByLabelText('Email')).toHaveValue('new@example.com');
  });
});

describe('social buttons (spec 000 §2.5)', () => {
  it('offer the video-sharing and general social networks; the platform-vendor one only in production', async () => {
    const { form } = await openSignIn();
    expect(form.getByRole('button', { name: 'Sign in with YouTube' })).toBeInTheDocument();
    expect(form.getByRole('button', { name: 'Sign in with Facebook' })).toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Sign in with Apple' })).not.toBeInTheDocument();
    const { signInProviders } = await import('../lib/social-state');
    expect(signInProviders(true)).toEqual(['youtube', 'facebook', 'apple']);
  });

  it("go to the provider's authorize page with a state carrying a nonce kept in fb-nonce", async () => {
    const fetchMock = mockApi({
      get_social_authorize_url: jsonResponse(200, { data: { url: 'http://idp.test/authorize?x=1' } }),
    });
    const user = userEvent.setup();
    const { form } = await openSignIn();

    await user.click(form.getByRole('button', { name: 'Sign in with Facebook' }));

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('http://idp.test/authorize?x=1'));
    const body = callsTo(fetchMock, 'get_social_authorize_url')[0]?.body;
    const nonce = localStorage.getItem('fb-nonce');
    expect(nonce).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(body).toEqual({
      request: 'get_social_authorize_url',
      provider: 'facebook',
      redirect_uri: `${window.location.origin}/auth/login`,
      state: `login:facebook:${nonce}`,
    });
  });

  it('the Sign Up panel starts a register round trip', async () => {
    const fetchMock = mockApi({ get_social_authorize_url: jsonResponse(200, { data: { url: 'http://idp.test/a' } }) });
    const user = userEvent.setup();
    renderApp('/?openSignUpModal=register');
    const form = within(await screen.findByRole('form', { name: 'Sign Up' }, slow));
    await user.click(form.getByRole('button', { name: 'Sign up with YouTube' }));
    await waitFor(() => expect(assignLocation).toHaveBeenCalled());
    expect(String(callsTo(fetchMock, 'get_social_authorize_url')[0]?.body.state)).toMatch(/^register:youtube:/);
  });
});
