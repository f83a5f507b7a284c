// spec 000 §2.11: 'After login, if an event id was stored before login, a plain user goes back to
// the previous page and the stored id is cleared.' spec 000 §3 lists the local storage keys and this
// is not one of them, so the id lives in sessionStorage: it only has to outlive the sign-in of this
// tab, including a social provider's round trip.

const KEY = 'event-before-login';

export interface PendingEvent {
  eventId: string;
  /** The page the visitor was on, to go back to. */
  returnTo: string;
}

/** Called by an event page before it asks a visitor to sign in. */
export function rememberEventBeforeLogin(eventId: string | number, returnTo?: string): void {
  const value: PendingEvent = {
    eventId: String(eventId),
    returnTo: returnTo ?? `${window.location.pathname}${window.location.search}`,
  };
  sessionStorage.setItem(KEY, JSON.stringify(value));
}

export function peekEventBeforeLogin(): PendingEvent | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return null;
    const { eventId, returnTo } = parsed as Record<string, unknown>;
    // Only a path on this site: the value came from storage, which a script could have written.
    if (typeof eventId !== 'string' || typeof returnTo !== 'string' || !/^\/(?!\/)/.test(returnTo)) return null;
    return { eventId, returnTo };
  } catch {
    return null;
  }
}

export function clearEventBeforeLogin(): void {
  sessionStorage.removeItem(KEY);
}
