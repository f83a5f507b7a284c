import type { IpLocator } from './ip-locator';
import { publicAddress } from './ip-locator';

/** The IP geolocation service by configuration (ipinfo.io's JSON API: { loc: 'lat,lng', country }). */
export function createIpinfoLocator(settings: { token: string; apiUrl: string }): IpLocator {
  return {
    kind: 'ipinfo',
    async locate(ip) {
      const pub = publicAddress(ip);
      if (!pub) return null;
      const url = new URL(`${settings.apiUrl.replace(/\/$/, '')}/${encodeURIComponent(pub.address)}/json`);
      url.searchParams.set('token', settings.token);
      const res = await fetch(url, { signal: AbortSignal.timeout(3000) });
      if (!res.ok) throw new Error(`IP geolocation answered ${res.status}`);
      const body = (await res.json()) as { loc?: string; country?: string; bogon?: boolean };
      const [lat, lng] = (body.loc ?? '').split(',').map(Number);
      if (body.bogon || !body.country || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
      return { latitude: lat!, longitude: lng!, country: body.country };
    },
  };
}
