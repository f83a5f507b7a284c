import { createHmac, randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import { OAuthError, type OAuth1Provider } from './provider';
import type { TwitterSettings } from './settings';

/** RFC 3986 percent-encoding, as OAuth 1.0a requires (RFC 5849 §3.6). */
export const percentEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The HMAC-SHA1 signature of RFC 5849 §3.4 over the method, base URL and every parameter. */
export function oauth1Signature(
  method: string,
  url: string,
  params: Record<string, string>,
  consumerSecret: string,
  tokenSecret = '',
): string {
  const normalized = Object.entries(params)
    .map(([k, v]) => [percentEncode(k), percentEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : 1) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const base = [method.toUpperCase(), percentEncode(url), percentEncode(normalized)].join('&');
  return createHmac('sha1', `${percentEncode(consumerSecret)}&${percentEncode(tokenSecret)}`)
    .update(base)
    .digest('base64');
}

/** Request token secrets wait here between the two legs (15 minutes). */
const PENDING_TTL_MS = 15 * 60 * 1000;

/**
 * Twitter sign-in over OAuth 1.0a: request token, authenticate page, access token, then
 * verify_credentials with the email. Request token secrets are kept in this process's memory.
 */
export function createTwitterProvider(settings: TwitterSettings, clock: Clock): OAuth1Provider {
  const pending = new Map<string, { secret: string; expiresAt: number }>();

  async function signedFetch(
    method: 'GET' | 'POST',
    path: string,
    extra: Record<string, string>,
    token?: { key: string; secret: string },
  ): Promise<Response> {
    const url = `${settings.apiUrl}${path}`;
    const oauth: Record<string, string> = {
      oauth_consumer_key: settings.consumerKey,
      oauth_nonce: randomBytes(16).toString('hex'),
      oauth_signature_method: 'HMAC-SHA1',
      oauth_timestamp: String(Math.floor(clock.now() / 1000)),
      oauth_version: '1.0',
      ...(token ? { oauth_token: token.key } : {}),
    };
    // Parameters starting with oauth_ go in the header; the rest in the query (GET) or body (POST).
    const headerExtra = Object.fromEntries(Object.entries(extra).filter(([k]) => k.startsWith('oauth_')));
    const plain = Object.fromEntries(Object.entries(extra).filter(([k]) => !k.startsWith('oauth_')));
    Object.assign(oauth, headerExtra);
    oauth.oauth_signature = oauth1Signature(
      method,
      url,
      { ...oauth, ...plain },
      settings.consumerSecret,
      token?.secret,
    );
    const header =
      'OAuth ' +
      Object.entries(oauth)
        .map(([k, v]) => `${percentEncode(k)}="${percentEncode(v)}"`)
        .join(', ');
    const query = new URLSearchParams(plain).toString();
    if (method === 'GET') {
      return fetch(query ? `${url}?${query}` : url, { headers: { authorization: header } });
    }
    return fetch(url, {
      method,
      headers: { authorization: header, 'content-type': 'application/x-www-form-urlencoded' },
      body: query,
    });
  }

  async function form(res: Response, what: string) {
    if (!res.ok) throw new OAuthError(`twitter: ${what} answered ${res.status}`);
    return new URLSearchParams(await res.text());
  }

  return {
    kind: 'oauth1',
    async requestToken(callbackUrl) {
      const body = await form(
        await signedFetch('POST', '/oauth/request_token', { oauth_callback: callbackUrl }),
        'request_token',
      );
      const token = body.get('oauth_token');
      const secret = body.get('oauth_token_secret');
      if (!token || !secret || body.get('oauth_callback_confirmed') !== 'true')
        throw new OAuthError('twitter: no request token');
      const now = clock.now();
      for (const [k, p] of pending) if (p.expiresAt <= now) pending.delete(k);
      pending.set(token, { secret, expiresAt: now + PENDING_TTL_MS });
      return { token, url: `${settings.apiUrl}/oauth/authenticate?oauth_token=${percentEncode(token)}` };
    },

    async exchange({ token, verifier }) {
      const request = pending.get(token);
      pending.delete(token);
      if (!request || request.expiresAt <= clock.now()) throw new OAuthError('twitter: unknown request token');
      const access = await form(
        await signedFetch(
          'POST',
          '/oauth/access_token',
          { oauth_verifier: verifier },
          { key: token, secret: request.secret },
        ),
        'access_token',
      );
      const key = access.get('oauth_token');
      const secret = access.get('oauth_token_secret');
      if (!key || !secret) throw new OAuthError('twitter: no access token');
      const res = await signedFetch(
        'GET',
        '/1.1/account/verify_credentials.json',
        { include_email: 'true', skip_status: 'true' },
        { key, secret },
      );
      if (!res.ok) throw new OAuthError(`twitter: verify_credentials answered ${res.status}`);
      const me = (await res.json()) as { id_str?: string; name?: string; screen_name?: string; email?: string };
      if (!me.id_str) throw new OAuthError('twitter: no user id');
      return {
        subject: me.id_str,
        // Twitter only returns addresses it has verified.
        email: me.email ? me.email.toLowerCase() : null,
        name: me.name ?? me.screen_name ?? null,
        accessToken: `${key}:${secret}`,
      };
    },
  };
}
