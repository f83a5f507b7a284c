import type { GeocodeResult } from '@stagepass/contract/accounts/geocode_address';
import { ADDRESS_NOT_FOUND } from '@stagepass/domain/events';
import { greatCircleMiles } from '@stagepass/domain/format';
import { AppError } from '../../rpc/app-error';
import type { BaseContext } from '../../rpc/context';

/** A picked result this close to a geocoded place is that place (the form sends what geocode_address gave it). */
const SAME_PLACE_MILES = 0.5;

/**
 * The event's place, from the address it gives (issue 9): geocoded on the server, so no event is saved at made-up
 * coordinates. When the form picked one of several results (its latitude and longitude), that one is kept. An
 * address the geocoder cannot find is refused (spec 001 §8: a failed geocode is an empty result).
 */
export async function locateVenue(
  ctx: BaseContext,
  input: { address: string; latitude?: number | null | undefined; longitude?: number | null | undefined },
): Promise<GeocodeResult> {
  let results: GeocodeResult[];
  try {
    results = await ctx.geocoder.geocode(input.address);
  } catch (err) {
    ctx.log.warn({ err }, 'geocoding an event address failed');
    results = [];
  }
  const picked =
    input.latitude != null && input.longitude != null
      ? results.find(
          (r) => greatCircleMiles(r.latitude, r.longitude, input.latitude!, input.longitude!) <= SAME_PLACE_MILES,
        )
      : undefined;
  const place = picked ?? results[0];
  if (!place) throw new AppError('INVALID_INPUT', ADDRESS_NOT_FOUND, 'address');
  return place;
}
