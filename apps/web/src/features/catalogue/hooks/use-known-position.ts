import { useEffect, useState } from 'react';

export interface KnownPosition {
  latitude: number;
  longitude: number;
}

/** How long a page waits for a position the browser already has before pricing without it. */
export const KNOWN_POSITION_TIMEOUT_MS = 2000;
/** The position the nearby events list (events/hooks/use-nearby-position.ts) asked for is this fresh at most. */
const MAX_AGE_MS = 10 * 60 * 1000;

// Three decimals (about 100 m), as the nearby list sends it: plenty for a country.
const round = (n: number) => Math.round(n * 1000) / 1000;

/** The last answer, so moving between the marketplace's pages prices at once (undefined: not asked yet). */
let remembered: { position: KnownPosition | null; at: number } | undefined;

const canAsk = () =>
  typeof navigator !== 'undefined' && 'geolocation' in navigator && navigator.permissions !== undefined;

/** The remembered answer while it is fresh; undefined when it must be asked (again). */
function fresh(): KnownPosition | null | undefined {
  if (!canAsk()) return null;
  return remembered && Date.now() - remembered.at < MAX_AGE_MS ? remembered.position : undefined;
}

/** The browser's position when the visitor already allowed it (no prompt); null otherwise. */
async function askQuietly(timeoutMs: number): Promise<KnownPosition | null> {
  const permission = await navigator.permissions.query({ name: 'geolocation' });
  if (permission.state !== 'granted') return null;
  return new Promise((resolve) => {
    const timer = window.setTimeout(() => resolve(null), timeoutMs);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        window.clearTimeout(timer);
        resolve({ latitude: round(p.coords.latitude), longitude: round(p.coords.longitude) });
      },
      () => {
        window.clearTimeout(timer);
        resolve(null);
      },
      { timeout: timeoutMs, maximumAge: MAX_AGE_MS, enableHighAccuracy: false },
    );
  });
}

/**
 * spec 001 §9 'Product price shows the user's currency': the country comes from the position lookup of the events
 * issue (browser, IP, stored address, US). The marketplace, product and asset pages send the browser's position
 * only when the browser already gave it: the nearby events list of /dash/user-dashboard is where the visitor is
 * asked (its hook prompts), and a price is no reason to prompt again, so here the Permissions API is read first and
 * the position asked for only once it is 'granted' (the browser then answers from the fix it holds, maximumAge).
 * undefined while the browser answers, null when there is none to give: the server then places the caller.
 */
export function useKnownPosition(timeoutMs = KNOWN_POSITION_TIMEOUT_MS): KnownPosition | null | undefined {
  const [position, setPosition] = useState<KnownPosition | null | undefined>(fresh);

  useEffect(() => {
    if (position !== undefined) return;
    let live = true;
    void askQuietly(timeoutMs)
      .catch(() => null)
      .then((found) => {
        remembered = { position: found, at: Date.now() };
        if (live) setPosition(found);
      });
    return () => {
      live = false;
    };
  }, [position, timeoutMs]);

  return position;
}

/** The position as request fields: none when there is none (the server then places the caller). */
export function positionFields(position: KnownPosition | null | undefined): Partial<KnownPosition> {
  return position ? { latitude: position.latitude, longitude: position.longitude } : {};
}

/** Tests only: forget the remembered answer. */
export function forgetKnownPosition(): void {
  remembered = undefined;
}
