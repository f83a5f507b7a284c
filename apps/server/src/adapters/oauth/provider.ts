import type { SocialProvider } from '@stagepass/domain/social';

/** What a provider vouches for after a code exchange. */
export interface SocialProfile {
  /** The provider's stable id for the person. */
  subject: string;
  /** Only an address the provider has verified; null otherwise. */
  email: string | null;
  name: string | null;
  /** The provider's access token, kept only for networks connected for their data. */
  accessToken: string | null;
}

/** An OAuth 2 / OpenID Connect provider: the sandbox page or the real one (DESIGN.md §5). */
export interface OAuthProvider {
  readonly kind: 'sandbox' | 'oauth2';
  /** The authorize page to send the browser to. */
  authorizeUrl(params: { redirectUri: string; state: string }): Promise<string>;
  /** Exchanges the code the provider returned to `redirectUri`; throws OAuthError when refused. */
  exchange(params: { code: string; redirectUri: string }): Promise<SocialProfile>;
}

/** Twitter signs in with OAuth 1.0a: a request token first, then the verifier. */
export interface OAuth1Provider {
  readonly kind: 'sandbox' | 'oauth1';
  requestToken(callbackUrl: string): Promise<{ token: string; url: string }>;
  exchange(params: { token: string; verifier: string }): Promise<SocialProfile>;
}

export type OAuth2ProviderId = Exclude<SocialProvider, 'twitter'>;

/** Every provider, as app.ts builds them from configuration. */
export interface SocialProviders {
  /** False when the provider cannot be used (the sandbox in production without real settings). */
  available(provider: SocialProvider): boolean;
  oauth2(provider: OAuth2ProviderId): OAuthProvider;
  twitter: OAuth1Provider;
}

/** The provider refused or failed the exchange (bad, reused or expired code; provider down). */
export class OAuthError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OAuthError';
  }
}
