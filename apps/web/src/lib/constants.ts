// Texts the web app needs that packages/domain does not export yet.
// TODO move to domain (@stagepass/domain/accounts) so the server and e2e tests can share them.

/** spec 000 §4: the mode-switch dialog is titled 'Switch to {Fan, Creator, Business or Agency}'. */
export const MODE_LABEL = {
  fan: 'Fan',
  specialist: 'Creator',
  business: 'Business',
  agency: 'Agency',
} as const;

export function switchModeTitle(label: string): string {
  return `Switch to ${label}`;
}

/** spec 000 §4: the mode switch warns 'that unsaved changes may be lost' (exact wording not given). */
export const MODE_SWITCH_WARNING = 'Any unsaved changes on this page may be lost.';

/** Not from the spec: shown while email registration (request_registration) is not built yet. */
export const EMAIL_SIGN_UP_UNAVAILABLE = 'Signing up with email is not available yet. Please check back soon.';

/** Not from the spec: the one line a page shows until its issue fills it. */
export const PAGE_BEING_BUILT = 'This page is being built.';

/** spec 000 §2.4: the landing hero. */
export const HERO_TITLE = 'Your time is now';
export const HERO_TAGLINE = 'Host events. Book talent. Sell tickets.';
