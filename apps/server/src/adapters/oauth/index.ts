import { SOCIAL_PROVIDERS, type SocialProvider } from '@stagepass/domain/social';
import type { Clock } from '../clock';
import { createOAuth2Provider } from './oidc';
import type { OAuth2ProviderId, OAuthProvider, SocialProviders } from './provider';
import { SandboxIdentityProvider } from './sandbox';
import { oauth2Settings, twitterSettings, type OAuthEnv } from './settings';
import { createTwitterProvider } from './twitter';

/**
 * DESIGN.md §5: every provider is the sandbox page unless its client id and secret are configured.
 * The sandbox page is not served in production, so there an unconfigured provider is unavailable.
 */
export function createSocialProviders(
  config: OAuthEnv & { PUBLIC_URL: string },
  clock: Clock,
  options: { sandboxPage: boolean },
): { providers: SocialProviders; sandbox: SandboxIdentityProvider } {
  const sandbox = new SandboxIdentityProvider(clock, `${config.PUBLIC_URL.replace(/\/$/, '')}/dev/oauth`);
  const real = new Map<SocialProvider, OAuthProvider>();
  for (const p of SOCIAL_PROVIDERS) {
    if (p === 'twitter') continue;
    const settings = oauth2Settings(config, p);
    if (settings) real.set(p, createOAuth2Provider(settings));
  }
  const twitter = twitterSettings(config);
  const providers: SocialProviders = {
    available: (p) => options.sandboxPage || (p === 'twitter' ? twitter !== null : real.has(p)),
    oauth2: (p: OAuth2ProviderId) => real.get(p) ?? sandbox.oauth2(p),
    twitter: twitter ? createTwitterProvider(twitter, clock) : sandbox.oauth1(),
  };
  return { providers, sandbox };
}
