import type { Handler } from '../../rpc/context';

// spec 000 §8: a failed geocode returns an empty result, whether nothing matched or the maps
// service failed (logged).
export const geocode_address: Handler<'geocode_address'> = async ({ ctx, input }) => {
  try {
    return { results: await ctx.geocoder.geocode(input.address) };
  } catch (err) {
    ctx.log.warn({ err }, 'geocoding failed');
    return { results: [] };
  }
};
