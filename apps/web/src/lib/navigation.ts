// Navigation for code that runs outside React (rpc's 401 handling). The app registers its
// router here; until then, and in plain scripts, it falls back to a full page load.

type Navigate = (to: string) => void;

let navigate: Navigate = (to) => window.location.assign(to);

export function setNavigator(fn: Navigate): void {
  navigate = fn;
}

export function navigateTo(to: string): void {
  navigate(to);
}

/**
 * Set on the server root by logout. A full page load drops every in-memory flag, so the URL
 * carries it: the landing page shows 'Logging Out' until it has measured the screen (spec 000
 * §2.4), then removes the parameter. See features/site/hooks/use-logging-out.ts.
 */
export const LOGGED_OUT_PARAM = 'loggedOut';

/** spec 000 §2.11: 'Logout opens the server root in the same window', a full load that drops all state. */
export function openServerRoot(): void {
  window.location.assign(`/?${LOGGED_OUT_PARAM}=1`);
}

/** A full page load of another address (an identity provider's page, the mobile app's custom link). */
export function assignLocation(url: string): void {
  window.location.assign(url);
}

/** Like assignLocation, without leaving this page in the history (spec 000 §2.10: the creators' portal). */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}
