import { DEFAULT_LOCATION } from '@stagepass/domain/events';
import type { PublicContext } from '../../rpc/context';

export interface Position {
  latitude: number;
  longitude: number;
  country: string;
  source: 'browser' | 'ip' | 'member' | 'default';
}

/**
 * A browser position kept to 7 decimals (about a centimetre): finer digits mean nothing, and a subnormal number
 * such as 4e-323 is out of range for PostgreSQL's float8 (the fuzzer's find).
 */
const toCentimetres = (degrees: number) => Math.round(degrees * 1e7) / 1e7 || 0;

/**
 * Where "near me" is (spec 001 §7 location helpers, §8, §9): the position the browser gave, else the caller's IP
 * location, else the member's stored address, else San Francisco with country US.
 */
export async function callerPosition(
  ctx: PublicContext,
  input: { latitude?: number | undefined; longitude?: number | undefined },
): Promise<Position> {
  const memberCountry = ctx.member?.country ?? null;
  if (input.latitude !== undefined && input.longitude !== undefined)
    return {
      latitude: toCentimetres(input.latitude),
      longitude: toCentimetres(input.longitude),
      country: memberCountry ?? DEFAULT_LOCATION.country,
      source: 'browser',
    };
  try {
    const found = await ctx.ipLocator.locate(ctx.ip);
    if (found) return { ...found, source: 'ip' };
  } catch (err) {
    ctx.log.warn({ err }, 'IP geolocation failed');
  }
  const m = ctx.member;
  if (m?.latitude != null && m.longitude != null)
    return {
      latitude: m.latitude,
      longitude: m.longitude,
      country: memberCountry ?? DEFAULT_LOCATION.country,
      source: 'member',
    };
  return { ...DEFAULT_LOCATION, source: 'default' };
}
