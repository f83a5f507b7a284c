import { useEffect, useState } from 'react';

export interface Position {
  latitude: number;
  longitude: number;
}

/** How long the nearby list waits for the browser's position before asking without one. */
export const POSITION_TIMEOUT_MS = 5000;

// Three decimals (about 100 m) is plenty for 'nearby' and keeps the exact spot off the wire and the cache key.
const round = (n: number) => Math.round(n * 1000) / 1000;

/**
 * spec 001 §7: the browser's position when the visitor allows it, within a short wait. undefined while asking,
 * null when there is none (denied, unavailable, too slow): the server then falls back to the IP location, the
 * member's stored address, then San Francisco.
 */
export function useNearbyPosition(timeoutMs = POSITION_TIMEOUT_MS): Position | null | undefined {
  const [position, setPosition] = useState<Position | null | undefined>(() =>
    typeof navigator !== 'undefined' && navigator.geolocation ? undefined : null,
  );

  useEffect(() => {
    if (!navigator.geolocation) return;
    let settled = false;
    const settle = (p: Position | null) => {
      if (settled) return;
      settled = true;
      setPosition(p);
    };
    // The API's own timeout does not count the time the permission prompt is open: this one does.
    const timer = window.setTimeout(() => settle(null), timeoutMs);
    navigator.geolocation.getCurrentPosition(
      (p) => settle({ latitude: round(p.coords.latitude), longitude: round(p.coords.longitude) }),
      () => settle(null),
      { timeout: timeoutMs, maximumAge: 10 * 60 * 1000, enableHighAccuracy: false },
    );
    return () => {
      settled = true;
      window.clearTimeout(timer);
    };
  }, [timeoutMs]);

  return position;
}
