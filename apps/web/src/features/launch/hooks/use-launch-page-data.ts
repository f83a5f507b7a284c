import { useEffect, useMemo } from 'react';
import { DEFAULT_COUNTRY, DEFAULT_LOCATION } from '@stagepass/domain/limits';
import { useRequest } from '../../../lib/use-request';

export interface TraitOption {
  /** spec 000 §3: 'Options show the trait label with a numeric index': the index is the value. */
  value: string;
  label: string;
}

export interface LaunchTraits {
  talent: TraitOption[];
  business: TraitOption[];
}

const toOptions = (labels: string[]): TraitOption[] => labels.map((label, i) => ({ value: String(i), label }));

/** spec 000 §7: 'specialist traits and business traits are fetched when a launch page loads'. */
export function useLaunchTraits(): LaunchTraits {
  // The trait lists never change while a page is open.
  const specialist = useRequest('specialist_trait_query', {}, { staleTime: Infinity });
  const business = useRequest('get_business_trait_types', {}, { staleTime: Infinity });
  return useMemo(
    () => ({
      // Talent may pick a trait or one of its sub-traits (the server accepts both).
      talent: toOptions(
        (specialist.data?.traits ?? []).flatMap((t) => [t.trait, ...t.sub_traits.map((s) => s.subtrait)]),
      ),
      business: toOptions((business.data?.traits ?? []).map((t) => t.trait)),
    }),
    [specialist.data, business.data],
  );
}

export interface VisitorLocation {
  latitude: number;
  longitude: number;
  country: string;
}

const FALLBACK: VisitorLocation = {
  latitude: DEFAULT_LOCATION.latitude,
  longitude: DEFAULT_LOCATION.longitude,
  country: DEFAULT_COUNTRY,
};

/**
 * The browser's position, asked only when the visitor already granted it: a launch page must not
 * greet a visitor with a permission prompt for a value it only logs.
 */
async function currentLocation(): Promise<VisitorLocation> {
  if (!('geolocation' in navigator) || !navigator.permissions) return FALLBACK;
  const permission = await navigator.permissions.query({ name: 'geolocation' });
  if (permission.state !== 'granted') return FALLBACK;
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude, country: DEFAULT_COUNTRY }),
      () => resolve(FALLBACK),
      { timeout: 5000, maximumAge: 600_000 },
    );
  });
}

/**
 * spec 000 §7: 'the current location is also fetched there (result only logged)'; it falls back to San
 * Francisco and country US on failure (§9 default location).
 */
export function useLogCurrentLocation(): void {
  useEffect(() => {
    let live = true;
    void currentLocation()
      .catch(() => FALLBACK)
      .then((location) => {
        if (live) console.info('Launch page location', location);
      });
    return () => {
      live = false;
    };
  }, []);
}
