import { z } from 'zod';
import { ACCESS, defineRequest } from '../define';

/** An address resolved to the registration draft's location fields (spec 000 §3). */
export const geocodeResult = z.object({
  formatted_address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  locality: z.string().nullable(),
  administrative_area: z.string().nullable(),
  sub_administrative_area: z.string().nullable(),
  /** ISO 3166-1 alpha-2. */
  country: z.string(),
  /** IANA time zone. */
  time_zone: z.string(),
});
export type GeocodeResult = z.infer<typeof geocodeResult>;

// The register page geocodes the address it is given (issue #3); spec 000 §8: a failed geocode
// returns an empty result, here an empty list. Best match first.
export const geocode_address = defineRequest({
  name: 'geocode_address',
  summary: 'Resolve an address, city or ZIP code to coordinates, areas and time zone',
  auth: 'public',
  access: ACCESS.everyone,
  input: z.object({ address: z.string().trim().min(1).max(300) }),
  output: z.object({ results: z.array(geocodeResult) }),
});
