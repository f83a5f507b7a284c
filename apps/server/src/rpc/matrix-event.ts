import * as events from '../features/events/events-repository';
import type { Person, World } from './authorization-matrix-fixtures';

/** A published event of `owner` on 10 January 2031 in San Francisco (no time blocks): its id. */
export function matrixEvent(w: World, owner: Person, name = 'Matrix Night'): Promise<number> {
  return events.insert(
    w.t.db,
    {
      businessId: owner.id,
      name,
      address: 'San Francisco, CA',
      country: 'US',
      latitude: 37.77,
      longitude: -122.42,
      startTime: new Date('2031-01-11T04:00:00Z'),
      endTime: new Date('2031-01-11T07:00:00Z'),
      timeZone: 'America/Los_Angeles',
      draft: false,
    },
    new Date(w.t.clock.now()),
  );
}
