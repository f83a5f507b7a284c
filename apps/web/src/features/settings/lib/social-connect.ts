// Connecting a social account from Settings, Social Login (spec 000 §8: a provider is enabled
// 'under Account, Settings, Social Login'). The round trip leaves for the provider's authorize page
// and comes back to /dash/settings with code and state. As for sign-in (spec 000 §7), the state is
// a purpose, the provider and a random nonce kept locally (key fb-nonce, spec 000 §3), checked on
// return so a code planted by someone else's link is refused.

import { randomString } from '@stagepass/domain/ids';
import { isSocialProvider } from '@stagepass/domain/social';
import type { SocialProvider } from '@stagepass/domain/social';
import { useSessionStore } from '../../../store/session-store';
import { signInProviders } from '../../accounts/lib/social-state';

export const CONNECT_RETURN_PATH = '/dash/settings';
const PURPOSE = 'connect';
const NONCE_LENGTH = 32;

/**
 * Providers Settings can connect: the sign-in buttons of spec 000 §2.5 (the platform-vendor sign-in only
 * in production builds). Their authorize pages send the browser back here with a code; the platform
 * vendor's form post reaches this page through the server, which turns it into the same query
 * (server features/accounts/social-form-post.ts).
 */
export function connectableProviders(production: boolean = import.meta.env.PROD): readonly SocialProvider[] {
  return signInProviders(production);
}

export function newConnectState(provider: SocialProvider): string {
  const nonce = randomString(NONCE_LENGTH);
  useSessionStore.getState().setHandOff({ fbNonce: nonce });
  return `${PURPOSE}:${provider}:${nonce}`;
}

/** The provider of a returned state when its nonce is the one this browser kept; the nonce is used up. */
export function takeConnectState(state: string | null): SocialProvider | null {
  const kept = useSessionStore.getState().fbNonce;
  useSessionStore.getState().setHandOff({ fbNonce: null });
  const [purpose = '', provider = '', nonce = '', ...rest] = (state ?? '').split(':');
  if (rest.length > 0 || purpose !== PURPOSE || !kept || nonce !== kept || !isSocialProvider(provider)) return null;
  return provider;
}

export function connectReturnUrl(): string {
  return new URL(CONNECT_RETURN_PATH, window.location.origin).toString();
}
