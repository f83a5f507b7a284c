// Where opening a notification goes (spec 001 §4: a talent notification opens /dash/celeb-event/ with eventId,
// businessId, bidId and schId in route state). The ids also go in the query string, so a reload or a pasted link
// opens the same page (lib/use-route-state.ts reads either), as features/events/lib/event-links.ts does.

import type { To } from 'react-router';
import type { Notification } from '@stagepass/contract/notifications/fields';
import { notificationTarget } from '@stagepass/domain/notifications';

export interface NotificationLink {
  to: To;
  state?: Record<string, string>;
}

export function notificationLink(n: Notification): NotificationLink | null {
  const target = notificationTarget(n);
  if (!target) return null;
  if (!target.state) return { to: target.path };
  const state: Record<string, string> = {};
  for (const [key, value] of Object.entries(target.state)) if (value !== null) state[key] = String(value);
  return { to: { pathname: target.path, search: `?${new URLSearchParams(state)}` }, state };
}
