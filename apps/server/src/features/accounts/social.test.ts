import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { members } from '@stagepass/db/schema/accounts';
import { socialIdentities, socialProofs } from '@stagepass/db/schema/social';
import { ACCOUNT_DEACTIVATED, ACCOUNT_EXISTS } from '@stagepass/domain/accounts';
import {
  FACEBOOK_INVALID_EMAIL,
  SOCIAL_LAST_SIGN_IN,
  SOCIAL_REDIRECT_NOT_ALLOWED,
  SOCIAL_TOKEN_EXPIRED,
  socialAlreadyConnectedMessage,
  socialInvalidEmailMessage,
  socialNotAuthorizedMessage,
  socialNotAuthorizedTitle,
  socialNotConnectedMessage,
  socialSignInFailedMessage,
  type SocialProvider,
} from '@stagepass/domain/social';
import { createTestApp, PRODUCTION_TEST_KEY, useTestApp } from '../../test/test-app';
import { DEMO_PASSWORD } from '../../seed/demo';
import { SANDBOX_CODE_TTL_MS } from '../../adapters/oauth/sandbox';
import { SOCIAL_PROOF_TTL_MS } from './social';
import { SecretBox } from '../../security/secret-box';

const t = useTestApp({ seed: true });

const RETURN = 'http://127.0.0.1:3000/auth/login';
const form = { 'content-type': 'application/x-www-form-urlencoded' };

interface Identity {
  email?: string;
  name?: string;
}

/** The browser's round trip through the sandbox page: authorize URL, the page, Allow, the redirect. */
async function sandboxCode(
  provider: SocialProvider,
  who: Identity,
  redirectUri = RETURN,
  state = 'user.facebook.nonce123',
) {
  const start = await t.call('get_social_authorize_url', { provider, redirect_uri: redirectUri, state });
  expect(start.status).toBe(200);
  const url = new URL(start.body.data.url);
  expect(url.pathname).toBe(`/dev/oauth/${provider}/authorize`);
  const page = await t.app.inject({ url: url.pathname + url.search });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('<form method="post"');
  const answer = await t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: form,
    payload: new URLSearchParams({
      redirect_uri: redirectUri,
      state,
      email: who.email ?? '',
      name: who.name ?? '',
      decision: 'allow',
    }).toString(),
  });
  expect(answer.statusCode).toBe(302);
  const back = new URL(String(answer.headers.location));
  expect(back.origin + back.pathname).toBe(redirectUri);
  expect(back.searchParams.get('state')).toBe(state);
  const code = back.searchParams.get('code');
  expect(code).toMatch(/^[\w-]{30,}$/); // spec 000 §2.9: a code the mobile hand-off accepts
  return code as string;
}

async function facebookToken(who: Identity, action: 'login' | 'register' | 'connect' = 'login') {
  const code = await sandboxCode('facebook', who);
  const res = await t.call('get_fb_access_token', { code, action, redirect_uri: RETURN });
  expect(res.status).toBe(200);
  return res.body.data as {
    token: string;
    email: string | null;
    name: string | null;
    is_registered: boolean;
    provider: string;
  };
}

const connectPayload = (company: SocialProvider, token: string, extra: Record<string, unknown> = {}) => ({
  company,
  id: token,
  name: 'Whoever',
  email: 'whatever@example.com',
  gender: 'NA',
  react: true,
  login: true,
  ...extra,
});

async function login(email: string) {
  const res = await t.call('login', { username: email, password: DEMO_PASSWORD, attempts: 1 });
  expect(res.status).toBe(200);
  return res.body.data.session as string;
}

const newFan = {
  name: 'Sam Social',
  username: 'sam_social',
  accType: 'user' as const,
  address: 'Oakland, CA',
  latitude: 37.8,
  longitude: -122.27,
  locality: 'Oakland',
  administrative_area: 'CA',
  country: 'US',
};

describe('sandbox identity provider (/dev/oauth)', () => {
  it('shows a form that names the provider and keeps the return address and state', async () => {
    const page = await t.app.inject({
      url: `/dev/oauth/youtube/authorize?redirect_uri=${encodeURIComponent(RETURN)}&state=abc12345`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Sign in with YouTube');
    expect(page.body).toContain(`value="${RETURN}"`);
    expect(page.body).toContain('value="abc12345"');
    expect(page.body).toContain('fan@stagepass.test'); // demo identities to pick from
    expect(page.headers['content-security-policy']).toContain("form-action 'self' http://127.0.0.1:3000");
  });

  it('refuses a return address on another site (no open redirect with a code)', async () => {
    const evil = 'https://evil.example/steal';
    const page = await t.app.inject({
      url: `/dev/oauth/facebook/authorize?redirect_uri=${encodeURIComponent(evil)}&state=x`,
    });
    expect(page.statusCode).toBe(400);
    const post = await t.app.inject({
      method: 'POST',
      url: '/dev/oauth/facebook/authorize',
      headers: form,
      payload: new URLSearchParams({ redirect_uri: evil, email: 'a@b.co', decision: 'allow' }).toString(),
    });
    expect(post.statusCode).toBe(400);
    expect(post.headers.location).toBeUndefined();
    const api = await t.call('get_social_authorize_url', {
      provider: 'facebook',
      redirect_uri: evil,
      state: 'abcdefgh',
    });
    expect(api.status).toBe(400);
    expect(api.body).toMatchObject({ message: SOCIAL_REDIRECT_NOT_ALLOWED, field: 'redirect_uri' });
  });

  it('answers Cancel with error=access_denied and the state', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/dev/oauth/facebook/authorize',
      headers: form,
      payload: new URLSearchParams({ redirect_uri: RETURN, state: 's1234567', decision: 'deny' }).toString(),
    });
    const back = new URL(String(res.headers.location));
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('s1234567');
    expect(back.searchParams.has('code')).toBe(false);
  });

  it('takes a code once, only for its provider and return address, and only for 10 minutes', async () => {
    const who = { email: 'once@example.com', name: 'Once' };
    const code = await sandboxCode('facebook', who);
    expect((await t.call('get_fb_access_token', { code, action: 'login', redirect_uri: RETURN })).status).toBe(200);
    const again = await t.call('get_fb_access_token', { code, action: 'login', redirect_uri: RETURN });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ message: socialSignInFailedMessage('facebook'), field: 'code' });

    const other = await sandboxCode('facebook', who);
    expect((await t.call('get_youtube_token', { code: other, redirect_uri: RETURN })).status).toBe(400);

    const moved = await sandboxCode('facebook', who);
    const elsewhere = 'http://127.0.0.1:3000/auth/register';
    expect((await t.call('get_fb_access_token', { code: moved, redirect_uri: elsewhere })).status).toBe(400);

    const late = await sandboxCode('facebook', who);
    t.clock.advance(SANDBOX_CODE_TTL_MS + 1);
    expect((await t.call('get_fb_access_token', { code: late, redirect_uri: RETURN })).status).toBe(400);
  });

  it('is not served in production, where an unconfigured provider is unavailable', async () => {
    const prod = await createTestApp({ NODE_ENV: 'production', SECRETS_KEY: PRODUCTION_TEST_KEY });
    try {
      expect((await prod.app.inject({ url: '/dev/oauth/facebook/authorize' })).statusCode).toBe(404);
      expect((await prod.app.inject({ url: '/dev/sms.json' })).statusCode).toBe(404);
      const res = await prod.call('get_social_authorize_url', {
        provider: 'facebook',
        redirect_uri: 'http://127.0.0.1:3000/auth/login',
        state: 'abcdefgh',
      });
      expect(res.status).toBe(503);
      expect(res.body.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await prod.close();
    }
  });
});

describe('social sign-in: a new identity goes to registration (spec 000 §4, §2.7)', () => {
  it('exchanges the code, answers unregistered with email, provider and token, then registers and signs in', async () => {
    const fb = await facebookToken({ email: 'Sam.Social@Example.com', name: 'Sam Social' });
    expect(fb).toMatchObject({
      provider: 'facebook',
      email: 'sam.social@example.com',
      name: 'Sam Social',
      is_registered: false,
    });
    expect(fb.token).toMatch(/^[\w-]{40,}$/);

    const connect = await t.call('social_media_connect', connectPayload('facebook', fb.token));
    expect(connect.status).toBe(200);
    expect(connect.body.data).toEqual({
      status: 'unregistered',
      is_registered: false,
      provider: 'facebook',
      email: 'sam.social@example.com',
      name: 'Sam Social',
      token: fb.token,
    });

    const reg = await t.call('social_media_register', { token: fb.token, userData: newFan });
    expect(reg.status).toBe(200);
    expect(reg.body.data.session).toMatch(/^[\w-]{40,}$/);
    expect(reg.body.data.user).toMatchObject({
      email: 'sam.social@example.com',
      name: 'Sam Social',
      username: 'sam_social',
      is_user: true,
      terms_accepted: false,
      active: true,
    });
    const [member] = await t.db.select().from(members).where(eq(members.email, 'sam.social@example.com'));
    expect(member?.passwordHash).toBeNull();
    expect(member?.locality).toBe('Oakland');
    const links = await t.db.select().from(socialIdentities).where(eq(socialIdentities.memberId, member!.id));
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({ provider: 'facebook', email: 'sam.social@example.com', loginEnabled: true });

    // The session works, and the token is spent.
    expect((await t.call('terms_accepted', {}, reg.body.data.session)).status).toBe(200);
    const reuse = await t.call('social_media_register', {
      token: fb.token,
      userData: { ...newFan, username: 'other' },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body.message).toBe(SOCIAL_TOKEN_EXPIRED);

    // Next time the same Facebook account signs straight in, with terms now accepted.
    const again = await facebookToken({ email: 'sam.social@example.com' });
    expect(again.is_registered).toBe(true);
    const signIn = await t.call('social_media_connect', connectPayload('facebook', again.token));
    expect(signIn.body.data).toMatchObject({ status: 'signed_in', is_registered: true, active: true });
    expect(signIn.body.data.user).toMatchObject({ email: 'sam.social@example.com', terms_accepted: true });
  });

  it('uses the verified email, not the one the client sends, and accepts an optional password', async () => {
    const fb = await facebookToken({ email: 'real@example.com', name: 'Real Person' });
    const reg = await t.call('social_media_register', {
      token: fb.token,
      userData: { ...newFan, email: 'fan@stagepass.test', password: 'a long enough passphrase' },
    });
    expect(reg.status).toBe(200);
    expect(reg.body.data.user.email).toBe('real@example.com');
    const pw = await t.call('login', { username: 'real@example.com', password: 'a long enough passphrase' });
    expect(pw.status).toBe(200);
  });

  it('refuses a common password at social registration', async () => {
    const fb = await facebookToken({ email: 'weak@example.com' });
    const reg = await t.call('social_media_register', {
      token: fb.token,
      userData: { ...newFan, password: 'password1' },
    });
    expect(reg.status).toBe(400);
    expect(reg.body.field).toBe('userData.password');
  });

  it('creates one account when two registrations race with one token', async () => {
    const fb = await facebookToken({ email: 'race@example.com' });
    const results = await Promise.all([
      t.call('social_media_register', { token: fb.token, userData: { ...newFan, username: 'racer1' } }),
      t.call('social_media_register', { token: fb.token, userData: { ...newFan, username: 'racer2' } }),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(await t.db.select().from(members).where(eq(members.email, 'race@example.com'))).toHaveLength(1);
  });

  it('expires the token after an hour', async () => {
    const fb = await facebookToken({ email: 'slow@example.com' });
    t.clock.advance(SOCIAL_PROOF_TTL_MS + 1);
    const reg = await t.call('social_media_register', { token: fb.token, userData: newFan });
    expect(reg.status).toBe(400);
    expect(reg.body.message).toBe(SOCIAL_TOKEN_EXPIRED);
    expect(await t.db.select().from(members).where(eq(members.email, 'slow@example.com'))).toHaveLength(0);
  });

  it('refuses a token for another provider than the one named', async () => {
    const fb = await facebookToken({ email: 'mixed@example.com' });
    const res = await t.call('social_media_connect', connectPayload('youtube', fb.token));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SOCIAL_TOKEN_EXPIRED);
  });

  it('keeps only the token hash', async () => {
    const fb = await facebookToken({ email: 'hash@example.com' });
    const [proof] = await t.db.select().from(socialProofs);
    expect(proof?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(proof)).not.toContain(fb.token);
  });
});

describe('social sign-in branches (spec 000 §4, §8)', () => {
  async function linkFacebook(email: string, who: Identity) {
    const session = await login(email);
    const fb = await facebookToken(who, 'connect');
    const res = await t.call('social_media_connect', connectPayload('facebook', fb.token), session);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('connected');
    return session;
  }

  it('signs in a member who authorised the provider, even under another email', async () => {
    await linkFacebook('talent@stagepass.test', { email: 'tala.personal@example.com', name: 'Tala' });
    const fb = await facebookToken({ email: 'tala.personal@example.com' });
    expect(fb.is_registered).toBe(true);
    const res = await t.call('social_media_connect', connectPayload('facebook', fb.token));
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('signed_in');
    expect(res.body.data.user).toMatchObject({
      email: 'talent@stagepass.test',
      is_specialist: true,
      terms_accepted: true,
    });
  });

  it('signs in with terms_accepted false when the member has not accepted the terms, so the client shows Terms', async () => {
    await linkFacebook('fan@stagepass.test', { email: 'fan@stagepass.test' });
    await t.db.update(members).set({ termsAcceptedAt: null }).where(eq(members.email, 'fan@stagepass.test'));
    const fb = await facebookToken({ email: 'fan@stagepass.test' });
    const res = await t.call('social_media_connect', connectPayload('facebook', fb.token));
    expect(res.body.data.status).toBe('signed_in');
    expect(res.body.data.session).toBeTruthy();
    expect(res.body.data.user.terms_accepted).toBe(false);
  });

  it("answers a deactivated account with ACCOUNT_DEACTIVATED, no session, and the account's email (spec 000 §4)", async () => {
    // Connected under another email at the provider: reactivation must go to the account's own address.
    await linkFacebook('fan@stagepass.test', { email: 'frankie.elsewhere@example.com' });
    await t.db.update(members).set({ active: false }).where(eq(members.email, 'fan@stagepass.test'));
    const fb = await facebookToken({ email: 'frankie.elsewhere@example.com' });
    const res = await t.call('social_media_connect', connectPayload('facebook', fb.token));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      message: ACCOUNT_DEACTIVATED,
      code: 'ACCOUNT_DEACTIVATED',
      details: { active: false, is_registered: true, is_member: true, email: 'fan@stagepass.test' },
    });
  });

  it('refuses a provider the account with the same email never authorised, with the §8 wording', async () => {
    const fb = await facebookToken({ email: 'fan@stagepass.test', name: 'Not Frankie' });
    expect(fb.is_registered).toBe(true);
    const res = await t.call('social_media_connect', connectPayload('facebook', fb.token));
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      code: 'SOCIAL_NOT_AUTHORIZED',
      message: socialNotAuthorizedMessage('facebook'),
      details: { active: true, is_registered: false, is_member: true, email: 'fan@stagepass.test' },
    });
    expect(res.body.message).toBe(
      'An account with the same email address already exists, but it has never authorized Facebook login. ' +
        'For your security, we cannot log you in with Facebook. Please log in another way. ' +
        'You can enable Facebook login under Account, Settings, Social Login.',
    );
    expect(socialNotAuthorizedTitle('facebook')).toBe('Facebook has not been authorized to log in to this account');
    // Nothing was linked, and registering with that identity is refused too.
    expect(await t.db.select().from(socialIdentities)).toHaveLength(0);
    const reg = await t.call('social_media_register', { token: fb.token, userData: newFan });
    expect(reg.status).toBe(409);
    expect(reg.body.message).toBe(ACCOUNT_EXISTS);
  });

  it('refuses a linked provider whose Social Login the member switched off', async () => {
    const session = await linkFacebook('fan@stagepass.test', { email: 'frankie@example.com' });
    const off = await t.call('set_social_login', { provider: 'facebook', enabled: false }, session);
    expect(off.status).toBe(200);
    expect(off.body.data.providers.find((p: { provider: string }) => p.provider === 'facebook')).toMatchObject({
      connected: true,
      login_enabled: false,
    });
    const fb = await facebookToken({ email: 'frankie@example.com' });
    const res = await t.call('social_media_connect', connectPayload('facebook', fb.token));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('SOCIAL_NOT_AUTHORIZED');

    await t.call('set_social_login', { provider: 'facebook', enabled: true }, session);
    const fb2 = await facebookToken({ email: 'frankie@example.com' });
    expect((await t.call('social_media_connect', connectPayload('facebook', fb2.token))).body.data.status).toBe(
      'signed_in',
    );
  });

  it('gives the exact Facebook message when the account has no valid email (spec 000 §5)', async () => {
    const none = await facebookToken({ name: 'Phone Only' });
    expect(none.email).toBeNull();
    const res = await t.call('social_media_connect', connectPayload('facebook', none.token));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(FACEBOOK_INVALID_EMAIL);
    expect(res.body.message).toBe(
      'This facebook account does not have a valid email address. Please use a facebook account with a valid email address or try signing up with our other options.',
    );
    const reg = await t.call('social_media_register', { token: none.token, userData: newFan });
    expect(reg.body.message).toBe(FACEBOOK_INVALID_EMAIL);

    const code = await sandboxCode('facebook', { email: 'not-an-email', name: 'Broken' });
    const register = await t.call('get_fb_access_token', { code, action: 'register', redirect_uri: RETURN });
    expect(register.status).toBe(400);
    expect(register.body.message).toBe(FACEBOOK_INVALID_EMAIL);
  });

  it('words the invalid-email message for the other providers alike', async () => {
    const code = await sandboxCode('youtube', { name: 'No Mail' });
    const yt = await t.call('get_youtube_token', { code, redirect_uri: RETURN });
    const res = await t.call('social_media_connect', connectPayload('youtube', yt.body.data.token));
    expect(res.body.message).toBe(socialInvalidEmailMessage('youtube'));
  });

  it('is_registered tells the branches apart without signing in', async () => {
    const unknown = await facebookToken({ email: 'nobody@example.com' });
    expect((await t.call('is_registered', { company: 'facebook', id: unknown.token })).body.data).toEqual({
      is_registered: false,
      is_member: false,
      email: 'nobody@example.com',
      active: null,
    });
    const sameEmail = await facebookToken({ email: 'fan@stagepass.test' });
    expect((await t.call('is_registered', { company: 'facebook', id: sameEmail.token })).body.data).toEqual({
      is_registered: true,
      is_member: false,
      email: 'fan@stagepass.test',
      active: true,
    });
    await linkFacebook('business@stagepass.test', { email: 'venue@example.com' });
    const linked = await facebookToken({ email: 'venue@example.com' });
    expect((await t.call('is_registered', { company: 'Facebook', id: linked.token })).body.data).toMatchObject({
      is_registered: true,
      is_member: true,
    });
    // Asking spends nothing: the token still signs in.
    expect((await t.call('social_media_connect', connectPayload('facebook', linked.token))).body.data.status).toBe(
      'signed_in',
    );
  });
});

describe('the platform-vendor sign-in (get_apple_access_token)', () => {
  it('answers unregistered with the email, taking the name the browser was given', async () => {
    const code = await sandboxCode('apple', { email: 'new.apple@example.com' });
    const res = await t.call('get_apple_access_token', {
      code,
      id_token: 'ignored.by.server',
      redirect_uri: RETURN,
      name: 'Ada Apple',
      email: 'spoofed@example.com',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      unregistered: true,
      is_registered: false,
      email: 'new.apple@example.com',
      name: 'Ada Apple',
      provider: 'apple',
    });
    const reg = await t.call('social_media_register', {
      token: res.body.data.token,
      userData: { ...newFan, name: 'Ada Apple' },
    });
    expect(reg.body.data.user.email).toBe('new.apple@example.com');
  });

  it('answers registered for a known identity, which then proceeds to social connect', async () => {
    const first = await sandboxCode('apple', { email: 'returning@example.com', name: 'Ret' });
    const a = await t.call('get_apple_access_token', { code: first, redirect_uri: RETURN });
    await t.call('social_media_register', { token: a.body.data.token, userData: { ...newFan, username: 'ret' } });

    const second = await sandboxCode('apple', { email: 'returning@example.com' });
    const b = await t.call('get_apple_access_token', { code: second, redirect_uri: RETURN });
    expect(b.body.data).toMatchObject({ unregistered: false, is_registered: true });
    const res = await t.call('social_media_connect', connectPayload('apple', b.body.data.token));
    expect(res.body.data.status).toBe('signed_in');
  });
});

describe('LinkedIn verification and Twitter (OAuth 1.0a) in the sandbox', () => {
  it('verifies a business registration through LinkedIn on the confirm-account page', async () => {
    const redirect = 'http://127.0.0.1:3000/auth/confirm-account-page';
    const code = await sandboxCode(
      'linkedin',
      { email: 'owner@newvenue.com', name: 'Olive Owner' },
      redirect,
      'business.linkedin.n0nce',
    );
    const li = await t.call('get_linkedin_access_token', { code, redirect_uri: redirect });
    expect(li.body.data).toMatchObject({ provider: 'linkedin', email: 'owner@newvenue.com', is_registered: false });
    // Without the proof the server refuses the account type (spec 000 §3 / §6).
    const unproven = await t.call('social_media_register', {
      token: li.body.data.token,
      userData: { ...newFan, name: 'New Venue', username: 'newvenue', accType: 'business' },
    });
    expect(unproven.status).toBe(400);
    expect(unproven.body.field).toBe('userData.verification');
    // The sign-in token is the LinkedIn proof itself: one token both registers and verifies.
    const reg = await t.call('social_media_register', {
      token: li.body.data.token,
      userData: {
        ...newFan,
        name: 'New Venue',
        username: 'newvenue',
        accType: 'business',
        verification: { method: 'linkedin', token: li.body.data.token },
      },
    });
    expect(reg.status, JSON.stringify(reg.body)).toBe(200);
    expect(reg.body.data.user).toMatchObject({ is_business: true, email: 'owner@newvenue.com' });
    const [linked] = await t.db.select().from(socialIdentities).where(eq(socialIdentities.provider, 'linkedin'));
    expect(linked).toMatchObject({ memberId: reg.body.data.user.user_id, loginEnabled: true });
  });

  it('gives a request token and the authenticate page, then the verifier signs in', async () => {
    const start = await t.call('get_twitter_request_token', { redirect_uri: RETURN });
    expect(start.status).toBe(200);
    const url = new URL(start.body.data.url);
    expect(url.pathname).toBe('/dev/oauth/twitter/authenticate');
    expect(url.searchParams.get('oauth_token')).toBe(start.body.data.oauth_token);
    expect((await t.app.inject({ url: url.pathname + url.search })).body).toContain('Sign in with Twitter');
    const allow = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: form,
      payload: new URLSearchParams({
        oauth_token: start.body.data.oauth_token,
        email: 'tweeter@example.com',
        name: 'Tweeter',
        decision: 'allow',
      }).toString(),
    });
    const back = new URL(String(allow.headers.location));
    expect(back.origin + back.pathname).toBe(RETURN);
    const res = await t.call('get_twitter_access_token', {
      oauth_token: back.searchParams.get('oauth_token'),
      oauth_verifier: back.searchParams.get('oauth_verifier'),
    });
    expect(res.body.data).toMatchObject({ provider: 'twitter', email: 'tweeter@example.com', is_registered: false });
    const twice = await t.call('get_twitter_access_token', {
      oauth_token: back.searchParams.get('oauth_token'),
      oauth_verifier: back.searchParams.get('oauth_verifier'),
    });
    expect(twice.status).toBe(400);
  });

  it('carries the state on the Twitter return address', async () => {
    const res = await t.call('get_social_authorize_url', {
      provider: 'twitter',
      redirect_uri: RETURN,
      state: 'user.twitter.abc',
    });
    const url = new URL(res.body.data.url);
    const allow = await t.app.inject({
      method: 'POST',
      url: url.pathname,
      headers: form,
      payload: new URLSearchParams({
        oauth_token: url.searchParams.get('oauth_token') ?? '',
        email: 'x@example.com',
        decision: 'allow',
      }).toString(),
    });
    const back = new URL(String(allow.headers.location));
    expect(back.searchParams.get('state')).toBe('user.twitter.abc');
    expect(back.searchParams.get('oauth_verifier')).toBeTruthy();
  });
});

describe('Settings, Social Login (is_connected, connect, set_social_login, disconnect)', () => {
  it('lists every provider, connects one while signed in, and switches its sign-in', async () => {
    const session = await login('talent@stagepass.test');
    const before = await t.call('is_connected', {}, session);
    expect(before.body.data.providers.map((p: { provider: string }) => p.provider)).toEqual([
      'facebook',
      'youtube',
      'apple',
      'linkedin',
      'instagram',
      'twitter',
    ]);
    expect(before.body.data.providers.every((p: { connected: boolean }) => !p.connected)).toBe(true);

    const code = await sandboxCode('youtube', { email: 'tala.channel@example.com', name: 'Tala Channel' });
    const yt = await t.call('get_youtube_token', { code, redirect_uri: RETURN });
    const connected = await t.call('social_media_connect', connectPayload('youtube', yt.body.data.token), session);
    expect(connected.body.data.status).toBe('connected');
    const youtube = connected.body.data.providers.find((p: { provider: string }) => p.provider === 'youtube');
    expect(youtube).toMatchObject({
      label: 'YouTube',
      connected: true,
      login_enabled: true,
      email: 'tala.channel@example.com',
      name: 'Tala Channel',
      connected_at: new Date(t.clock.now()).toISOString(),
    });

    const off = await t.call('set_social_login', { provider: 'youtube', enabled: false }, session);
    expect(off.body.data.providers.find((p: { provider: string }) => p.provider === 'youtube').login_enabled).toBe(
      false,
    );

    const gone = await t.call('social_media_disconnect', { company: 'youtube' }, session);
    expect(gone.body.data.providers.find((p: { provider: string }) => p.provider === 'youtube').connected).toBe(false);
    expect(await t.db.select().from(socialIdentities)).toHaveLength(0);
  });

  it('connects for data only with login false', async () => {
    const session = await login('talent@stagepass.test');
    const code = await sandboxCode('youtube', { email: 'data.only@example.com' });
    const yt = await t.call('get_youtube_token', { code, redirect_uri: RETURN });
    const res = await t.call(
      'social_media_connect',
      connectPayload('youtube', yt.body.data.token, { login: false }),
      session,
    );
    expect(res.body.data.providers.find((p: { provider: string }) => p.provider === 'youtube')).toMatchObject({
      connected: true,
      login_enabled: false,
    });
  });

  it('refuses to switch on a provider that is not connected', async () => {
    const session = await login('fan@stagepass.test');
    const res = await t.call('set_social_login', { provider: 'apple', enabled: true }, session);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(socialNotConnectedMessage('apple'));
  });

  it('refuses an identity already connected to another member', async () => {
    const fan = await login('fan@stagepass.test');
    const first = await facebookToken({ email: 'shared@example.com' }, 'connect');
    await t.call('social_media_connect', connectPayload('facebook', first.token), fan);
    const talent = await login('talent@stagepass.test');
    const second = await facebookToken({ email: 'shared@example.com' }, 'connect');
    const res = await t.call('social_media_connect', connectPayload('facebook', second.token), talent);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(socialAlreadyConnectedMessage('facebook'));
  });

  it('replaces the member’s earlier account at the same provider', async () => {
    const fan = await login('fan@stagepass.test');
    for (const email of ['old@example.com', 'new@example.com']) {
      const fb = await facebookToken({ email }, 'connect');
      await t.call('social_media_connect', connectPayload('facebook', fb.token), fan);
    }
    const links = await t.db.select().from(socialIdentities);
    expect(links.map((l) => l.email)).toEqual(['new@example.com']);
  });

  it('will not remove the only way a member without a password signs in', async () => {
    const fb = await facebookToken({ email: 'only.social@example.com' });
    const reg = await t.call('social_media_register', { token: fb.token, userData: newFan });
    const session = reg.body.data.session;
    const off = await t.call('set_social_login', { provider: 'facebook', enabled: false }, session);
    expect(off.status).toBe(409);
    expect(off.body.message).toBe(SOCIAL_LAST_SIGN_IN);
    expect((await t.call('social_media_disconnect', { company: 'facebook' }, session)).status).toBe(409);
  });

  it('needs a session', async () => {
    expect((await t.call('is_connected', {})).status).toBe(401);
    expect((await t.call('set_social_login', { provider: 'facebook', enabled: true })).status).toBe(401);
    expect((await t.call('instagram_get_access_token', { code: 'x' })).status).toBe(401);
  });
});

describe('instagram_get_access_token', () => {
  it("connects Instagram for its data and saves the token with ',v1'", async () => {
    const session = await login('talent@stagepass.test');
    const redirect = 'http://127.0.0.1:3000/dash/settings';
    const code = await sandboxCode('instagram', { name: 'tala.live' }, redirect);
    const res = await t.call('instagram_get_access_token', { code, redirect_uri: redirect }, session);
    expect(res.status).toBe(200);
    expect(res.body.data.providers.find((p: { provider: string }) => p.provider === 'instagram')).toMatchObject({
      connected: true,
      login_enabled: false,
      name: 'tala.live',
    });
    const [talent] = await t.db.select().from(members).where(eq(members.email, 'talent@stagepass.test'));
    const [link] = await t.db
      .select()
      .from(socialIdentities)
      .where(and(eq(socialIdentities.memberId, talent!.id), eq(socialIdentities.provider, 'instagram')));
    // Stored sealed: the database alone does not give the token away.
    expect(link?.accessToken).not.toContain('sandbox-access');
    expect(SecretBox.fromKey(undefined).open(link!.accessToken!)).toMatch(/^sandbox-access-[\w-]+,v1$/);
  });
});
