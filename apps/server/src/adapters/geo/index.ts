import { createGazetteer } from './gazetteer';
import type { Geocoder } from './geocoder';
import { createGoogleGeocoder } from './google';

/** DESIGN.md §5: the offline gazetteer by default, the maps API when its key is set. */
export function createGeocoder(config: {
  GEOCODING_API_KEY?: string | undefined;
  GEOCODING_API_URL: string;
}): Geocoder {
  return config.GEOCODING_API_KEY
    ? createGoogleGeocoder({ apiKey: config.GEOCODING_API_KEY, apiUrl: config.GEOCODING_API_URL })
    : createGazetteer();
}
