import { createHash, randomBytes } from 'node:crypto';
import type { SocialProvider } from '@stagepass/domain/social';
import type { Clock } from '../clock';
import { responseMode } from './settings';
import { OAuthError, type OAuth1Provider, type OAuthProvider, type SocialProfile } from './provider';

/** Codes from the sandbox page live 10 minutes, like a real provider's. */
export const SANDBOX_CODE_TTL_MS = 10 * 60 * 1000;

export interface SandboxIdentity {
  email: string | null;
  name: string | null;
}

interface Grant {
  provider: SocialProvider;
  profile: SocialProfile;
  redirectUri: string;
  expiresAt: number;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
/** 43 URL-safe characters, so the mobile hand-off accepts them (spec 000 §2.9: at least 30). */
const newCode = () => randomBytes(32).toString('base64url');

/**
 * The sandbox identity provider (DESIGN.md §5): the /dev/oauth page asks who you are and issues a
 * code; the adapters below turn that code into a profile. Codes are single use, expire, are bound to
 * the provider and the return address, and are kept (hashed) in this process's memory only.
 */
export class SandboxIdentityProvider {
  private readonly grants = new Map<string, Grant>();
  private readonly requestTokens = new Map<string, { callback: string; expiresAt: number }>();

  constructor(
    private readonly clock: Clock,
    /** Where the sandbox page is served: {PUBLIC_URL}/dev/oauth. */
    private readonly pageBase: string,
  ) {}

  /** The same email at the same provider is always the same person. */
  static subjectFor(provider: SocialProvider, identity: SandboxIdentity): string {
    const key = identity.email ? identity.email.toLowerCase() : `name:${identity.name ?? ''}`;
    return `sandbox-${sha256(`${provider}:${key}`).slice(0, 24)}`;
  }

  /** Called by the sandbox page when the visitor allows sign-in: the code for the return address. */
  issueCode(provider: SocialProvider, identity: SandboxIdentity, redirectUri: string): string {
    this.prune();
    const code = newCode();
    this.grants.set(sha256(code), {
      provider,
      redirectUri,
      expiresAt: this.clock.now() + SANDBOX_CODE_TTL_MS,
      profile: {
        subject: SandboxIdentityProvider.subjectFor(provider, identity),
        email: identity.email ? identity.email.trim().toLowerCase() : null,
        name: identity.name?.trim() || null,
        accessToken: `sandbox-access-${newCode()}`,
      },
    });
    return code;
  }

  redeem(provider: SocialProvider, code: string, redirectUri: string): SocialProfile {
    const key = sha256(code);
    const grant = this.grants.get(key);
    this.grants.delete(key); // single use, even when the checks below fail
    if (!grant || grant.provider !== provider) throw new OAuthError('unknown or used code');
    if (grant.expiresAt <= this.clock.now()) throw new OAuthError('expired code');
    // RFC 6749 §4.1.3: the exchange must name the address the code was sent to.
    if (grant.redirectUri !== redirectUri) throw new OAuthError('redirect_uri mismatch');
    return grant.profile;
  }

  /** OAuth 1.0a (Twitter): a request token remembers where to return. */
  issueRequestToken(callback: string): string {
    this.prune();
    const token = newCode();
    this.requestTokens.set(sha256(token), { callback, expiresAt: this.clock.now() + SANDBOX_CODE_TTL_MS });
    return token;
  }

  /** The return address of a live request token, or null. */
  callbackFor(token: string): string | null {
    const entry = this.requestTokens.get(sha256(token));
    return entry && entry.expiresAt > this.clock.now() ? entry.callback : null;
  }

  /** The verifier for a request token once the visitor allowed it; the token is spent. */
  issueVerifier(token: string, identity: SandboxIdentity): string {
    const callback = this.callbackFor(token);
    if (!callback) throw new OAuthError('unknown request token');
    this.requestTokens.delete(sha256(token));
    // The verifier is a code bound to the request token in place of a return address.
    return this.issueCode('twitter', identity, `oauth1:${token}`);
  }

  oauth2(provider: SocialProvider): OAuthProvider {
    return {
      kind: 'sandbox',
      authorizeUrl: async ({ redirectUri, state }) => {
        const url = new URL(`${this.pageBase}/${provider}/authorize`);
        url.search = new URLSearchParams({
          response_type: 'code',
          client_id: 'stagepass-sandbox',
          redirect_uri: redirectUri,
          state,
          ...(provider !== 'twitter' && responseMode(provider) === 'form_post' ? { response_mode: 'form_post' } : {}),
        }).toString();
        return url.toString();
      },
      exchange: async ({ code, redirectUri }) => this.redeem(provider, code, redirectUri),
    };
  }

  oauth1(): OAuth1Provider {
    return {
      kind: 'sandbox',
      requestToken: async (callbackUrl) => {
        const token = this.issueRequestToken(callbackUrl);
        return { token, url: `${this.pageBase}/twitter/authenticate?oauth_token=${encodeURIComponent(token)}` };
      },
      exchange: async ({ token, verifier }) => this.redeem('twitter', verifier, `oauth1:${token}`),
    };
  }

  private prune() {
    const now = this.clock.now();
    for (const [k, g] of this.grants) if (g.expiresAt <= now) this.grants.delete(k);
    for (const [k, t] of this.requestTokens) if (t.expiresAt <= now) this.requestTokens.delete(k);
  }
}
