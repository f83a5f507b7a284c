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

/** spec 000 §2.11: 'Logout opens the server root in the same window', a full load that drops all state. */
export function openServerRoot(): void {
  window.location.assign('/');
}
