import * as client from 'openid-client';
import { OAuthError, type OAuthProvider, type SocialProfile } from './provider';
import type { OAuth2Settings } from './settings';

/** Plain http only to this machine (tests and local identity servers); never to a real provider. */
const isLoopback = (url: string) => ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(url).hostname);

/**
 * A real provider through openid-client: OpenID Connect by discovery when an issuer is set, else
 * plain OAuth 2 with the configured endpoints (Facebook, Instagram). The profile comes from the
 * ID token's claims and the userinfo endpoint.
 */
export function createOAuth2Provider(settings: OAuth2Settings): OAuthProvider {
  let configuration: Promise<client.Configuration> | null = null;

  function configure(): Promise<client.Configuration> {
    configuration ??= build().catch((err: unknown) => {
      configuration = null; // try discovery again next time
      throw new OAuthError(`${settings.provider}: configuration failed`, { cause: err });
    });
    return configuration;
  }

  async function build(): Promise<client.Configuration> {
    const anyUrl = settings.issuer ?? settings.tokenUrl ?? '';
    const execute = isLoopback(anyUrl) ? [client.allowInsecureRequests] : [];
    if (settings.issuer) {
      return client.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        execute,
      });
    }
    if (!settings.authorizationUrl || !settings.tokenUrl) throw new Error('authorization and token URLs are required');
    const config = new client.Configuration(
      {
        issuer: new URL(settings.authorizationUrl).origin,
        authorization_endpoint: settings.authorizationUrl,
        token_endpoint: settings.tokenUrl,
        ...(settings.userinfoUrl ? { userinfo_endpoint: settings.userinfoUrl } : {}),
      },
      settings.clientId,
      settings.clientSecret,
    );
    for (const fn of execute) fn(config);
    return config;
  }

  return {
    kind: 'oauth2',
    async authorizeUrl({ redirectUri, state }) {
      const config = await configure();
      return client
        .buildAuthorizationUrl(config, {
          response_type: 'code',
          redirect_uri: redirectUri,
          scope: settings.scope,
          state,
          ...settings.authorizeParams,
        })
        .toString();
    },

    async exchange({ code, redirectUri }) {
      const config = await configure();
      try {
        // The client checked `state` already; the server sees only the code.
        const callback = new URL(redirectUri);
        callback.search = new URLSearchParams({ code }).toString();
        callback.hash = '';
        const tokens = await client.authorizationCodeGrant(config, callback, {}, { redirect_uri: redirectUri });
        const claims = tokens.claims();
        let info: Record<string, unknown> = {};
        const userinfo = config.serverMetadata().userinfo_endpoint;
        if (userinfo && claims) {
          info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
        } else if (userinfo) {
          // Plain OAuth 2 (Facebook's Graph API): the profile is a protected resource with `id`.
          const res = await client.fetchProtectedResource(config, tokens.access_token, new URL(userinfo), 'GET');
          if (!res.ok) throw new Error(`userinfo answered ${res.status}`);
          info = (await res.json()) as Record<string, unknown>;
        }
        return toProfile({ ...info, ...claims }, tokens.access_token);
      } catch (err) {
        throw new OAuthError(`${settings.provider}: code exchange failed`, { cause: err });
      }
    },
  };
}

const str = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? v.trim() : typeof v === 'number' ? String(v) : null;

function toProfile(c: Record<string, unknown>, accessToken: string): SocialProfile {
  const subject = str(c.sub) ?? str(c.id) ?? str(c.user_id);
  if (!subject) throw new Error('the provider named no subject');
  // An address the provider says is unverified cannot stand for the member (it could be anyone's).
  const verified = c.email_verified !== false && c.email_verified !== 'false';
  const email = verified ? (str(c.email)?.toLowerCase() ?? null) : null;
  const name =
    str(c.name) ?? ([str(c.given_name), str(c.family_name)].filter(Boolean).join(' ') || null) ?? str(c.username);
  return { subject, email, name, accessToken };
}
