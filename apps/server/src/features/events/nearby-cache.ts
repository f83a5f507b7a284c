import { LRUCache } from 'lru-cache';
import type { EventCard } from '@stagepass/contract/events/fields';
import { greatCircleMiles } from '@stagepass/domain/format';
import type { Clock } from '../../adapters/clock';

/**
 * Nearby results by area and dates (issue 9): the nearby list is the busiest read, and everyone in one area asks the
 * same question. An entry holds the cards (without any owner's fields) of the events within the radius plus the
 * area's size around the area's centre, soonest first; each caller then gets the exact great-circle distances from
 * its own position. Any event or time-block write on this server empties the cache; entries on other servers
 * expire after TTL_MS.
 */

/** Areas are cells of this many degrees (about 3.5 miles north–south). */
const CELL_DEGREES = 0.05;
/** How far from a cell's centre a point of the cell can be, in miles (half its diagonal, generously). */
const CELL_MARGIN_MILES = 3.5;
/** An entry keeps this many times the page size, so exact filtering rarely runs short. */
const OVERFETCH = 4;
const TTL_MS = 60_000;
const MAX_ENTRIES = 2000;

export interface NearbyKey {
  latitude: number;
  longitude: number;
  miles: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
  forTraits?: readonly number[] | undefined;
  limit: number;
}

export interface CachedArea {
  /** What the area's query asked: centre and radius (radius + margin), and how many it kept. */
  centre: { latitude: number; longitude: number };
  miles: number;
  cap: number;
  cards: EventCard[];
}

export class NearbyCache {
  private readonly cache: LRUCache<string, CachedArea>;
  /** Loads under way by area: callers arriving meanwhile wait for the same one instead of each asking the database. */
  private readonly loading = new Map<string, Promise<CachedArea>>();
  hits = 0;
  misses = 0;

  constructor(clock: Clock) {
    // Entries age by the injected clock, like everything else that expires.
    this.cache = new LRUCache<string, CachedArea>({ max: MAX_ENTRIES, ttl: TTL_MS, perf: { now: () => clock.now() } });
  }

  /** The cell centre and the wider query that serves every position of the cell. */
  area(key: NearbyKey) {
    const cell = (v: number) => (Math.floor(v / CELL_DEGREES) + 0.5) * CELL_DEGREES;
    const centre = { latitude: cell(key.latitude), longitude: cell(key.longitude) };
    return {
      centre,
      miles: key.miles + CELL_MARGIN_MILES,
      cap: key.limit * OVERFETCH,
      id: [
        centre.latitude.toFixed(3),
        centre.longitude.toFixed(3),
        key.miles,
        key.startDate ?? '',
        key.endDate ?? '',
        [...(key.forTraits ?? [])].sort((a, b) => a - b).join('.'),
        key.limit,
      ].join('|'),
    };
  }

  /**
   * The page for an exact position, from the area's entry (loaded by `load` when missing): the events still
   * running at `nowMs`, within the radius of the position, soonest first. Null when the entry ran short (it hit
   * its cap and fewer than a page remain), so the caller asks the database directly.
   */
  async page(
    key: NearbyKey,
    nowMs: number,
    load: (centre: { latitude: number; longitude: number }, miles: number, cap: number) => Promise<EventCard[]>,
  ): Promise<EventCard[] | null> {
    const area = this.area(key);
    let entry = this.cache.get(area.id);
    if (entry) this.hits += 1;
    else {
      let loading = this.loading.get(area.id);
      if (loading) this.hits += 1;
      else {
        this.misses += 1;
        const generation = this.generation;
        loading = load(area.centre, area.miles, area.cap).then((cards) => {
          const loaded = { centre: area.centre, miles: area.miles, cap: area.cap, cards };
          // A write since the load began may have changed what it read: serve it to those waiting, keep it not.
          if (generation === this.generation) this.cache.set(area.id, loaded);
          return loaded;
        });
        this.loading.set(area.id, loading);
        void loading.then(
          () => this.loading.get(area.id) === loading && this.loading.delete(area.id),
          () => this.loading.get(area.id) === loading && this.loading.delete(area.id),
        );
      }
      entry = await loading;
    }
    const page: EventCard[] = [];
    for (const card of entry.cards) {
      if (Date.parse(card.end_time) <= nowMs) continue;
      const distance = greatCircleMiles(key.latitude, key.longitude, card.latitude, card.longitude);
      if (distance > key.miles) continue;
      page.push({ ...card, distance: Math.round(distance * 10) / 10 });
      if (page.length === key.limit) return page;
    }
    return entry.cards.length >= entry.cap ? null : page;
  }

  /** An event or a time block changed: every entry may be stale. */
  clear(): void {
    this.generation += 1;
    this.cache.clear();
    this.loading.clear();
  }

  /** Bumped by every clear, so a load that began before a write is not kept. */
  private generation = 0;
}
