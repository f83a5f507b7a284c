import type { Handler } from '../../rpc/context';
import { locationWire } from './location-wire';
import { listLocations } from './schedules-repository';

/** spec 001 §7 locations_query: the talent's locations (deleted ones left out), with distances from the position given. */
export const locations_query: Handler<'locations_query'> = async ({ ctx, input }) => {
  const from =
    input.latitude !== undefined && input.longitude !== undefined
      ? { latitude: input.latitude, longitude: input.longitude }
      : null;
  const rows = await listLocations(ctx.db, ctx.member.id);
  return { locations: rows.map((r) => locationWire(r, from)) };
};
