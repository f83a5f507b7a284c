import { INVALID_PHONE_NUMBER } from '@stagepass/domain/phone-numbers';
import {
  ACCOUNT_TYPE_REQUIRED,
  NO_BUSINESS_DATA_HINT,
  PHONE_STEP_TITLES,
  REGISTRATION_NEEDS_PROOF,
} from '@stagepass/domain/account-flows';
import { PASSWORD_TOO_SHORT, TERMS_REJECTED } from '@stagepass/domain/accounts';
import { BUSINESS_NOT_FOUND, PHONE_CODE_WRONG } from '@stagepass/domain/phone';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { assignLocation } from '../../../lib/navigation';
import type * as Navigation from '../../../lib/navigation';
import { useSessionStore } from '../../../store/session-store';
import { callsTo, jsonResponse, makeUser, mockApi } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

vi.mock('../../../lib/navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof Navigation>()),
  assignLocation: vi.fn(),
}));

vi.setConfig({ testTimeout: 20_000 });
const slow = { timeout: 5000 };

const PLACE = {
  formatted_address: 'San Francisco, California, US',
  latitude: 37.7749,
  longitude: -122.4194,
  locality: 'San Francisco',
  administrative_area: 'California',
  sub_administrative_area: 'San Francisco County',
  country: 'US',
  time_zone: 'America/Los_Angeles',
};

const BUSINESS = {
  id: 'the-velvet-lantern',
  name: 'The Velvet Lantern',
  phone: '+14155550123',
  display_phone: '(415) 555-0123',
  address: '2170 Mission St, San Francisco, CA 94110',
  locality: 'San Francisco',
  administrative_area: 'CA',
  postal_code: '94110',
  country: 'US',
  latitude: 37.7623,
  longitude: -122.4194,
  rating: 4,
  review_count: 587,
  url: null,
  image_url: null,
  categories: ['Jazz & Blues'],
};

const created = (accType: Record<string, boolean> = {}) =>
  jsonResponse(200, {
    data: {
      session: 'new-sess',
      user: makeUser({ email: 'new@example.com', name: 'Nova New', ...accType }),
      active: true,
    },
  });

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(assignLocation).mockClear();
});

function emailRegistration() {
  sessionStorage.setItem('registration-token', 'reg-token-1');
  useSessionStore.getState().setHandOff({ authEmail: 'new@example.com' });
}

async function openPage() {
  const user = userEvent.setup();
  const app = renderApp('/auth/register-page');
  const form = within(await screen.findByRole('form', { name: 'Create your account' }, slow));
  return { ...app, user, form };
}

function card(name: string) {
  return within(screen.getByRole('group', { name }));
}

describe('/auth/register-page (spec 000 §2.7, §3)', () => {
  it('without a confirmed email or social sign-in, sends the visitor to sign up first', async () => {
    mockApi({});
    const user = userEvent.setup();
    renderApp('/auth/register-page');
    expect(await screen.findByText(REGISTRATION_NEEDS_PROOF, {}, slow)).toBeInTheDocument();
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('form', { name: 'Sign Up' }, slow)).toBeInTheDocument();
  });

  it('creates the account from the draft, geocoded, with the email proof, and opens /dash/welcome', async () => {
    emailRegistration();
    const api = mockApi({
      geocode_address: jsonResponse(200, { data: { results: [PLACE] } }),
      create_user: created({ is_specialist: true, is_user: false }),
    });
    const { user, form, router } = await openPage();

    // The confirmed email is prefilled and locked.
    expect(form.getByLabelText('Email')).toHaveValue('new@example.com');
    expect(form.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.type(form.getByLabelText('Name'), 'Nova New');
    await user.type(form.getByLabelText('Username'), 'nova_new');
    await user.type(form.getByLabelText('Address'), 'San Francisco');
    await user.click(form.getByRole('button', { name: 'Find address' }));
    await user.click(
      within(await form.findByRole('group', { name: 'Matching places' })).getByRole('button', {
        name: PLACE.formatted_address,
      }),
    );
    expect(form.getByLabelText('Located at')).toHaveTextContent('San Francisco, California, US (37.7749, -122.4194)');
    await user.type(form.getByLabelText('Password'), 'a-long-passphrase');
    await user.type(form.getByLabelText('Affiliate code'), 'AFF1');
    await user.click(card('Specialist').getByRole('button', { name: 'Select' }));
    expect(card('Specialist').getByRole('button', { name: 'Selected' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(form.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/welcome'), slow);
    expect(router.state.location.search).toBe('');
    expect(callsTo(api, 'create_user')[0]?.body).toEqual({
      request: 'create_user',
      userData: {
        email: 'new@example.com',
        name: 'Nova New',
        username: 'nova_new',
        password: 'a-long-passphrase',
        accType: 'specialist',
        address: PLACE.formatted_address,
        latitude: PLACE.latitude,
        longitude: PLACE.longitude,
        locality: 'San Francisco',
        administrative_area: 'California',
        sub_administrative_area: 'San Francisco County',
        country: 'US',
        affiliate_code: 'AFF1',
        registration_token: 'reg-token-1',
      },
    });
    expect(useSessionStore.getState().session).toBe('new-sess');
    // The saved registration data is gone.
    expect(localStorage.getItem('auth-email')).toBeNull();
    expect(sessionStorage.getItem('registration-token')).toBeNull();
  });

  it('goes to /dash/welcome?ad_success={ad id} when an ad id was stored, and uses it up', async () => {
    emailRegistration();
    useSessionStore.getState().setHandOff({ adId: 'ad-77' });
    mockApi({ create_user: created() });
    const { user, form, router } = await openPage();

    await user.type(form.getByLabelText('Name'), 'Nova New');
    await user.type(form.getByLabelText('Password'), 'a-long-passphrase');
    await user.click(card('Fan').getByRole('button', { name: 'Select' }));
    await user.click(form.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/welcome'), slow);
    expect(router.state.location.search).toBe('?ad_success=ad-77');
    expect(localStorage.getItem('ad_id')).toBeNull();
  });

  describe('the Terms, before the new member goes on (spec 000 §2.6, §4)', () => {
    async function registerWithoutTerms(extra: Parameters<typeof mockApi>[0] = {}) {
      emailRegistration();
      const api = mockApi({ create_user: created({ terms_accepted: false }), ...extra });
      const page = await openPage();
      await page.user.type(page.form.getByLabelText('Name'), 'Nova New');
      await page.user.type(page.form.getByLabelText('Password'), 'a-long-passphrase');
      await page.user.click(card('Fan').getByRole('button', { name: 'Select' }));
      await page.user.click(page.form.getByRole('button', { name: 'Create account' }));
      const terms = within(await screen.findByRole('dialog', { name: 'Our Terms and Privacy Policy' }, slow));
      return { ...page, api, terms };
    }

    it('Agree records acceptance with the new session, then opens /dash/welcome', async () => {
      const { user, api, terms, router } = await registerWithoutTerms({
        terms_accepted: jsonResponse(200, { data: { success: true } }),
      });
      expect(useSessionStore.getState().user).toBeNull();
      await user.click(terms.getByRole('button', { name: 'Agree' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/dash/welcome'), slow);
      expect(callsTo(api, 'terms_accepted')).toHaveLength(1);
      expect(useSessionStore.getState().user).toMatchObject({ email: 'new@example.com', terms_accepted: true });
    });

    it('Reject shows the spec message, ends the new session and signs nobody in', async () => {
      const { user, api, terms, router } = await registerWithoutTerms({
        logout: jsonResponse(200, { data: { success: true } }),
      });
      await user.click(terms.getByRole('button', { name: 'Reject' }));
      expect(await screen.findByText(TERMS_REJECTED)).toBeInTheDocument();
      await waitFor(() => expect(router.state.location.pathname).toBe('/'), slow);
      expect(callsTo(api, 'logout')).toHaveLength(1);
      expect(useSessionStore.getState().user).toBeNull();
    });
  });

  it('checks the draft before sending: password length and an account type', async () => {
    emailRegistration();
    const api = mockApi({});
    const { user, form } = await openPage();

    await user.type(form.getByLabelText('Name'), 'Nova New');
    await user.type(form.getByLabelText('Password'), 'short');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(PASSWORD_TOO_SHORT)).toBeInTheDocument();

    await user.type(form.getByLabelText('Password'), '-but-longer-now');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(ACCOUNT_TYPE_REQUIRED)).toBeInTheDocument();
    expect(callsTo(api, 'create_user')).toHaveLength(0);
  });

  it('a social sign-up registers with the provider token; the password is optional', async () => {
    useSessionStore
      .getState()
      .setHandOff({ authEmail: 'sam@example.com', authSocial: 'youtube', authSocialToken: 'tok-123456789012345678' });
    const api = mockApi({ social_media_register: created() });
    const { user, form, router } = await openPage();

    expect(form.getByLabelText('Email')).toHaveValue('sam@example.com');
    await user.type(form.getByLabelText('Name'), 'Sam Social');
    await user.click(card('Fan').getByRole('button', { name: 'Select' }));
    await user.click(form.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dash/welcome'), slow);
    expect(callsTo(api, 'social_media_register')[0]?.body).toEqual({
      request: 'social_media_register',
      token: 'tok-123456789012345678',
      userData: { name: 'Sam Social', accType: 'user', email: 'sam@example.com' },
    });
    expect(localStorage.getItem('auth-socialToken')).toBeNull();
  });

  it('Business and Agency verify through LinkedIn first: the state carries the account type and a kept nonce', async () => {
    emailRegistration();
    const api = mockApi({ get_social_authorize_url: jsonResponse(200, { data: { url: 'http://idp.test/li' } }) });
    const { user, form } = await openPage();

    expect(card('Business').queryByRole('button', { name: 'Select' })).not.toBeInTheDocument();
    expect(card('Agency').queryByRole('button', { name: 'Verify by phone' })).not.toBeInTheDocument();
    await user.type(form.getByLabelText('Name'), 'Bea Business');
    await user.click(card('Agency').getByRole('button', { name: 'Verify with LinkedIn' }));

    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith('http://idp.test/li'));
    const nonce = localStorage.getItem('fb-nonce');
    expect(callsTo(api, 'get_social_authorize_url')[0]?.body).toEqual({
      request: 'get_social_authorize_url',
      provider: 'linkedin',
      redirect_uri: `${window.location.origin}/auth/confirm-account-page`,
      state: `agency:linkedin:${nonce}`,
    });
    // The draft survives the round trip.
    expect(JSON.parse(sessionStorage.getItem('registration-draft') ?? '{}')).toMatchObject({ name: 'Bea Business' });
  });

  it('the professional-network return verifies the account type and comes back to the filled form', async () => {
    emailRegistration();
    sessionStorage.setItem('registration-draft', JSON.stringify({ name: 'Bea Business', accType: 'user' }));
    useSessionStore.getState().setHandOff({ fbNonce: 'kept-nonce' });
    const api = mockApi({
      get_linkedin_access_token: jsonResponse(200, {
        data: {
          provider: 'linkedin',
          token: 'li-token-li-token-li-token',
          email: 'bea@example.com',
          name: 'Bea B',
          is_registered: false,
        },
      }),
      create_user: created({ is_business: true, is_user: false }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/auth/confirm-account-page?code=li-code&state=business:linkedin:kept-nonce');

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register-page'), slow);
    expect(callsTo(api, 'get_linkedin_access_token')[0]?.body).toEqual({
      request: 'get_linkedin_access_token',
      code: 'li-code',
      redirect_uri: `${window.location.origin}/auth/confirm-account-page`,
    });
    const form = within(await screen.findByRole('form', { name: 'Create your account' }, slow));
    expect(form.getByLabelText('Name')).toHaveValue('Bea Business');
    expect(card('Business').getByText('Verified with LinkedIn')).toBeInTheDocument();
    expect(card('Business').getByRole('button', { name: 'Selected' })).toBeInTheDocument();

    await user.type(form.getByLabelText('Password'), 'a-long-passphrase');
    await user.click(form.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(callsTo(api, 'create_user')[0]?.body).toMatchObject({
        userData: { accType: 'business', verification: { method: 'linkedin', token: 'li-token-li-token-li-token' } },
      }),
    );
  });

  it('a verification the server refuses is shown and offered again', async () => {
    emailRegistration();
    sessionStorage.setItem('registration-draft', JSON.stringify({ name: 'Bea Business', accType: 'agency' }));
    sessionStorage.setItem(
      'registration-verified',
      JSON.stringify({ accType: 'agency', method: 'linkedin', token: 'li-token-li-token-li-token', name: 'Bea B' }),
    );
    const message = 'Your LinkedIn verification has expired. Please verify your agency account again.';
    const api = mockApi({
      create_user: jsonResponse(400, { message, code: 'INVALID_INPUT', field: 'userData.verification' }),
    });
    const { user, form } = await openPage();
    expect(card('Agency').getByRole('button', { name: 'Selected' })).toBeInTheDocument();
    await user.type(form.getByLabelText('Password'), 'a-long-passphrase');
    await user.click(form.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(callsTo(api, 'create_user')[0]?.body).toMatchObject({
      userData: { accType: 'agency', verification: { method: 'linkedin', token: 'li-token-li-token-li-token' } },
    });
    await waitFor(() =>
      expect(card('Agency').getByRole('button', { name: 'Verify with LinkedIn' })).toBeInTheDocument(),
    );
    expect(card('Agency').queryByText('Verified with LinkedIn')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('registration-verified')).toBeNull();
  });

  it('a verification saved without its proof (older tab) is not trusted: verify again', async () => {
    emailRegistration();
    sessionStorage.setItem('registration-draft', JSON.stringify({ name: 'Bea Business', accType: 'business' }));
    sessionStorage.setItem(
      'registration-verified',
      JSON.stringify({ accType: 'business', method: 'linkedin', name: 'Bea B' }),
    );
    mockApi({});
    await openPage();
    expect(card('Business').getByRole('button', { name: 'Verify with LinkedIn' })).toBeInTheDocument();
    expect(card('Business').queryByRole('button', { name: 'Selected' })).not.toBeInTheDocument();
  });

  it('a professional-network return with a foreign state verifies nothing', async () => {
    emailRegistration();
    useSessionStore.getState().setHandOff({ fbNonce: 'kept-nonce' });
    const api = mockApi({});
    const { router } = renderApp('/auth/confirm-account-page?code=li-code&state=business:linkedin:other');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/register-page'), slow);
    expect(api).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('registration-verified')).toBeNull();
  });
});

describe('business verification by phone (spec 000 §4)', () => {
  async function openPhone(handlers: Parameters<typeof mockApi>[0]) {
    emailRegistration();
    const api = mockApi(handlers);
    const page = await openPage();
    await page.user.click(card('Business').getByRole('button', { name: 'Verify by phone' }));
    const dialog = () => within(screen.getByRole('dialog'));
    await screen.findByRole('dialog', { name: PHONE_STEP_TITLES.start });
    return { ...page, api, dialog };
  }

  async function sendCode(p: Awaited<ReturnType<typeof openPhone>>, phone = '415 555 0123') {
    await p.user.type(p.dialog().getByLabelText('Business phone number'), phone);
    await p.user.click(p.dialog().getByRole('button', { name: 'Send code' }));
  }

  async function enterCode(p: Awaited<ReturnType<typeof openPhone>>, code = '123456') {
    const input = await screen.findByLabelText('Verification code');
    await p.user.clear(input);
    await p.user.type(input, code);
    await p.user.click(p.dialog().getByRole('button', { name: 'Verify' }));
  }

  const sent = jsonResponse(200, { data: { message: 'A verification code was sent to ••••0123.', srv_sid: 'sid-1' } });
  const verified = jsonResponse(200, {
    data: { message: 'Your phone number has been verified.', phone: '+14155550123' },
  });

  it('start → sending → code entry → data lookup; the found business verifies and selects Business', async () => {
    const p = await openPhone({
      auth_send_phone_token: sent,
      auth_verify_phone_code: verified,
      get_yelp_data: jsonResponse(200, { data: { business: BUSINESS } }),
      create_user: created({ is_business: true, is_user: false }),
    });
    await sendCode(p);
    expect(await screen.findByRole('dialog', { name: PHONE_STEP_TITLES.code })).toBeInTheDocument();
    expect(screen.getByText('A verification code was sent to ••••0123.')).toBeInTheDocument();
    await enterCode(p);

    expect(await screen.findByRole('dialog', { name: PHONE_STEP_TITLES.found })).toBeInTheDocument();
    expect(screen.getByText('The Velvet Lantern')).toBeInTheDocument();
    await p.user.click(p.dialog().getByRole('button', { name: 'Use this business' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Business').getByText('Verified with phone')).toBeInTheDocument();
    expect(card('Business').getByRole('button', { name: 'Selected' })).toBeInTheDocument();
    // The listing's address fills an empty address.
    expect(p.form.getByLabelText('Address')).toHaveValue(BUSINESS.address);
    expect(callsTo(p.api, 'auth_send_phone_token')[0]?.body).toEqual({
      request: 'auth_send_phone_token',
      phone: '415 555 0123',
      method: 'sms',
    });
    expect(callsTo(p.api, 'auth_verify_phone_code')[0]?.body).toEqual({
      request: 'auth_verify_phone_code',
      phone: '415 555 0123',
      code: '123456',
      srv_sid: 'sid-1',
    });

    // The verified number (as the server normalised it) and the verification's srv_sid go with the
    // registration for the server to check.
    expect(JSON.parse(sessionStorage.getItem('registration-verified') ?? '{}')).toMatchObject({
      method: 'phone',
      phone: '+14155550123',
      srvSid: 'sid-1',
    });
    await p.user.type(p.form.getByLabelText('Name'), 'Velvet Owner');
    await p.user.type(p.form.getByLabelText('Password'), 'a-long-passphrase');
    await p.user.click(p.form.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(callsTo(p.api, 'create_user')[0]?.body).toMatchObject({
        userData: { accType: 'business', verification: { method: 'phone', phone: '+14155550123', srv_sid: 'sid-1' } },
      }),
    );
  });

  it("an invalid number says 'Invalid Phone Number' and sends nothing", async () => {
    const p = await openPhone({});
    await sendCode(p, '12');
    expect(await screen.findByText(INVALID_PHONE_NUMBER)).toBeInTheDocument();
    expect(callsTo(p.api, 'auth_send_phone_token')).toHaveLength(0);
  });

  it('a send failure shows the message and errorPhoneNumber; Back returns to phone entry', async () => {
    const p = await openPhone({
      auth_send_phone_token: jsonResponse(429, {
        message: 'Too many codes were sent to this number.',
        code: 'TOO_MANY_REQUESTS',
      }),
    });
    await sendCode(p);
    expect(await screen.findByRole('dialog', { name: PHONE_STEP_TITLES.errorPhoneNumber })).toBeInTheDocument();
    expect(screen.getByText('Too many codes were sent to this number.')).toBeInTheDocument();
    await p.user.click(p.dialog().getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: PHONE_STEP_TITLES.start })).toBeInTheDocument();
    expect(p.dialog().getByLabelText('Business phone number')).toHaveValue('415 555 0123');
  });

  it('a verify failure shows the message and errorVerifyCode; Back returns to code entry', async () => {
    const p = await openPhone({
      auth_send_phone_token: sent,
      auth_verify_phone_code: jsonResponse(400, { message: PHONE_CODE_WRONG, code: 'INVALID_INPUT' }),
    });
    await sendCode(p);
    await enterCode(p, '000000');
    expect(await screen.findByRole('dialog', { name: PHONE_STEP_TITLES.errorVerifyCode })).toBeInTheDocument();
    expect(screen.getByText(PHONE_CODE_WRONG)).toBeInTheDocument();
    await p.user.click(p.dialog().getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: PHONE_STEP_TITLES.code })).toBeInTheDocument();
  });

  it('a lookup failure shows the message and noYelpData with the hint; Back resets everything, Close closes', async () => {
    const p = await openPhone({
      auth_send_phone_token: sent,
      auth_verify_phone_code: verified,
      get_yelp_data: jsonResponse(404, { message: BUSINESS_NOT_FOUND, code: 'NOT_FOUND' }),
    });
    await sendCode(p);
    await enterCode(p);
    expect(await screen.findByRole('dialog', { name: PHONE_STEP_TITLES.noYelpData })).toBeInTheDocument();
    expect(screen.getByText(BUSINESS_NOT_FOUND)).toBeInTheDocument();
    expect(p.dialog().getByText(NO_BUSINESS_DATA_HINT)).toBeInTheDocument();

    await p.user.click(p.dialog().getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: PHONE_STEP_TITLES.start })).toBeInTheDocument();
    expect(p.dialog().getByLabelText('Business phone number')).toHaveValue('');

    await sendCode(p);
    await enterCode(p);
    await screen.findByRole('dialog', { name: PHONE_STEP_TITLES.noYelpData });
    await p.user.click(p.dialog().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card('Business').queryByText('Verified with phone')).not.toBeInTheDocument();
  });
});
