import { DEFAULT_SEARCH_MILES } from '@stagepass/domain/events';
import { FEATURED_DEFAULT_LIMIT, galleryPrefix } from '@stagepass/domain/talent-search';
import type { Handler } from '../../rpc/context';
import { listFeatured, traitNamesOf } from './featured-repository';

/** A position kept to 7 decimals: a subnormal number such as 4e-323 is out of range for float8 (events/position.ts). */
const toCentimetres = (degrees: number) => Math.round(degrees * 1e7) / 1e7 || 0;
/** Distances go out to a tenth of a mile, as on event cards. */
const tenth = (miles: number) => Math.round(miles * 10) / 10;

/**
 * spec 001 §7 get_featured_celebrities (limit, latitude, longitude, distance), §3 Featured creator: active creators
 * with a photo; near the position sent (within `distance` miles, nearest first), or else the most followed first.
 */
export const get_featured_celebrities: Handler<'get_featured_celebrities'> = async ({ ctx, input }) => {
  const near =
    input.latitude !== undefined && input.longitude !== undefined
      ? {
          latitude: toCentimetres(input.latitude),
          longitude: toCentimetres(input.longitude),
          miles: input.distance ?? DEFAULT_SEARCH_MILES,
        }
      : undefined;
  const rows = await listFeatured(ctx.db, { limit: input.limit ?? FEATURED_DEFAULT_LIMIT, near });
  const traits = await traitNamesOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return {
    celebrities: rows.map((r) => ({
      member_id: r.id,
      sp_name: r.name,
      sp_photo: r.photo,
      gallery_prefix: galleryPrefix(r.id),
      traits: traits.get(r.id) ?? [],
      username: r.username,
      distance: r.distance === null ? null : tenth(r.distance),
    })),
  };
};
