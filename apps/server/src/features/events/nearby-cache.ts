import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle, Executor } from '@stagepass/db/client';
import { listen, type Listening } from '@stagepass/db/listen';
import type { EventCard } from '@stagepass/contract/events/fields';
import { greatCircleMiles } from '@stagepass/domain/format';
import type { Clock } from '../../adapters/clock';

/**
 * Nearby results by area and dates (issue 9): the nearby list is the busiest read, and everyone in one area asks the
 * same question. An entry holds the cards (without any owner's fields) of the events within the radius plus the
 * area's size around the area's centre, soonest first; each caller then gets the exact great-circle distances from
 * its own position. An event, time-block or ticket write empties the cache on every server: on the writer at once,
 * and on the others (and the writer again) by a NOTIFY sent in the write's transaction, so a server never serves an
 * area that a committed write on another server changed for longer than the signal takes. Entries also expire after
 * TTL_MS (what the signal does not cover, such as a booking's talent on the cards).
 */

/** The channel the writes NOTIFY (nearbyChanged) and every server's cache LISTENs to. */
export const NEARBY_CHANNEL = 'stagepass_nearby_changed';
/** How long a server waits before listening again after its connection failed. */
const RELISTEN_MS = 2_000;

/** In the writer's transaction: every server's nearby cache empties once the write commits (never if it rolls back). */
export async function nearbyChanged(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_notify(${NEARBY_CHANNEL}, '')`);
}

/** Areas are cells of this many degrees (about 3.5 miles north–south). */
const CELL_DEGREES = 0.05;
/** How far from a cell's centre a point of the cell can be, in miles (half its diagonal, generously). */
const CELL_MARGIN_MILES = 3.5;
/** An entry keeps this many times the page size, so exact filtering rarely runs short. */
const OVERFETCH = 4;
const TTL_MS = 60_000;
const MAX_ENTRIES = 2000;
/** Whole answers kept for exact positions (below): at most this many bytes of cards, about 1.2 KB each. */
const ANSWER_BYTES = 48 * 1024 * 1024;
const CARD_BYTES = 1200;
/** Request bodies kept as asking for one of those answers (below): bodies of at most this many characters. */
const REPEAT_BODY_CHARS = 1024;
const REPEAT_BODIES = 20_000;
/** Keys of answers made once and not kept (NearbyCache.answer), remembered for a second ask. */
const ASKED_ONCE_KEYS = 20_000;

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
  /** Each card's start and end (ms), read once for every page cut from the area. */
  startsMs: number[];
  endsMs: number[];
  /** Each card's JSON around its distance, made the first time the card is sent (cardText). */
  texts: (CardText | undefined)[];
}

/**
 * A card's JSON up to its distance's value and after it: the distance is the one field of a card that differs by
 * caller, so a page from an exact position is written as `head + distance + tail` for each card instead of
 * serializing every card again (about a fifth of such a request). Null if the card's JSON could not be split so.
 */
type CardText = { head: string; tail: string } | null;

/** A distance no card has, written in a card's place for cardText to find. */
const DISTANCE_MARK = -1.25e-300;
const DISTANCE_KEY = '"distance":';

/**
 * Splits the card's JSON at its distance. The mark is found as the distance's value only: no other field holds that
 * number, and inside a JSON string every quote is escaped, so a text that reads like it never matches.
 */
export function cardText(card: EventCard): CardText {
  const text = JSON.stringify({ ...card, distance: DISTANCE_MARK });
  const mark = DISTANCE_KEY + JSON.stringify(DISTANCE_MARK);
  const at = text.indexOf(mark);
  if (at < 0) return null;
  return { head: text.slice(0, at + DISTANCE_KEY.length), tail: text.slice(at + mark.length) };
}

/** Loads an area's cards: the events within `miles` of `centre`, soonest first, at most `cap`. */
type AreaLoad = (centre: { latitude: number; longitude: number }, miles: number, cap: number) => Promise<EventCard[]>;

/** A page for one exact position (NearbyCache.page). */
export interface NearbyPage {
  cards: EventCard[];
  /** Whether more cards follow the page. */
  more: boolean;
  /** The cards as JSON, exactly as `JSON.stringify(cards)` writes them, from each card's text kept with the area. */
  cardsJson(): string;
}

/** A whole answer for one exact position and page, good until `until` (the first of its events to end). */
interface CachedAnswer {
  answer: object;
  until: number;
  cards: number;
}

export class NearbyCache {
  private readonly cache: LRUCache<string, CachedArea>;
  /**
   * Whole answers by exact position and page, kept from their second making on (askedOnce). Everyone asking from the
   * same spot (the visitors an IP database or the default puts in one city, the same browser asking again, a shared
   * link's viewers) gets the same object, which POST /api serializes and compresses once (rpc/shared-answers.ts).
   * Emptied with the areas.
   */
  private readonly answers: LRUCache<string, CachedAnswer>;
  /**
   * The exact bodies of POST /api that asked for one of those answers without a session (keepForRequest), by the
   * answer's key: the same bytes asked again are the same question, answered before they are parsed.
   */
  private readonly requests: LRUCache<string, string>;
  /**
   * The keys of answers made once: an answer is kept from its second making on, so positions asked from once (most
   * browsers' own) fill nothing but this, and the answers kept are the ones asked for again.
   */
  private readonly askedOnce: LRUCache<string, true>;
  private readonly clock: Clock;
  /** Loads under way by area: callers arriving meanwhile wait for the same one instead of each asking the database. */
  private readonly loading = new Map<string, Promise<CachedArea>>();
  hits = 0;
  misses = 0;
  /** Requests answered by their body alone (answerForRequest). */
  repeats = 0;

  constructor(clock: Clock) {
    // Entries age by the injected clock, like everything else that expires.
    this.cache = new LRUCache<string, CachedArea>({ max: MAX_ENTRIES, ttl: TTL_MS, perf: { now: () => clock.now() } });
    this.answers = new LRUCache<string, CachedAnswer>({
      maxSize: ANSWER_BYTES,
      sizeCalculation: (a) => CARD_BYTES * Math.max(1, a.cards),
      ttl: TTL_MS,
      perf: { now: () => clock.now() },
    });
    this.requests = new LRUCache<string, string>({ max: REPEAT_BODIES, ttl: TTL_MS, perf: { now: () => clock.now() } });
    this.askedOnce = new LRUCache<string, true>({
      max: ASKED_ONCE_KEYS,
      ttl: TTL_MS,
      perf: { now: () => clock.now() },
    });
    this.clock = clock;
  }

  /**
   * The whole answer for `key` (the exact position, filters and page): kept from an earlier call while no write has
   * emptied the cache and none of its events has ended, else made by `build` (with the number of cards it holds
   * and when the first of them ends), and kept when it was asked for before.
   */
  async answer<T extends object>(
    key: string,
    build: () => Promise<{ answer: T; cards: number; until: number }>,
  ): Promise<T> {
    const now = this.clock.now();
    const kept = this.answers.get(key);
    if (kept && kept.until > now) return kept.answer as T;
    const generation = this.generation;
    const made = await build();
    if (generation === this.generation && made.until > now) {
      if (this.askedOnce.has(key)) this.answers.set(key, made);
      else this.askedOnce.set(key, true);
    }
    return made.answer;
  }

  /**
   * `body`, the exact body of a request without a session, asked for the answer kept under `key` (answer above): the
   * same body again gets that answer (answerForRequest) while it is kept.
   */
  keepForRequest(body: string, key: string): void {
    if (body.length <= REPEAT_BODY_CHARS && this.answers.has(key)) this.requests.set(body, key);
  }

  /**
   * The answer kept for a request body that keepForRequest saw, while no write has emptied it and none of its events
   * has ended.
   */
  answerForRequest(body: string): object | undefined {
    const key = this.requests.get(body);
    if (key === undefined) return undefined;
    const kept = this.answers.get(key);
    if (!kept || kept.until <= this.clock.now()) return undefined;
    this.repeats += 1;
    return kept.answer;
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

  /** The area's entry: kept, being loaded for another caller, or loaded by `load` now. */
  private async entry(area: ReturnType<NearbyCache['area']>, load: AreaLoad): Promise<CachedArea> {
    const kept = this.cache.get(area.id);
    if (kept) {
      this.hits += 1;
      return kept;
    }
    const loading = this.loading.get(area.id);
    if (loading) {
      this.hits += 1;
      return loading;
    }
    this.misses += 1;
    const generation = this.generation;
    const loaded = load(area.centre, area.miles, area.cap).then((cards) => {
      const made: CachedArea = {
        centre: area.centre,
        miles: area.miles,
        cap: area.cap,
        cards,
        startsMs: cards.map((c) => Date.parse(c.start_time)),
        endsMs: cards.map((c) => Date.parse(c.end_time)),
        texts: [],
      };
      // A write since the load began may have changed what it read: serve it to those waiting, keep it not.
      if (generation === this.generation) this.cache.set(area.id, made);
      return made;
    });
    this.loading.set(area.id, loaded);
    const done = () => this.loading.get(area.id) === loaded && this.loading.delete(area.id);
    void loaded.then(done, done);
    return loaded;
  }

  /**
   * The page for an exact position, from the area's entry (loaded by `load` when missing): the events still
   * running at `nowMs`, within the radius of the position, soonest first, after `after` when it is given; and
   * whether more follow. Null when the entry cannot tell (it hit its cap before the page and the next card were
   * found), so the caller asks the database directly.
   */
  async page(
    key: NearbyKey,
    nowMs: number,
    load: AreaLoad,
    after?: { startTime: Date; id: number },
  ): Promise<NearbyPage | null> {
    const entry = await this.entry(this.area(key), load);
    const afterMs = after?.startTime.getTime();
    const page: EventCard[] = [];
    /** The entry's index of each card of the page. */
    const picked: number[] = [];
    const answer = (more: boolean): NearbyPage => ({
      cards: page,
      more,
      cardsJson: () => {
        const texts = picked.map((i, n) => {
          const text = entry.texts[i] === undefined ? (entry.texts[i] = cardText(entry.cards[i]!)) : entry.texts[i];
          const card = page[n]!;
          return text ? text.head + JSON.stringify(card.distance) + text.tail : JSON.stringify(card);
        });
        return `[${texts.join(',')}]`;
      },
    });
    for (let i = 0; i < entry.cards.length; i++) {
      if (entry.endsMs[i]! <= nowMs) continue;
      if (after && afterMs !== undefined) {
        const startMs = entry.startsMs[i]!;
        if (startMs < afterMs || (startMs === afterMs && entry.cards[i]!.event_id <= after.id)) continue;
      }
      const card = entry.cards[i]!;
      const distance = greatCircleMiles(key.latitude, key.longitude, card.latitude, card.longitude);
      if (distance > key.miles) continue;
      // A card past a full page: there is a next page.
      if (page.length === key.limit) return answer(true);
      page.push({ ...card, distance: Math.round(distance * 10) / 10 });
      picked.push(i);
    }
    return entry.cards.length >= entry.cap ? null : answer(false);
  }

  /** An event or a time block changed: every entry may be stale. */
  clear(): void {
    this.generation += 1;
    this.cache.clear();
    this.answers.clear();
    this.requests.clear();
    this.askedOnce.clear();
    this.loading.clear();
  }

  /** Bumped by every clear, so a load that began before a write is not kept. */
  private generation = 0;

  private listening: Listening | null = null;
  private stopped = false;

  /**
   * Empties the cache whenever a write commits on any server (nearbyChanged). If the connection cannot be opened or
   * fails, the signals sent meanwhile are lost: the cache empties then, and listens again RELISTEN_MS later.
   */
  async listen(handle: DatabaseHandle, onError: (err: unknown) => void): Promise<void> {
    if (this.listening || this.stopped) return;
    const relisten = (err: unknown) => {
      onError(err);
      this.listening = null;
      this.clear();
      setTimeout(() => void this.listen(handle, onError), RELISTEN_MS).unref();
    };
    try {
      this.listening = await listen(handle, NEARBY_CHANNEL, () => this.clear(), relisten);
      if (this.stopped) await this.stopListening();
    } catch (err) {
      relisten(err);
    }
  }

  async stopListening(): Promise<void> {
    this.stopped = true;
    const listening = this.listening;
    this.listening = null;
    await listening?.stop();
  }
}
