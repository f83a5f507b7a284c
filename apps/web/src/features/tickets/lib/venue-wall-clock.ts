import { instantToVenueTime } from '@stagepass/domain/events';

/** 20261231T200000: the venue's wall-clock time of an instant, as RFC 5545 writes a local DATE-TIME. */
export function venueWallClock(instant: string, timeZone: string): string {
  return `${instantToVenueTime(instant, timeZone).replace(/[-:]/g, '')}00`;
}
