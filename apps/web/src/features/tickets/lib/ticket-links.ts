// Links to the ticket screens (spec 001 §2). Ids go in the query string, so a reload or a pasted link opens the
// same page, and in route state as the other event screens do (lib/use-route-state.ts reads either).

import type { To } from 'react-router';
import { eventPath } from '@stagepass/domain/events';

export interface StateLink {
  to: To;
  state: Record<string, string>;
}

export const PURCHASES_PATH = '/dash/purchases';

export function ticketFormLink(eventId: number, ticketId?: number): StateLink {
  const params = new URLSearchParams({ eventId: String(eventId) });
  const state: Record<string, string> = { eventId: String(eventId) };
  if (ticketId !== undefined) {
    params.set('ticketId', String(ticketId));
    state.ticketId = String(ticketId);
  }
  return { to: { pathname: '/dash/create-update-ticket', search: `?${params}` }, state };
}

export function printableTicketsLink(ticketId: number): string {
  return `/dash/printableTickets?ticketId=${ticketId}`;
}

export function printTicketPath(purchaseId: number): string {
  return `/dash/print-ticket-page/${purchaseId}`;
}

/** What a private ticket's printed code opens: the event page with the code filled in (spec 001 §2). */
export function privateCodeUrl(eventId: number, code: string, origin: string = window.location.origin): string {
  const url = new URL(eventPath(eventId), origin);
  url.searchParams.set('code', code);
  return url.toString();
}
