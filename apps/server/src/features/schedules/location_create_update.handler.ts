import type { GeocodeResult } from '@stagepass/contract/accounts/geocode_address';
import { LOCATION_ADDRESS_NOT_FOUND, LOCATION_NOT_FOUND, LOCATION_ZONE_IN_USE } from '@stagepass/domain/schedules';
import { AppError } from '../../rpc/app-error';
import type { Handler, MemberContext } from '../../rpc/context';
import { locateVenue } from '../events/venue';
import { locationWire } from './location-wire';
import * as repo from './schedules-repository';

/** The place of an address, geocoded as event venues are; an address the geocoder cannot find names `address`. */
async function locate(ctx: MemberContext, input: { address: string; latitude?: number; longitude?: number }) {
  try {
    return await locateVenue(ctx, input);
  } catch (err) {
    if (err instanceof AppError && err.field === 'address')
      throw new AppError('INVALID_INPUT', LOCATION_ADDRESS_NOT_FOUND, 'address');
    throw err;
  }
}

/**
 * spec 001 §7 location_create_update: the address is geocoded here, and the time zone comes with the position
 * (the schedules of the location are days in that zone). A location an upcoming schedule uses keeps its time zone.
 */
export const location_create_update: Handler<'location_create_update'> = async ({ ctx, input }) => {
  const talentId = ctx.member.id;
  const place: GeocodeResult = await locate(ctx, input);
  const now = new Date(ctx.clock.now());
  const values: repo.LocationValues = {
    talentId,
    name: input.name,
    address: input.address,
    latitude: place.latitude,
    longitude: place.longitude,
    locality: place.locality,
    administrativeArea: place.administrative_area,
    subAdministrativeArea: place.sub_administrative_area,
    country: place.country,
    timeZone: place.time_zone,
  };
  const row = await ctx.db.transaction(async (tx) => {
    if (input.location_id === undefined) return repo.insertLocation(tx, values, now);
    await repo.lockTalentSchedules(tx, talentId);
    const current = await repo.findOwnLocation(tx, talentId, input.location_id);
    if (!current) throw new AppError('NOT_FOUND', LOCATION_NOT_FOUND, 'location_id');
    if (current.timeZone !== place.time_zone && (await repo.locationInUse(tx, current.id, now)))
      throw new AppError('CONFLICT', LOCATION_ZONE_IN_USE, 'address');
    return repo.updateLocation(tx, current.id, values, now);
  });
  return { location: locationWire(row) };
};
