import { createGazetteer } from './gazetteer';
import type { Geocoder } from './geocoder';
import { createGoogleGeocoder } from './google';
import { createIpinfoLocator } from './ip-ipinfo';
import type { IpLocator } from './ip-locator';
import { createOfflineIpLocator } from './ip-offline';

/** DESIGN.md §5: the offline gazetteer by default, the maps API when its key is set. */
export function createGeocoder(config: {
  GEOCODING_API_KEY?: string | undefined;
  GEOCODING_API_URL: string;
}): Geocoder {
  return config.GEOCODING_API_KEY
    ? createGoogleGeocoder({ apiKey: config.GEOCODING_API_KEY, apiUrl: config.GEOCODING_API_URL })
    : createGazetteer();
}

/** spec 001 §7: the offline IP database by default, the IP geolocation service when its token is set. */
export function createIpLocator(config: { IPINFO_TOKEN?: string | undefined; IPINFO_API_URL: string }): IpLocator {
  return config.IPINFO_TOKEN
    ? createIpinfoLocator({ token: config.IPINFO_TOKEN, apiUrl: config.IPINFO_API_URL })
    : createOfflineIpLocator();
}
