import tzLookup from '@photostructure/tz-lookup';
import type { GeocodeResult } from '@stagepass/contract/accounts/geocode_address';
import type { Geocoder } from './geocoder';

interface Component {
  long_name: string;
  short_name: string;
  types: string[];
}
interface GoogleResult {
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
  address_components: Component[];
}

/** A maps API by key (Google's Geocoding API); time zones still come from the offline lookup. */
export function createGoogleGeocoder(settings: { apiKey: string; apiUrl: string }): Geocoder {
  return {
    kind: 'google',
    async geocode(address) {
      const url = new URL(settings.apiUrl);
      url.searchParams.set('address', address);
      url.searchParams.set('key', settings.apiKey);
      const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!res.ok) throw new Error(`maps API answered ${res.status}`);
      const body = (await res.json()) as { status: string; results?: GoogleResult[] };
      if (body.status === 'ZERO_RESULTS') return [];
      if (body.status !== 'OK') throw new Error(`maps API status ${body.status}`);
      return (body.results ?? []).slice(0, 5).map(toResult);
    },
  };
}

function toResult(r: GoogleResult): GeocodeResult {
  const part = (type: string, short = false) => {
    const c = r.address_components.find((a) => a.types.includes(type));
    return c ? (short ? c.short_name : c.long_name) : null;
  };
  const { lat, lng } = r.geometry.location;
  return {
    formatted_address: r.formatted_address,
    latitude: lat,
    longitude: lng,
    locality: part('locality') ?? part('postal_town') ?? part('sublocality'),
    administrative_area: part('administrative_area_level_1', true),
    sub_administrative_area: part('administrative_area_level_2'),
    country: part('country', true) ?? '',
    time_zone: tzLookup(lat, lng),
  };
}
