import { BlockList, isIP } from 'node:net';

/** spec 001 §7: the caller's coarse position and country from its IP address. */
export interface IpLocation {
  latitude: number;
  longitude: number;
  country: string;
}

/** IP → coarse position (DESIGN.md §5): null for private addresses and addresses the database does not know. */
export interface IpLocator {
  readonly kind: 'offline' | 'ipinfo';
  locate(ip: string): Promise<IpLocation | null>;
}

/** Loopback, private, link-local and other non-routable ranges: they say nothing about where the caller is. */
const local = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  local.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  local.addSubnet(net, prefix, 'ipv6');

/** The address as a public IPv4 or IPv6 address, or null (IPv4-mapped IPv6 is read as IPv4). */
export function publicAddress(ip: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const version = isIP(address);
  if (version === 0) return null;
  const family = version === 4 ? 'ipv4' : 'ipv6';
  return local.check(address, family) ? null : { address, family };
}
