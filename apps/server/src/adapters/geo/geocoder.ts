import type { GeocodeResult } from '@stagepass/contract/accounts/geocode_address';

/** Address → places (DESIGN.md §5), best match first; empty when nothing matches. */
export interface Geocoder {
  readonly kind: 'gazetteer' | 'google';
  geocode(address: string): Promise<GeocodeResult[]>;
}
