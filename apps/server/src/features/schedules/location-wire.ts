import type { Location } from '@stagepass/contract/schedules/fields';
import { greatCircleMiles } from '@stagepass/domain/format';
import type { LocationRow } from './schedules-repository';

/** spec 001 §3 Location on the wire; `distance` in miles (to a tenth) from `from`, else null. */
export function locationWire(row: LocationRow, from?: { latitude: number; longitude: number } | null): Location {
  return {
    location_id: row.id,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    locality: row.locality,
    administrative_area: row.administrativeArea,
    sub_administrative_area: row.subAdministrativeArea,
    country: row.country,
    time_zone: row.timeZone,
    distance: from
      ? Math.round(greatCircleMiles(from.latitude, from.longitude, row.latitude, row.longitude) * 10) / 10
      : null,
  };
}
