// Links to the event screens that carry route state (spec 001 §2: updateEvent's eventId, the sub-event page's
// eventId and sbEventId). The ids also go in the query string, so a reload or a pasted link opens the same page
// (lib/use-route-state.ts reads either).

import type { To } from 'react-router';

export interface StateLink {
  to: To;
  state: Record<string, string>;
}

export const CREATE_EVENT_PATH = '/dash/createEvent';
export const BUSINESS_EVENTS_PATH = '/dash/businessEvents';

export function updateEventLink(eventId: number): StateLink {
  return { to: { pathname: '/dash/updateEvent', search: `?eventId=${eventId}` }, state: { eventId: String(eventId) } };
}

export function subEventLink(eventId: number, sbEventId?: number): StateLink {
  const params = new URLSearchParams({ eventId: String(eventId) });
  const state: Record<string, string> = { eventId: String(eventId) };
  if (sbEventId !== undefined) {
    params.set('sbEventId', String(sbEventId));
    state.sbEventId = String(sbEventId);
  }
  return { to: { pathname: '/dash/create-update-subevent', search: `?${params}` }, state };
}

/** A positive whole id from route state or the URL, or null. */
export function parseId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && n <= 2_147_483_647 ? n : null;
}
