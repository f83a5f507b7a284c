import { z } from 'zod';
import type { OAuth2ProviderId } from './provider';

const OAUTH2_PROVIDERS = [
  'facebook',
  'youtube',
  'apple',
  'linkedin',
  'instagram',
] as const satisfies readonly OAuth2ProviderId[];
const FIELDS = [
  'CLIENT_ID',
  'CLIENT_SECRET',
  'ISSUER',
  'AUTHORIZATION_URL',
  'TOKEN_URL',
  'USERINFO_URL',
  'SCOPE',
] as const;
type Field = (typeof FIELDS)[number];
type OAuthEnvKey = `OAUTH_${Uppercase<OAuth2ProviderId>}_${Field}`;

const urlSetting = z.url().optional();
const textSetting = z.string().min(1).optional();

/**
 * OAUTH_<PROVIDER>_CLIENT_ID and _CLIENT_SECRET switch a provider from the sandbox to the real one.
 * The endpoints default to the provider's own (below); _ISSUER (OpenID Connect discovery) or the three
 * _URL settings override them, e.g. to point at a test server.
 */
export const oauthEnv = Object.fromEntries(
  OAUTH2_PROVIDERS.flatMap((p) =>
    FIELDS.map((f) => [
      `OAUTH_${p.toUpperCase()}_${f}`,
      f.endsWith('_URL') || f === 'ISSUER' ? urlSetting : textSetting,
    ]),
  ),
) as { [K in OAuthEnvKey]: typeof urlSetting };

/** Twitter (OAuth 1.0a): consumer key and secret; _API_URL overrides https://api.twitter.com. */
export const twitterEnv = {
  OAUTH_TWITTER_CONSUMER_KEY: textSetting,
  OAUTH_TWITTER_CONSUMER_SECRET: textSetting,
  OAUTH_TWITTER_API_URL: urlSetting,
};

export type OAuthEnv = { [K in OAuthEnvKey]?: string | undefined } & {
  [K in keyof typeof twitterEnv]?: string | undefined;
};

export interface OAuth2Settings {
  provider: OAuth2ProviderId;
  clientId: string;
  clientSecret: string;
  /** OpenID Connect issuer, discovered; or the three endpoints below. */
  issuer?: string;
  authorizationUrl?: string;
  tokenUrl?: string;
  userinfoUrl?: string;
  scope: string;
  /** Extra authorize parameters the provider needs. */
  authorizeParams?: Record<string, string>;
}

/** Each provider's own endpoints and scopes, used unless overridden. */
const DEFAULTS: Record<OAuth2ProviderId, Omit<OAuth2Settings, 'provider' | 'clientId' | 'clientSecret'>> = {
  facebook: {
    authorizationUrl: 'https://www.facebook.com/v21.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v21.0/oauth/access_token',
    userinfoUrl: 'https://graph.facebook.com/v21.0/me?fields=id,name,email',
    scope: 'email public_profile',
  },
  youtube: { issuer: 'https://accounts.google.com', scope: 'openid email profile' },
  // spec 000 §7: response_mode form_post, scope name and email.
  apple: { issuer: 'https://appleid.apple.com', scope: 'name email', authorizeParams: { response_mode: 'form_post' } },
  linkedin: { issuer: 'https://www.linkedin.com/oauth', scope: 'openid profile email' },
  instagram: {
    authorizationUrl: 'https://www.instagram.com/oauth/authorize',
    tokenUrl: 'https://api.instagram.com/oauth/access_token',
    userinfoUrl: 'https://graph.instagram.com/me?fields=user_id,username',
    scope: 'instagram_business_basic',
  },
};

/**
 * How the provider's authorize page answers: 'form_post' posts code and state to the return address (the
 * platform-vendor sign-in, spec 000 §7); 'query' redirects with them in the query. The sandbox answers alike.
 */
export function responseMode(provider: OAuth2ProviderId): 'form_post' | 'query' {
  return DEFAULTS[provider].authorizeParams?.response_mode === 'form_post' ? 'form_post' : 'query';
}

/** The real provider's settings, or null when it is not configured (the sandbox then serves it). */
export function oauth2Settings(env: OAuthEnv, provider: OAuth2ProviderId): OAuth2Settings | null {
  const key = (f: Field) => env[`OAUTH_${provider.toUpperCase() as Uppercase<OAuth2ProviderId>}_${f}`];
  const clientId = key('CLIENT_ID');
  const clientSecret = key('CLIENT_SECRET');
  if (!clientId || !clientSecret) return null;
  const base = DEFAULTS[provider];
  const explicit = key('ISSUER') || key('TOKEN_URL');
  return {
    ...base,
    provider,
    clientId,
    clientSecret,
    scope: key('SCOPE') ?? base.scope,
    ...(explicit
      ? {
          issuer: key('ISSUER'),
          authorizationUrl: key('AUTHORIZATION_URL'),
          tokenUrl: key('TOKEN_URL'),
          userinfoUrl: key('USERINFO_URL'),
        }
      : {}),
  };
}

export interface TwitterSettings {
  consumerKey: string;
  consumerSecret: string;
  apiUrl: string;
}

export function twitterSettings(env: OAuthEnv): TwitterSettings | null {
  if (!env.OAUTH_TWITTER_CONSUMER_KEY || !env.OAUTH_TWITTER_CONSUMER_SECRET) return null;
  return {
    consumerKey: env.OAUTH_TWITTER_CONSUMER_KEY,
    consumerSecret: env.OAUTH_TWITTER_CONSUMER_SECRET,
    apiUrl: (env.OAUTH_TWITTER_API_URL ?? 'https://api.twitter.com').replace(/\/$/, ''),
  };
}
