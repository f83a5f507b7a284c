import { describe, expect, it } from 'vitest';
import type { EventCard } from '@stagepass/contract/events/fields';
import { ManualClock } from '../../adapters/clock';
import { NearbyCache } from './nearby-cache';

// The nearby cache's loads (issue 9): everyone near one area asks the same question at once, so the first asker's
// load serves them all, and a write during a load keeps its result out of the cache.

const SF = { latitude: 37.77, longitude: -122.42, miles: 50, limit: 60 };
const card = (id: number) =>
  ({
    event_id: id,
    latitude: 37.78,
    longitude: -122.41,
    end_time: '2026-12-01T00:00:00.000Z',
  }) as EventCard;

/** A load that answers when the test says, counting its calls. */
function slowLoad() {
  const calls: ((cards: EventCard[]) => void)[] = [];
  const load = () => new Promise<EventCard[]>((resolve) => calls.push(resolve));
  return { load, calls };
}

describe('the nearby cache', () => {
  it('loads an area once for callers arriving while it loads', async () => {
    const clock = new ManualClock();
    const cache = new NearbyCache(clock);
    const { load, calls } = slowLoad();
    const pages = Array.from({ length: 20 }, () => cache.page(SF, clock.now(), load));
    expect(calls).toHaveLength(1);
    calls[0]!([card(1), card(2)]);
    const answered = await Promise.all(pages);
    expect(answered.map((p) => p?.map((c) => c.event_id))).toEqual(Array(20).fill([1, 2]));
    expect({ hits: cache.hits, misses: cache.misses }).toEqual({ hits: 19, misses: 1 });
    // Now cached: no load at all.
    await cache.page(SF, clock.now(), load);
    expect(calls).toHaveLength(1);
  });

  it('serves a load that a write overtook to its callers, but does not keep it', async () => {
    const clock = new ManualClock();
    const cache = new NearbyCache(clock);
    const { load, calls } = slowLoad();
    const first = cache.page(SF, clock.now(), load);
    cache.clear();
    calls[0]!([card(1)]);
    expect((await first)?.map((c) => c.event_id)).toEqual([1]);
    const second = cache.page(SF, clock.now(), load);
    expect(calls).toHaveLength(2);
    calls[1]!([card(1), card(3)]);
    expect((await second)?.map((c) => c.event_id)).toEqual([1, 3]);
  });

  it('lets the next caller load again after a failed load', async () => {
    const clock = new ManualClock();
    const cache = new NearbyCache(clock);
    await expect(cache.page(SF, clock.now(), () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect((await cache.page(SF, clock.now(), () => Promise.resolve([card(4)])))?.map((c) => c.event_id)).toEqual([4]);
  });
});
