// Social sign-in and connected accounts: providers, labels and texts of spec 000 §2.5, §3, §4, §5, §8.

/**
 * Every outside account a member can sign in with or connect. spec 000 §2.5 names the sign-in buttons
 * (a video-sharing network, a general social network, a platform-vendor sign-in); §3 the professional
 * network that verifies business and agency accounts; §7 the networks connected for follower counts.
 */
export const SOCIAL_PROVIDERS = ['facebook', 'youtube', 'apple', 'linkedin', 'instagram', 'twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const SOCIAL_PROVIDER_LABELS: Record<SocialProvider, string> = {
  facebook: 'Facebook',
  youtube: 'YouTube',
  apple: 'Apple',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
  twitter: 'Twitter',
};

/** spec 000 §2.5: the buttons of the sign-in and sign-up panels; Apple only in production builds. */
export const SIGN_IN_PROVIDERS = ['youtube', 'facebook', 'apple'] as const satisfies readonly SocialProvider[];
/** spec 000 §3: business and agency accounts verify through the professional network. */
export const VERIFY_PROVIDER = 'linkedin' as const satisfies SocialProvider;

export function isSocialProvider(s: string): s is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(s);
}

export function socialProviderLabel(provider: SocialProvider): string {
  return SOCIAL_PROVIDER_LABELS[provider];
}

/** spec 000 §3: the social connect payload always sends gender 'NA'. */
export const SOCIAL_CONNECT_GENDER = 'NA';

/** spec 000 §7: the Instagram token is saved with this suffix (the token format version). */
export const INSTAGRAM_TOKEN_SUFFIX = ',v1';

// spec 000 §8: an account with the same email exists but never authorised this provider. The title
// goes on the alert; the body is the server's message.
export function socialNotAuthorizedTitle(provider: SocialProvider): string {
  return `${socialProviderLabel(provider)} has not been authorized to log in to this account`;
}

export function socialNotAuthorizedMessage(provider: SocialProvider): string {
  const label = socialProviderLabel(provider);
  return (
    `An account with the same email address already exists, but it has never authorized ${label} login. ` +
    `For your security, we cannot log you in with ${label}. ` +
    `Please log in another way. ` +
    `You can enable ${label} login under Account, Settings, Social Login.`
  );
}

/** spec 000 §5, verbatim: a Facebook sign-up without a valid email. */
export const FACEBOOK_INVALID_EMAIL =
  'This facebook account does not have a valid email address. Please use a facebook account with a valid email address or try signing up with our other options.';

/** The same rule for the other providers, worded alike (the spec only quotes the Facebook text). */
export function socialInvalidEmailMessage(provider: SocialProvider): string {
  if (provider === 'facebook') return FACEBOOK_INVALID_EMAIL;
  const label = socialProviderLabel(provider);
  return `This ${label} account does not have a valid email address. Please use a ${label} account with a valid email address or try signing up with our other options.`;
}

export function socialSignInFailedMessage(provider: SocialProvider): string {
  return `Signing in with ${socialProviderLabel(provider)} did not work. Please try again.`;
}

export const SOCIAL_TOKEN_EXPIRED = 'Your social sign-in has expired. Please sign in again.';

export function socialAlreadyConnectedMessage(provider: SocialProvider): string {
  return `This ${socialProviderLabel(provider)} account is already connected to another account.`;
}

export function socialNotConnectedMessage(provider: SocialProvider): string {
  return `Connect your ${socialProviderLabel(provider)} account first.`;
}

export function socialNotConfiguredMessage(provider: SocialProvider): string {
  return `Signing in with ${socialProviderLabel(provider)} is not available right now.`;
}

export const SOCIAL_REDIRECT_NOT_ALLOWED = 'That return address is not allowed.';

export const SOCIAL_LAST_SIGN_IN =
  'This is the only way you sign in. Set a password in Settings before you turn it off.';
