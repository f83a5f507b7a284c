import type { IpLocator } from './ip-locator';
import { publicAddress } from './ip-locator';

/** The offline IP database (fast-geoip: GeoLite city data shipped in the package), loaded on first use. */
export function createOfflineIpLocator(): IpLocator {
  let lookup: Promise<(ip: string) => Promise<{ ll: [number, number]; country: string } | null>> | null = null;
  return {
    kind: 'offline',
    async locate(ip) {
      const pub = publicAddress(ip);
      // fast-geoip reads IPv4 only.
      if (!pub || pub.family !== 'ipv4') return null;
      lookup ??= import('fast-geoip').then((m) => m.default.lookup);
      const found = await (await lookup)(pub.address);
      if (!found?.country) return null;
      return { latitude: found.ll[0], longitude: found.ll[1], country: found.country };
    },
  };
}
