import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greatCircleMiles } from './format';
import { chooseBookings, winningPrice, type CloseBid, type CloseDay, type CloseSchedule } from './schedule-close';

// Places a talent drives between (spec 001 §9 default location: San Francisco).
const SF = { lat: 37.77, lng: -122.42 };
const OAKLAND = { lat: 37.8, lng: -122.27 };
const SAN_JOSE = { lat: 37.34, lng: -121.89 };
const SACRAMENTO = { lat: 38.58, lng: -121.49 };

function schedule(id: string, start: number, end: number, more: Partial<CloseSchedule> = {}): CloseSchedule {
  return { id, start, end, ...SF, buffer: 0, maxEvents: 5, ...more };
}

function bid(id: string, start: number, end: number, max: number, more: Partial<CloseBid> = {}): CloseBid {
  return { id, start, end, ...SF, max, placedAt: 0, ...more };
}

/** The documented leg: great-circle miles in whole millionths. */
const leg = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.round(greatCircleMiles(a.lat, a.lng, b.lat, b.lng) * 1e6);

describe('chooseBookings (DESIGN.md §4 schedule close)', () => {
  it('books a single bid inside the window, driving there from the schedule location', () => {
    const result = chooseBookings({
      schedules: [schedule('s1', 600, 900)],
      bids: [bid('b1', 660, 720, 25_000, OAKLAND)],
    });
    expect(result).toEqual({ ids: ['b1'], revenue: 25_000, miles: leg(SF, OAKLAND) / 1e6 });
    expect(result.miles).toBeCloseTo(greatCircleMiles(SF.lat, SF.lng, OAKLAND.lat, OAKLAND.lng), 5);
  });

  it('books the higher maximum of two overlapping bids', () => {
    const result = chooseBookings({
      schedules: [schedule('s1', 600, 900)],
      bids: [bid('low', 660, 720, 20_000), bid('high', 690, 750, 30_000)],
    });
    expect(result.ids).toEqual(['high']);
    expect(result.revenue).toBe(30_000);
  });

  it('keeps buffer_time between bookings: 10 minutes short is a conflict, exactly the buffer is not', () => {
    const schedules = [schedule('s1', 600, 900, { buffer: 30 })];
    const tooClose = chooseBookings({
      schedules,
      bids: [bid('a', 600, 660, 20_000), bid('b', 680, 740, 25_000)],
    });
    expect(tooClose.ids).toEqual(['b']);
    const justRight = chooseBookings({
      schedules,
      bids: [bid('a', 600, 660, 20_000), bid('b', 690, 750, 25_000)],
    });
    expect(justRight).toMatchObject({ ids: ['a', 'b'], revenue: 45_000 });
  });

  it('books at most max_events inside a window, choosing the ones worth most', () => {
    const result = chooseBookings({
      schedules: [schedule('s1', 600, 1200, { maxEvents: 2 })],
      bids: [bid('a', 600, 660, 30_000), bid('b', 700, 760, 10_000), bid('c', 800, 860, 20_000)],
    });
    expect(result).toMatchObject({ ids: ['a', 'c'], revenue: 50_000 });
  });

  it('counts max_events per window: a second window has its own', () => {
    const result = chooseBookings({
      schedules: [schedule('s1', 600, 800, { maxEvents: 1 }), schedule('s2', 900, 1100, { maxEvents: 1 })],
      bids: [bid('a', 600, 660, 30_000), bid('b', 700, 760, 10_000), bid('c', 900, 960, 20_000)],
    });
    expect(result).toMatchObject({ ids: ['a', 'c'], revenue: 50_000 });
  });

  it('never books a bid spanning two windows, nor one outside every window', () => {
    const result = chooseBookings({
      schedules: [schedule('s1', 600, 720), schedule('s2', 720, 840)],
      bids: [bid('across', 700, 740, 90_000), bid('late', 830, 900, 90_000), bid('early', 540, 610, 90_000)],
    });
    expect(result).toEqual({ ids: [], revenue: 0, miles: 0 });
  });

  it('never books into a window whose max_events is 0', () => {
    const result = chooseBookings({
      schedules: [schedule('s1', 600, 720, { maxEvents: 0 })],
      bids: [bid('a', 600, 660, 30_000)],
    });
    expect(result.ids).toEqual([]);
  });

  it('applies the later window’s buffer between bookings in different windows too', () => {
    const schedules = [schedule('s1', 600, 720, { buffer: 0 }), schedule('s2', 720, 840, { buffer: 30 })];
    const touching = chooseBookings({
      schedules,
      bids: [bid('a', 660, 720, 30_000), bid('b', 720, 780, 20_000)],
    });
    expect(touching.ids).toEqual(['a']);
    const spaced = chooseBookings({
      schedules,
      bids: [bid('a', 660, 720, 30_000), bid('b', 750, 810, 20_000)],
    });
    expect(spaced.ids).toEqual(['a', 'b']);
  });

  it('prefers fewer miles when revenue ties', () => {
    const result = chooseBookings({
      schedules: [schedule('s1', 600, 900)],
      bids: [bid('far', 660, 720, 25_000, SACRAMENTO), bid('near', 690, 750, 25_000, OAKLAND)],
    });
    expect(result.ids).toEqual(['near']);
    expect(result.miles).toBe(leg(SF, OAKLAND) / 1e6);
  });

  it('counts miles from the earliest window’s location, then venue to venue, with no return leg', () => {
    const result = chooseBookings({
      // Listed out of order: the day starts in San Jose.
      schedules: [schedule('late', 900, 1200, SF), schedule('early', 600, 800, SAN_JOSE)],
      bids: [bid('a', 600, 660, 10_000, OAKLAND), bid('b', 950, 1000, 10_000, SACRAMENTO)],
    });
    expect(result.ids).toEqual(['a', 'b']);
    expect(result.miles).toBe((leg(SAN_JOSE, OAKLAND) + leg(OAKLAND, SACRAMENTO)) / 1e6);
  });

  it('prefers the earlier-placed bid when revenue and miles tie, then the smaller id', () => {
    const later = bid('a-later', 660, 720, 25_000, { placedAt: 1_700_000_000_500 });
    const earlier = bid('z-earlier', 690, 750, 25_000, { placedAt: 1_700_000_000_100 });
    const schedules = [schedule('s1', 600, 900)];
    expect(chooseBookings({ schedules, bids: [later, earlier] }).ids).toEqual(['z-earlier']);
    expect(chooseBookings({ schedules, bids: [earlier, later] }).ids).toEqual(['z-earlier']);
    const same = { ...earlier, id: 'b-same' };
    expect(chooseBookings({ schedules, bids: [earlier, same] }).ids).toEqual(['b-same']);
  });

  it('returns nothing for an empty day', () => {
    const empty = { ids: [], revenue: 0, miles: 0 };
    expect(chooseBookings({ schedules: [], bids: [] })).toEqual(empty);
    expect(chooseBookings({ schedules: [schedule('s1', 600, 900)], bids: [] })).toEqual(empty);
    expect(chooseBookings({ schedules: [], bids: [bid('a', 600, 660, 10_000)] })).toEqual(empty);
  });

  it('returns the ids sorted', () => {
    const result = chooseBookings({
      schedules: [schedule('s1', 0, 1000)],
      bids: [bid('c', 0, 10, 1), bid('a', 20, 30, 1), bid('b', 40, 50, 1)],
    });
    expect(result.ids).toEqual(['a', 'b', 'c']);
  });

  it('refuses schedules that overlap (a talent-day never has them)', () => {
    expect(() =>
      chooseBookings({
        schedules: [schedule('s1', 600, 900), schedule('s2', 800, 1000)],
        bids: [bid('a', 600, 660, 1)],
      }),
    ).toThrow(/overlap/);
  });

  it('solves a day of 200 bids with a binding max_events exactly as a chain would (chosen set feasible)', () => {
    let seed = 7;
    const rand = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0) / 2 ** 32;
    const schedules = [
      schedule('s1', 0, 400, { buffer: 15, maxEvents: 3 }),
      schedule('s2', 500, 900, { buffer: 20, maxEvents: 4 }),
    ];
    const bids = Array.from({ length: 200 }, (_, i) => {
      const start = Math.floor(rand() * 850);
      return bid(`b${i}`, start, start + 30 + Math.floor(rand() * 90), 100 * (1 + Math.floor(rand() * 50)), {
        lat: 37 + rand(),
        lng: -122 + rand(),
        placedAt: i,
      });
    });
    const result = chooseBookings({ schedules, bids });
    const chosen = bids.filter((b) => result.ids.includes(b.id)).sort((a, b) => a.start - b.start);
    expect(feasible(schedules, chosen)).toBe(true);
    expect(chosen.length).toBeLessThanOrEqual(7);
    expect(result.revenue).toBe(chosen.reduce((s, b) => s + b.max, 0));
  });
});

// ---------------------------------------------------------------------------------------------
// Brute force: every subset of the day's bids, checked and scored straight from the rules.

function windowOf(schedules: CloseSchedule[], b: CloseBid): CloseSchedule | undefined {
  if (!(b.start < b.end)) return undefined;
  return schedules.find((s) => b.start >= s.start && b.end <= s.end && s.maxEvents >= 1);
}

/** `chosen` sorted by start. */
function feasible(schedules: CloseSchedule[], chosen: CloseBid[]): boolean {
  const perWindow = new Map<string, number>();
  for (let i = 0; i < chosen.length; i++) {
    const win = windowOf(schedules, chosen[i]!);
    if (!win) return false;
    perWindow.set(win.id, (perWindow.get(win.id) ?? 0) + 1);
    if (perWindow.get(win.id)! > win.maxEvents) return false;
    if (i > 0 && chosen[i]!.start < chosen[i - 1]!.end + Math.max(0, win.buffer)) return false;
  }
  return true;
}

interface Scored {
  set: CloseBid[];
  revenue: number;
  micro: number;
}

/** DESIGN.md §4 order: revenue, then miles, then the (placedAt, id) lists compared with 'missing' as latest. */
function better(a: Scored, b: Scored): boolean {
  if (a.revenue !== b.revenue) return a.revenue > b.revenue;
  if (a.micro !== b.micro) return a.micro < b.micro;
  const byPlaced = (x: CloseBid, y: CloseBid) => x.placedAt - y.placedAt || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);
  const la = [...a.set].sort(byPlaced);
  const lb = [...b.set].sort(byPlaced);
  for (let i = 0; i < Math.max(la.length, lb.length); i++) {
    if (!la[i]) return false;
    if (!lb[i]) return true;
    const c = byPlaced(la[i]!, lb[i]!);
    if (c !== 0) return c < 0;
  }
  return false;
}

function bruteForce(day: CloseDay): Scored {
  const origin = [...day.schedules].sort((a, b) => a.start - b.start)[0];
  let best: Scored = { set: [], revenue: 0, micro: 0 };
  const n = day.bids.length;
  for (let mask = 1; mask < 1 << n; mask++) {
    const set = day.bids.filter((_, i) => mask & (1 << i)).sort((a, b) => a.start - b.start);
    if (!feasible(day.schedules, set)) continue;
    let micro = 0;
    let at: { lat: number; lng: number } = origin!;
    for (const b of set) {
      micro += leg(at, b);
      at = b;
    }
    const scored = { set, revenue: set.reduce((s, b) => s + b.max, 0), micro };
    if (better(scored, best)) best = scored;
  }
  return best;
}

// A few places only, so that equal miles (and so the placedAt tie-break) come up often.
const PLACES = [SF, OAKLAND, SAN_JOSE, SACRAMENTO];
const place = fc.constantFrom(...PLACES);

const dayArbitrary: fc.Arbitrary<CloseDay> = fc
  .tuple(
    fc.array(
      fc.record({
        gap: fc.integer({ min: 0, max: 60 }),
        length: fc.integer({ min: 30, max: 300 }),
        buffer: fc.integer({ min: -10, max: 45 }),
        maxEvents: fc.integer({ min: 0, max: 3 }),
        at: place,
      }),
      { minLength: 1, maxLength: 3 },
    ),
    fc.array(
      fc.record({
        start: fc.integer({ min: -30, max: 900 }),
        length: fc.integer({ min: 0, max: 150 }),
        max: fc.constantFrom(10_000, 20_000, 30_000, 50_000),
        placedAt: fc.integer({ min: 0, max: 4 }),
        at: place,
      }),
      { maxLength: 8 },
    ),
    fc.boolean(),
    // Days where every bid has the same venue and maximum, and short blocks: long chains that tie on revenue and
    // miles, so the placedAt tie-break decides between many sets.
    fc.boolean(),
  )
  .map(([windows, bids, reversed, uniform]) => {
    let t = 0;
    const schedules = windows.map((w, i) => {
      const start = t + w.gap;
      t = start + w.length;
      return { id: `s${i}`, start, end: t, ...w.at, buffer: w.buffer, maxEvents: w.maxEvents };
    });
    if (reversed) schedules.reverse();
    return {
      schedules,
      bids: bids.map((b, i) => ({
        id: `b${(i * 7) % 10}${i}`,
        start: b.start,
        end: b.start + (uniform ? b.length >> 2 : b.length),
        ...(uniform ? bids[0]!.at : b.at),
        max: uniform ? bids[0]!.max : b.max,
        placedAt: b.placedAt,
      })),
    };
  });

describe('chooseBookings against a brute force over every subset', () => {
  it('agrees on 10,000 random small days: revenue, then miles, then the chosen set', () => {
    fc.assert(
      fc.property(dayArbitrary, (day) => {
        const result = chooseBookings(day);
        const best = bruteForce(day);
        expect(result.revenue).toBe(best.revenue);
        expect(result.miles).toBe(best.micro / 1e6);
        expect(result.ids).toEqual(best.set.map((b) => b.id).sort());
        const chosen = day.bids.filter((b) => result.ids.includes(b.id)).sort((a, b) => a.start - b.start);
        expect(feasible(day.schedules, chosen)).toBe(true);
      }),
      { seed: 20_170_324, numRuns: 10_000 },
    );
  });
});

describe('winningPrice (DESIGN.md §4, spec 001 §9), integer cents', () => {
  it('is the highest beaten maximum plus $1', () => {
    expect(winningPrice(50_000, 20_000, [30_000, 25_000])).toBe(30_100);
  });

  it('never exceeds the winner’s maximum', () => {
    expect(winningPrice(30_000, 20_000, [30_000])).toBe(30_000);
    // A beaten bid worth more (it lost to a better combination): the winner pays its own maximum.
    expect(winningPrice(30_000, 20_000, [45_000])).toBe(30_000);
  });

  it('is at least the schedule rate', () => {
    expect(winningPrice(50_000, 40_000, [30_000])).toBe(40_000);
    expect(winningPrice(50_000, 20_000, [])).toBe(20_000);
  });

  it('is the maximum when even the rate is above it', () => {
    expect(winningPrice(15_000, 20_000, [])).toBe(15_000);
  });
});
