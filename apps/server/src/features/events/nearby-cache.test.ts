import { describe, expect, it } from 'vitest';
import type { EventCard } from '@stagepass/contract/events/fields';
import { ManualClock } from '../../adapters/clock';
import { cardText, NearbyCache } from './nearby-cache';

// The nearby cache's loads (issue 9): everyone near one area asks the same question at once, so the first asker's
// load serves them all, and a write during a load keeps its result out of the cache.

const SF = { latitude: 37.77, longitude: -122.42, miles: 50, limit: 60 };
/** Event `id` starts `id` hours after 2026-11-30 00:00 UTC, so ids are in the list's order. */
const card = (id: number) =>
  ({
    event_id: id,
    latitude: 37.78,
    longitude: -122.41,
    start_time: new Date(Date.UTC(2026, 10, 30, id)).toISOString(),
    end_time: '2026-12-10T00:00:00.000Z',
  }) as EventCard;
const after = (c: EventCard) => ({ startTime: new Date(c.start_time), id: c.event_id });

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
    expect(answered.map((p) => p?.cards.map((c) => c.event_id))).toEqual(Array(20).fill([1, 2]));
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
    expect((await first)?.cards.map((c) => c.event_id)).toEqual([1]);
    const second = cache.page(SF, clock.now(), load);
    expect(calls).toHaveLength(2);
    calls[1]!([card(1), card(3)]);
    expect((await second)?.cards.map((c) => c.event_id)).toEqual([1, 3]);
  });

  it('lets the next caller load again after a failed load', async () => {
    const clock = new ManualClock();
    const cache = new NearbyCache(clock);
    await expect(cache.page(SF, clock.now(), () => Promise.reject(new Error('database down')))).rejects.toThrow(
      'database down',
    );
    expect((await cache.page(SF, clock.now(), () => Promise.resolve([card(4)])))?.cards.map((c) => c.event_id)).toEqual(
      [4],
    );
  });

  it('pages through an area after a cursor, saying whether more follow', async () => {
    const clock = new ManualClock();
    const cache = new NearbyCache(clock);
    const cards = Array.from({ length: 10 }, (_, i) => card(i + 1));
    const load = () => Promise.resolve(cards);
    const key = { ...SF, limit: 4 };
    const first = await cache.page(key, clock.now(), load);
    expect([first?.cards.map((c) => c.event_id), first?.more]).toEqual([[1, 2, 3, 4], true]);
    const second = await cache.page(key, clock.now(), load, after(cards[3]!));
    expect([second?.cards.map((c) => c.event_id), second?.more]).toEqual([[5, 6, 7, 8], true]);
    const last = await cache.page(key, clock.now(), load, after(cards[7]!));
    expect([last?.cards.map((c) => c.event_id), last?.more]).toEqual([[9, 10], false]);
    // A page that ends exactly at the end of the list has nothing behind it.
    const exact = await cache.page({ ...SF, limit: 5 }, clock.now(), load, after(cards[4]!));
    expect([exact?.cards.map((c) => c.event_id), exact?.more]).toEqual([[6, 7, 8, 9, 10], false]);
  });

  it('sends a page it cannot finish from a full entry to the database', async () => {
    const clock = new ManualClock();
    const cache = new NearbyCache(clock);
    // limit 2 keeps 2 × 4 = 8 cards an area: the entry is full, so what lies past its last card is unknown.
    const load = () => Promise.resolve(Array.from({ length: 8 }, (_, i) => card(i + 1)));
    const key = { ...SF, limit: 2 };
    expect((await cache.page(key, clock.now(), load, after(card(5))))?.cards.map((c) => c.event_id)).toEqual([6, 7]);
    expect(await cache.page(key, clock.now(), load, after(card(6)))).toBeNull();
  });

  it("writes a page's cards as JSON.stringify writes them, from texts split at the distance", async () => {
    const clock = new ManualClock();
    const cache = new NearbyCache(clock);
    const full = (id: number, fields: Partial<EventCard>) => ({ ...card(id), ...fields, distance: 0 }) as EventCard;
    const cards = [
      full(1, { event_name: 'Say "distance":-1.25e-300 at the door', celebs: [[1, 'Ana', null]] }),
      full(2, { description: 'Música — 東京 \u2028 \\' }),
      // A nested key of the same name.
      full(3, { sb_event: { 7: { distance: 1 } } as unknown as EventCard['sb_event'] }),
      // No distance of its own: it goes last, as a spread writes it.
      { ...card(4) },
      full(5, {}),
    ];
    // Split at the distance itself, not at a text that reads like it.
    expect(cardText(cards[0]!)?.head).toMatch(/e-300 at the door","celebs":\[\[1,"Ana",null\]\],"distance":$/);
    const load = () => Promise.resolve(cards);
    const first = (await cache.page({ ...SF, limit: 3 }, clock.now(), load))!;
    expect(first.cardsJson()).toBe(JSON.stringify(first.cards));
    // The texts are kept with the area: another position's page uses them with its own distances.
    const other = (await cache.page({ ...SF, latitude: 37.795, limit: 3 }, clock.now(), load, after(cards[1]!)))!;
    expect(other.cards.map((c) => c.event_id)).toEqual([3, 4, 5]);
    expect(other.cards[0]!.distance).not.toBe(first.cards[0]!.distance);
    expect(other.cardsJson()).toBe(JSON.stringify(other.cards));
  });

  it('keeps a whole answer from its second making on, so a position asked from once fills nothing', async () => {
    const clock = new ManualClock();
    const cache = new NearbyCache(clock);
    let made = 0;
    const build = async () => ({ answer: { made: ++made }, cards: 1, until: clock.now() + 60_000 });
    const ask = (key: string) => cache.answer(key, build);
    expect(await ask('here')).toEqual({ made: 1 });
    expect(await ask('there')).toEqual({ made: 2 });
    // Asked again: made again, and kept.
    const kept = await ask('here');
    expect(kept).toEqual({ made: 3 });
    expect(await ask('here')).toBe(kept);
    cache.keepForRequest('{"here"}', 'here');
    cache.keepForRequest('{"there"}', 'there');
    expect([cache.answerForRequest('{"here"}'), cache.answerForRequest('{"there"}')]).toEqual([kept, undefined]);
    // A write empties it all, the asks remembered too.
    cache.clear();
    expect(await ask('here')).toEqual({ made: 4 });
    expect(await ask('here')).toEqual({ made: 5 });
    expect(await ask('here')).toEqual({ made: 5 });
  });
});
