// spec 001 §2: a route's state (sp_id, business_id, productId, eventId...) travels in route state,
// so a page opened from a link in the app has it at once. A pasted link has no route state, so the
// value falls back to the path (or the query string): the same page opens from either. What each
// route carries, and where its fallback is, is declared once, in the route table's `state`.

import { useLocation, useParams } from 'react-router';
import { routeEntry } from '../app/route-table';
import type { RouteStateKey, StatefulPath } from '../app/route-table';

/** An id as route state may carry it: a non-empty string, or a finite number as its string. */
export function routeStateValue(state: unknown, key: string): string | undefined {
  if (!state || typeof state !== 'object') return undefined;
  const value: unknown = (state as Record<string, unknown>)[key];
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * The route state's `key`, else the fallback the route table declares for it: `useRouteState('/dash/b/:id',
 * 'business_id')` gives the business_id the link put in state, or the :id of a pasted /dash/b/42. A key the
 * table does not declare for `path` does not compile.
 */
export function useRouteState<P extends StatefulPath>(path: P, key: RouteStateKey<P>): string | undefined {
  const { state, search } = useLocation();
  const params = useParams();
  const carried = routeStateValue(state, key);
  const fallback = routeEntry(path).state?.[key];
  if (carried !== undefined || fallback == null) return carried;
  const fromUrl = typeof fallback === 'string' ? params[fallback] : new URLSearchParams(search).get(fallback.search);
  return fromUrl || undefined;
}
