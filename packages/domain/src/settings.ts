// /dash/settings and /dash/emailPreferences (spec 000 §2.3): texts not given verbatim by the spec.
// The spec's own texts ('Check your email', 'Invalid Phone Number', the verify code length) live in
// ./accounts, ./validators and ./limits and are used from there.

export const SETTINGS_TITLE = 'Settings';
export const EMAIL_PREFERENCES_TITLE = 'Email Preferences';

export const NAME_SAVED = 'Your name has been saved.';
export const USERNAME_SAVED = 'Your username has been saved.';
export const PASSWORD_CHANGED = 'Your password has been changed.';
/** A member who signed up through a social provider sets a first password, with no current one to give. */
export const PASSWORD_SET = 'Your password has been set. You can now also sign in with your email.';
export const PASSWORD_NONE_YET = 'You signed up with a social account. Set a password to sign in with your email too.';
export const PASSWORDS_DO_NOT_MATCH = 'The new passwords do not match.';
/** The name field's own message when left empty (the contract's nameField says the same). */
export const NAME_REQUIRED = 'Please enter your name.';
export const CURRENT_PASSWORD_REQUIRED = 'Please enter your current password.';
export const EMAIL_CHANGE_NOTE =
  'We will send a link to the new address. Your sign-in email changes when you open it, and you will be logged out.';
export const PHONE_REMOVED = 'Your phone number has been removed.';

export const DEACTIVATE_TITLE = 'Deactivate Account';
export const DEACTIVATE_CONFIRM =
  'Your profile will be hidden and you will be logged out on every device. You can reactivate your account later by logging in.';
export const DELETE_TITLE = 'Delete Account';
export const DELETE_CONFIRM = 'We will email you a link to confirm. Deleting your account cannot be undone.';

export const SOCIAL_LOGIN_TITLE = 'Social Login';
/** spec 000 §8 sends members here ('Account, Settings, Social Login') to allow a provider. */
export const SOCIAL_LOGIN_NOTE =
  'Choose which accounts may be used to log in to Stagepass. Turning one on for the first time takes you to it to connect it.';
export function socialLoginSwitchLabel(label: string): string {
  return `Log in with ${label}`;
}
export function socialLoginEnabledMessage(label: string, enabled: boolean): string {
  return enabled ? `You can now log in with ${label}.` : `Logging in with ${label} is off.`;
}
export function socialConnectedMessage(label: string): string {
  return `${label} is connected. You can now log in with it.`;
}
export function socialConnectCancelledMessage(label: string): string {
  return `Connecting ${label} was cancelled.`;
}
/** The provider came back with a state this browser did not send (an old tab, or someone else's link). */
export const SOCIAL_CONNECT_EXPIRED = 'That connection attempt has expired. Please try again.';
