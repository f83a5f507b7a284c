// Issue 12: the schedule close optimiser (packages/domain/src/schedule-close.ts) on 1,000,000 bids over 100,000
// talent-days, on one core. Goal: under 2 s for the whole pass. The days are generated from a fixed seed, so every
// run solves the same ones: most days hold about 10 bids in 1–3 windows, and every 1,000th day holds 200 bids in
// 3 windows whose max_events binds (the O(n² · max_events) worst case the DP must absorb). As the other figures,
// it is also printed as a ratio against a reference measured in the same run: one sort of each day's bids by start
// (the least any exact close does), so a slower machine moves both.
//
// Alone: `npx tsx bench/schedule-close.bench.ts`; `npm run bench` runs it too and writes it to latest.json.
import { pathToFileURL } from 'node:url';
import { chooseBookings, type CloseBid, type CloseDay } from '@stagepass/domain/schedule-close';

export interface ScheduleCloseBench {
  days: number;
  bids: number;
  /** Days of 200 bids among them. */
  heavyDays: number;
  /** Days solved before the timed pass, so the JIT has settled (as the API figures' warm-up). */
  warmUpDays: number;
  seconds: number;
  goalSeconds: number;
  pass: boolean;
  /** One sort of each day's bids by start, timed in the same run. */
  referenceSeconds: number;
  /** seconds / referenceSeconds. */
  ratio: number;
  /** What the pass decided, so a change in the answers shows as well as a change in the time. */
  booked: number;
  revenueCents: number;
}

const DAYS = 100_000;
const BIDS = 1_000_000;
const HEAVY_EVERY = 1_000;
const HEAVY_BIDS = 200;
const WARM_UP_DAYS = 2_000;
const GOAL_SECONDS = 2;

/** mulberry32: a small, fast, seeded generator. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// Where the talent live: a few US cities; venues lie within about 30 miles of the talent's city.
const CITIES = [
  { lat: 37.77, lng: -122.42 },
  { lat: 34.05, lng: -118.24 },
  { lat: 40.71, lng: -74.01 },
  { lat: 41.88, lng: -87.63 },
  { lat: 29.76, lng: -95.37 },
  { lat: 25.76, lng: -80.19 },
  { lat: 47.61, lng: -122.33 },
  { lat: 39.74, lng: -104.99 },
];

export function generateDays(seed = 20_170_324): CloseDay[] {
  const rand = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
  const heavy = (d: number) => d % HEAVY_EVERY === HEAVY_EVERY - 1;
  // Every bid goes to a day: 200 to each heavy day, the rest to the other days at random (about 9.8 each).
  const counts = new Int32Array(DAYS);
  const normal: number[] = [];
  for (let d = 0; d < DAYS; d++) {
    if (heavy(d)) counts[d] = HEAVY_BIDS;
    else normal.push(d);
  }
  for (let b = (DAYS / HEAVY_EVERY) * HEAVY_BIDS; b < BIDS; b++) counts[pick(normal)]!++;

  const days: CloseDay[] = [];
  const placedFrom = Date.UTC(2026, 0, 1);
  let bidId = 0;
  for (let d = 0; d < DAYS; d++) {
    const city = pick(CITIES);
    const venue = () => ({ lat: city.lat + (rand() - 0.5) * 0.8, lng: city.lng + (rand() - 0.5) * 0.8 });
    const dayStart = d * 1_440; // minutes: one day after another
    const windows = heavy(d) ? 3 : 1 + Math.floor(rand() * 3);
    const schedules = [];
    let t = dayStart + 540 + Math.floor(rand() * 180);
    for (let w = 0; w < windows; w++) {
      const length = heavy(d) ? 300 : 120 + 30 * Math.floor(rand() * 9);
      schedules.push({
        id: `s${d}-${w}`,
        start: t,
        end: t + length,
        ...venue(),
        buffer: pick([0, 15, 30, 45, 60]),
        maxEvents: heavy(d) ? 3 + Math.floor(rand() * 4) : 1 + Math.floor(rand() * 4),
      });
      t += length + 30 * Math.floor(rand() * 5);
    }
    const bids: CloseBid[] = [];
    for (let b = 0; b < counts[d]!; b++) {
      const window = pick(schedules);
      const length = pick([60, 90, 120, 180]);
      // Mostly inside the window; about one in ten starts early or runs late, and is not eligible.
      const start = window.start - 30 + 15 * Math.floor(rand() * ((window.end - window.start) / 15));
      bids.push({
        id: `b${bidId++}`,
        start,
        end: start + length,
        ...venue(),
        max: 100 * (100 + 50 * Math.floor(rand() * 40)),
        placedAt: placedFrom + Math.floor(rand() * 30 * 86_400_000),
      });
    }
    // Listed in the order they were placed, as the close job would read them.
    bids.sort((a, b) => a.placedAt - b.placedAt);
    days.push({ schedules, bids });
  }
  return days;
}

export function runScheduleCloseBench(options: { print?: boolean } = {}): ScheduleCloseBench {
  const days = generateDays();
  const bidCount = days.reduce((n, d) => n + d.bids.length, 0);

  for (let d = 0; d < WARM_UP_DAYS; d++) chooseBookings(days[d]!);
  let booked = 0;
  let revenueCents = 0;
  const started = performance.now();
  for (const day of days) {
    const result = chooseBookings(day);
    booked += result.ids.length;
    revenueCents += result.revenue;
  }
  const seconds = (performance.now() - started) / 1000;

  let sorted = 0;
  const referenceStarted = performance.now();
  for (const day of days) sorted += day.bids.slice().sort((a, b) => a.start - b.start).length;
  const referenceSeconds = (performance.now() - referenceStarted) / 1000;
  if (sorted !== bidCount) throw new Error('the reference lost bids');

  const result: ScheduleCloseBench = {
    days: days.length,
    bids: bidCount,
    heavyDays: DAYS / HEAVY_EVERY,
    warmUpDays: WARM_UP_DAYS,
    seconds: Math.round(seconds * 1000) / 1000,
    goalSeconds: GOAL_SECONDS,
    pass: seconds < GOAL_SECONDS,
    referenceSeconds: Math.round(referenceSeconds * 1000) / 1000,
    ratio: Math.round((seconds / referenceSeconds) * 100) / 100,
    booked,
    revenueCents,
  };
  if (options.print) console.log(scheduleCloseReport(result));
  return result;
}

export function scheduleCloseReport(r: ScheduleCloseBench): string {
  return (
    `\nSchedule close (issue 12): ${r.bids.toLocaleString('en-US')} bids over ${r.days.toLocaleString('en-US')} ` +
    `talent-days (${r.heavyDays} of 200 bids), one core\n  ${r.pass ? '✔' : '✘'} ${r.seconds.toFixed(3)} s ` +
    `(goal < ${r.goalSeconds} s)  ratio to reference ${r.ratio.toFixed(2)} (sorting each day's bids once: ` +
    `${r.referenceSeconds.toFixed(3)} s)  ${r.booked.toLocaleString('en-US')} booked, ` +
    `$${(r.revenueCents / 100).toLocaleString('en-US')} revenue`
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) runScheduleCloseBench({ print: true });
