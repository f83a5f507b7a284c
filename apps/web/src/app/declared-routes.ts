// Whether the router declares a path. Links to spec 001 screens (sidebar, dashboard cards) appear
// only once their issue declares the route: until then a link would bounce the member to the home
// page (spec 000 §2.1: unknown paths go to /).

import { matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
// The router loads the modules that use this lazily, so by the time they run the routes exist.
import { routes } from './router';

/** True when `routes` declare `path` itself, not only a catch-all ('*', '/area/*') that redirects. */
export function declaresRoute(table: RouteObject[], path: string): boolean {
  const matches = matchRoutes(table, path);
  const leaf = matches?.[matches.length - 1]?.route;
  return leaf !== undefined && leaf.path !== '*' && !leaf.path?.endsWith('/*');
}

const known = new Map<string, boolean>();

/** declaresRoute for the app's router, memoised: the route table never changes at run time. */
export function isDeclaredRoute(path: string): boolean {
  let found = known.get(path);
  if (found === undefined) {
    found = declaresRoute(routes, path);
    known.set(path, found);
  }
  return found;
}
