// spec 000 §7: the provider round trip carries a state of 'account type plus the provider plus a
// random nonce kept locally' (local key fb-nonce, spec 000 §3). The nonce is checked when the
// provider sends the browser back, so a code planted by someone else's link is refused.

import { randomString } from '@stagepass/domain/ids';
import { SIGN_IN_PROVIDERS, isSocialProvider, type SocialProvider } from '@stagepass/domain/social';
import { useSessionStore } from '../../../store/session-store';

/** Why the round trip started: signing in or up from the modal, or verifying an account type. */
export type SocialPurpose = 'login' | 'register' | 'business' | 'agency';
const PURPOSES: readonly string[] = ['login', 'register', 'business', 'agency'];

const NONCE_LENGTH = 32;

/**
 * spec 000 §2.5: the video-sharing network, the general social network and the platform-vendor sign-in;
 * the last only in production builds.
 */
export function signInProviders(production: boolean = import.meta.env.PROD): SocialProvider[] {
  return SIGN_IN_PROVIDERS.filter((p) => p !== 'apple' || production);
}

export function newSocialState(purpose: SocialPurpose, provider: SocialProvider): string {
  const nonce = randomString(NONCE_LENGTH);
  useSessionStore.getState().setHandOff({ fbNonce: nonce });
  return `${purpose}:${provider}:${nonce}`;
}

/** The purpose and provider of a returned state when its nonce is the one this browser kept; the nonce is used up. */
export function takeSocialState(state: string | null): { purpose: SocialPurpose; provider: SocialProvider } | null {
  const kept = useSessionStore.getState().fbNonce;
  useSessionStore.getState().setHandOff({ fbNonce: null });
  const [purpose = '', provider = '', nonce = '', ...rest] = (state ?? '').split(':');
  if (rest.length > 0 || !kept || nonce !== kept) return null;
  if (!PURPOSES.includes(purpose) || !isSocialProvider(provider)) return null;
  return { purpose: purpose as SocialPurpose, provider };
}

/** Where a provider sends the browser back (spec 000 §7): this site's address plus the path. */
export function returnUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/** spec 000 §7: sign-in providers return to /auth/login; the professional network to /auth/confirm-account-page. */
export const SIGN_IN_RETURN_PATH = '/auth/login';
export const VERIFY_RETURN_PATH = '/auth/confirm-account-page';
