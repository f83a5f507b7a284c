// The link to /dash/findCelebsForEvent (spec 001 §2). The ids ride in route state and in the query string, so a
// reload or a pasted link opens the same time block (lib/use-route-state.ts reads either).

import type { StateLink } from '../../../events/lib/event-links';

export const FIND_TALENT_PATH = '/dash/findCelebsForEvent';

export function findTalentLink(eventId: number, sbEventId?: number): StateLink {
  const params = new URLSearchParams({ eventId: String(eventId) });
  const state: Record<string, string> = { eventId: String(eventId) };
  if (sbEventId !== undefined) {
    params.set('sbEventId', String(sbEventId));
    state.sbEventId = String(sbEventId);
  }
  return { to: { pathname: FIND_TALENT_PATH, search: `?${params}` }, state };
}
