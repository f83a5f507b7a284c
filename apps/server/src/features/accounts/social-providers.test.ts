import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { socialSignInFailedMessage } from '@stagepass/domain/social';
import { createTestApp, type TestApp } from '../../test/test-app';
import { oauth1Signature, percentEncode } from '../../adapters/oauth/twitter';

// The real adapters (openid-client, OAuth 1.0a) against identity servers started here on 127.0.0.1.

const RETURN = 'http://127.0.0.1:3000/auth/login';

let idp: OAuth2Server;
let twitter: FastifyInstance;
let twitterUrl: string;
let t: TestApp;

/** What the fake Twitter saw, to check the signatures it was sent. */
const seen: { path: string; oauth: Record<string, string>; valid: boolean }[] = [];
const TW = { key: 'consumer-key', secret: 'consumer-secret' };
const REQUEST = { token: 'request-token-123', secret: 'request-secret' };
const ACCESS = { token: 'access-token-456', secret: 'access-secret' };

function parseOAuthHeader(header: string): Record<string, string> {
  return Object.fromEntries(
    [...header.replace(/^OAuth /, '').matchAll(/([\w]+)="([^"]*)"/g)].map((m) => [
      m[1] as string,
      decodeURIComponent(m[2] as string),
    ]),
  );
}

async function startTwitter() {
  const app = Fastify();
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const check = (
    path: string,
    method: string,
    headers: Record<string, unknown>,
    plain: Record<string, string>,
    tokenSecret: string,
  ) => {
    const oauth = parseOAuthHeader(String(headers.authorization));
    const { oauth_signature: signature, ...signed } = oauth;
    const expected = oauth1Signature(method, `${twitterUrl}${path}`, { ...signed, ...plain }, TW.secret, tokenSecret);
    seen.push({ path, oauth, valid: signature === expected });
    return signature === expected;
  };
  app.post('/oauth/request_token', async (req, reply) => {
    if (!check('/oauth/request_token', 'POST', req.headers, {}, '')) return reply.code(401).send('bad signature');
    return reply
      .type('application/x-www-form-urlencoded')
      .send(`oauth_token=${REQUEST.token}&oauth_token_secret=${REQUEST.secret}&oauth_callback_confirmed=true`);
  });
  app.post('/oauth/access_token', async (req, reply) => {
    if (!check('/oauth/access_token', 'POST', req.headers, {}, REQUEST.secret))
      return reply.code(401).send('bad signature');
    return reply
      .type('application/x-www-form-urlencoded')
      .send(`oauth_token=${ACCESS.token}&oauth_token_secret=${ACCESS.secret}&user_id=42&screen_name=tweeter`);
  });
  app.get<{ Querystring: Record<string, string> }>('/1.1/account/verify_credentials.json', async (req, reply) => {
    if (!check('/1.1/account/verify_credentials.json', 'GET', req.headers, req.query, ACCESS.secret))
      return reply.code(401).send({ errors: [{ message: 'bad signature' }] });
    return { id_str: '42', name: 'Tweeter Person', screen_name: 'tweeter', email: 'Tweeter@Example.com' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  twitterUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return app;
}

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  twitter = await startTwitter();
  const issuer = idp.issuer.url as string;
  t = await createTestApp({
    // OpenID Connect by discovery (Google-style).
    OAUTH_YOUTUBE_CLIENT_ID: 'stagepass-youtube',
    OAUTH_YOUTUBE_CLIENT_SECRET: 'youtube-secret',
    OAUTH_YOUTUBE_ISSUER: issuer,
    // Plain OAuth 2 with a Graph-style profile (Facebook-style).
    OAUTH_FACEBOOK_CLIENT_ID: 'stagepass-facebook',
    OAUTH_FACEBOOK_CLIENT_SECRET: 'facebook-secret',
    OAUTH_FACEBOOK_AUTHORIZATION_URL: `${issuer}/authorize`,
    OAUTH_FACEBOOK_TOKEN_URL: `${issuer}/token`,
    OAUTH_FACEBOOK_USERINFO_URL: `${issuer}/userinfo`,
    OAUTH_TWITTER_CONSUMER_KEY: TW.key,
    OAUTH_TWITTER_CONSUMER_SECRET: TW.secret,
    OAUTH_TWITTER_API_URL: twitterUrl,
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.stop();
  await twitter?.close();
});
beforeEach(async () => {
  await t.reset();
  idp.service.removeAllListeners();
  seen.length = 0;
});

/** The browser at the provider: the mock signs in at once and returns to redirect_uri with a code. */
async function codeFrom(authorizeUrl: string) {
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location') as string);
  return { code: back.searchParams.get('code') as string, state: back.searchParams.get('state'), back };
}

describe('OpenID Connect provider (openid-client against oauth2-mock-server)', () => {
  it('builds the authorize URL from discovery, exchanges the code and reads the profile', async () => {
    idp.service.on('beforeUserinfo', (res) => {
      res.body = { sub: 'johndoe', email: 'John.Doe@Example.com', email_verified: true, name: 'John Doe' };
    });
    let tokenRequest: Record<string, string> = {};
    idp.service.on('beforeResponse', (_res, req) => {
      tokenRequest = req.body as Record<string, string>;
    });

    const start = await t.call('get_social_authorize_url', {
      provider: 'youtube',
      redirect_uri: RETURN,
      state: 'user.youtube.n0nce1',
    });
    const url = new URL(start.body.data.url);
    expect(url.origin + url.pathname).toBe(`${idp.issuer.url}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'stagepass-youtube',
      response_type: 'code',
      redirect_uri: RETURN,
      scope: 'openid email profile',
      state: 'user.youtube.n0nce1',
    });

    const { code, state } = await codeFrom(url.toString());
    expect(state).toBe('user.youtube.n0nce1');
    const res = await t.call('get_youtube_token', { code, redirect_uri: RETURN });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      provider: 'youtube',
      email: 'john.doe@example.com',
      name: 'John Doe',
      is_registered: false,
    });
    expect(tokenRequest).toMatchObject({
      grant_type: 'authorization_code',
      code,
      redirect_uri: RETURN,
      client_id: 'stagepass-youtube',
      client_secret: 'youtube-secret',
    });

    // The identity then registers and signs in like a sandbox one.
    const reg = await t.call('social_media_register', {
      token: res.body.data.token,
      userData: { name: 'John Doe', username: 'jdoe', accType: 'user' },
    });
    expect(reg.body.data.user.email).toBe('john.doe@example.com');
  });

  it('does not trust an email the provider marks unverified', async () => {
    idp.service.on('beforeUserinfo', (res) => {
      res.body = { sub: 'johndoe', email: 'fan@stagepass.test', email_verified: false, name: 'Claimer' };
    });
    const start = await t.call('get_social_authorize_url', {
      provider: 'youtube',
      redirect_uri: RETURN,
      state: 'stateabc1',
    });
    const { code } = await codeFrom(start.body.data.url);
    const res = await t.call('get_youtube_token', { code, redirect_uri: RETURN });
    expect(res.body.data).toMatchObject({ email: null, is_registered: false });
  });

  it('answers a refused code with the retry message', async () => {
    idp.service.on('beforeResponse', (res) => {
      res.statusCode = 400;
      res.body = { error: 'invalid_grant' };
    });
    const res = await t.call('get_youtube_token', { code: 'spent-code', redirect_uri: RETURN });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: socialSignInFailedMessage('youtube'), field: 'code' });
  });
});

describe('plain OAuth 2 provider with a Graph-style profile', () => {
  it('reads id, name and email from the profile endpoint when there is no ID token', async () => {
    idp.service.on('beforeResponse', (res) => {
      delete (res.body as Record<string, unknown>).id_token;
    });
    let bearer = '';
    idp.service.on('beforeUserinfo', (res, req) => {
      bearer = String(req.headers.authorization);
      res.body = { id: '10158', name: 'Fiona Graph', email: 'fiona@example.com' };
    });
    const start = await t.call('get_social_authorize_url', {
      provider: 'facebook',
      redirect_uri: RETURN,
      state: 'user.facebook.x1',
    });
    expect(new URL(start.body.data.url).searchParams.get('scope')).toBe('email public_profile');
    const { code } = await codeFrom(start.body.data.url);
    const res = await t.call('get_fb_access_token', { code, action: 'login', redirect_uri: RETURN });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      provider: 'facebook',
      email: 'fiona@example.com',
      name: 'Fiona Graph',
      action: 'login',
    });
    expect(bearer).toMatch(/^Bearer \S+/);
  });
});

describe('Twitter over OAuth 1.0a (against a local stub)', () => {
  it('signs each leg and reads the verified email', async () => {
    const start = await t.call('get_twitter_request_token', { redirect_uri: RETURN });
    expect(start.status).toBe(200);
    expect(start.body.data).toEqual({
      oauth_token: REQUEST.token,
      url: `${twitterUrl}/oauth/authenticate?oauth_token=${REQUEST.token}`,
    });
    expect(seen[0]).toMatchObject({ valid: true, oauth: { oauth_consumer_key: TW.key, oauth_callback: RETURN } });

    const res = await t.call('get_twitter_access_token', {
      oauth_token: REQUEST.token,
      oauth_verifier: 'verifier-789',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ provider: 'twitter', email: 'tweeter@example.com', name: 'Tweeter Person' });
    expect(seen.map((s) => [s.path, s.valid])).toEqual([
      ['/oauth/request_token', true],
      ['/oauth/access_token', true],
      ['/1.1/account/verify_credentials.json', true],
    ]);
    expect(seen[1]?.oauth).toMatchObject({ oauth_token: REQUEST.token, oauth_verifier: 'verifier-789' });
    expect(seen[2]?.oauth).toMatchObject({ oauth_token: ACCESS.token });

    // The request token is spent.
    const again = await t.call('get_twitter_access_token', {
      oauth_token: REQUEST.token,
      oauth_verifier: 'verifier-789',
    });
    expect(again.status).toBe(400);
  });
});

describe('oauth1Signature', () => {
  it("matches Twitter's documented example", () => {
    const signature = oauth1Signature(
      'POST',
      'https://api.twitter.com/1.1/statuses/update.json',
      {
        status: 'Hello Ladies + Gentlemen, a signed OAuth request!',
        include_entities: 'true',
        oauth_consumer_key: 'xvz1evFS4wEEPTGEFPHBog',
        oauth_nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
        oauth_signature_method: 'HMAC-SHA1',
        oauth_timestamp: '1318622958',
        oauth_token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
        oauth_version: '1.0',
      },
      'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
      'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
    );
    expect(signature).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });

  it('percent-encodes as RFC 3986 requires', () => {
    expect(percentEncode("Ladies + Gentlemen!*'()")).toBe('Ladies%20%2B%20Gentlemen%21%2A%27%28%29');
  });
});
