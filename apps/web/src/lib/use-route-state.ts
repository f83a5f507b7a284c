// spec 001 §2: a route's state (sp_id, business_id, productId, eventId...) travels in route state,
// so a page opened from a link in the app has it at once. A pasted link has no route state, so the
// value falls back to the path (or the query string): the same page opens from either.

import { useLocation, useParams } from 'react-router';

/** Where a value is read when the route state does not carry it: a path parameter, or `{ search }`. */
export type RouteStateFallback = string | { search: string };

/** An id as route state may carry it: a non-empty string, or a finite number as its string. */
export function routeStateValue(state: unknown, key: string): string | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const value: unknown = (state as Record<string, unknown>)[key];
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * The route state's `key`, else the fallback: `useRouteState('sp_id', 'id')` on /dash/c/:id gives the
 * sp_id the link put in state, or the :id of a pasted /dash/c/42.
 */
export function useRouteState(key: string, fallback?: RouteStateFallback): string | undefined {
  const { state, search } = useLocation();
  const params = useParams();
  const carried = routeStateValue(state, key);
  if (carried !== undefined || fallback === undefined) return carried;
  const fromUrl = typeof fallback === 'string' ? params[fallback] : new URLSearchParams(search).get(fallback.search);
  return fromUrl || undefined;
}
