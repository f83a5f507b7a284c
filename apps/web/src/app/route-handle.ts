/** Per-route options read by the root layout through useMatches(). */
export interface RouteHandle {
  /** spec 000 §2.2: the three landing pages are dark-themed whatever the visitor's setting. */
  dark?: boolean;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null;
}
