// The schedule close of DESIGN.md §4 (spec 001 §4): which eligible bids of one talent-day become bookings,
// and what each winner pays. Pure: no I/O, no clock. The server's close job and the live Win/Lose standing
// both call it.

import { greatCircleMiles } from './format';

export interface CloseSchedule {
  id: string;
  /** Minutes. Schedules of one talent-day never overlap (they may touch). */
  start: number;
  end: number;
  lat: number;
  lng: number;
  /** buffer_time in minutes: the least gap before a booking held by this window. */
  buffer: number;
  /** max_events: at most this many bookings inside this window (below 1: none). */
  maxEvents: number;
}

export interface CloseBid {
  id: string;
  /** The time block in minutes. */
  start: number;
  end: number;
  /** The venue. */
  lat: number;
  lng: number;
  /** The bid's maximum in integer cents. */
  max: number;
  /** When the bid was placed (any clock, e.g. epoch ms): earlier wins the last tie. */
  placedAt: number;
}

export interface CloseDay {
  schedules: CloseSchedule[];
  bids: CloseBid[];
}

export interface CloseResult {
  /** The booked bids' ids, sorted (string order). */
  ids: string[];
  /** The sum of the booked bids' maxima. */
  revenue: number;
  /** Great-circle miles from the day's first window to the first venue, then venue to venue (no return leg). */
  miles: number;
}

/**
 * Miles are compared in whole millionths of a mile, leg by leg, so a day's total is an exact integer sum:
 * two plans that drive the same roads tie exactly (float sums in a different order would not), and the
 * optimiser and any check of it agree to the last digit. A millionth of a mile is under 2 mm.
 */
const MICRO_MILES = 1_000_000;

// Scratch space reused across calls, grown on demand, so the close of a day allocates nothing but its result.
// Calls are synchronous, so no two can share it at once.
let bidCap = 0;
let stateCap = 0;
let eBid = new Int32Array(0); // eligible bid → index in day.bids
let eWin = new Int32Array(0); // eligible bid → position of its window in `winOrder`
let eStart = new Float64Array(0);
let order = new Int32Array(0); // eligible bids sorted by start
let kBid = new Int32Array(0); // below, k indexes the sorted eligible bids
let kStart = new Float64Array(0);
let kEnd = new Float64Array(0);
let kLat = new Float64Array(0);
let kLng = new Float64Array(0);
let kMax = new Float64Array(0);
let kPlaced = new Float64Array(0);
let kBase = new Int32Array(0); // k → its first DP state
let kBest = new Int32Array(0); // k → its best DP state
let sRev = new Float64Array(0); // state → revenue of the best chain ending there (-Infinity: none)
let sMicro = new Float64Array(0); // state → its micro-miles
let sPrev = new Int32Array(0); // state → previous state of that chain (-1: the chain starts there)
let sBid = new Int32Array(0); // state → k
let sFirst = new Int32Array(0); // state → the earliest-placed k of its chain
let winOrder = new Int32Array(8);
let winLo = new Int32Array(8); // window position → its first sorted bid
let winCount = new Int32Array(8);

function growBids(n: number): void {
  if (n <= bidCap) return;
  bidCap = Math.max(n, bidCap * 2, 64);
  eBid = new Int32Array(bidCap);
  eWin = new Int32Array(bidCap);
  eStart = new Float64Array(bidCap);
  order = new Int32Array(bidCap);
  kBid = new Int32Array(bidCap);
  kStart = new Float64Array(bidCap);
  kEnd = new Float64Array(bidCap);
  kLat = new Float64Array(bidCap);
  kLng = new Float64Array(bidCap);
  kMax = new Float64Array(bidCap);
  kPlaced = new Float64Array(bidCap);
  kBase = new Int32Array(bidCap);
  kBest = new Int32Array(bidCap);
}

function growStates(n: number): void {
  if (n <= stateCap) return;
  stateCap = Math.max(n, stateCap * 2, 256);
  sRev = new Float64Array(stateCap);
  sMicro = new Float64Array(stateCap);
  sPrev = new Int32Array(stateCap);
  sBid = new Int32Array(stateCap);
  sFirst = new Int32Array(stateCap);
}

function growWindows(n: number): void {
  if (n <= winOrder.length) return;
  const size = Math.max(n, winOrder.length * 2);
  winOrder = new Int32Array(size);
  winLo = new Int32Array(size);
  winCount = new Int32Array(size);
}

/**
 * The last tie-break (DESIGN.md §4 step 4, "preferring earlier-placed bids"), between the chains ending in
 * states `a` and `b` (-1: the empty chain), which have equal revenue and equal miles: list each set's bids
 * by (placedAt, then id), earliest first, and compare the lists lexicographically, where a list that runs out
 * counts as later than any bid. Equivalently, the set holding the earliest bid on which the two differ wins.
 * That is a total order on sets of bids (ids are unique), and it is additive (it ranks sets as
 * Σ 2^-rank would), so the DP's optimal substructure holds for it too. Returns true when `a` is preferred.
 */
function prefers(a: number, b: number, bids: CloseBid[]): boolean {
  // The earlier of the two chains' earliest bids is in one chain only, and no differing bid is earlier: done.
  if (a >= 0 && b >= 0 && sFirst[a] !== sFirst[b]) return placedEarlier(sFirst[a]!, sFirst[b]!, bids);
  let winner = 0; // 1: a holds the earliest differing bid so far, 2: b does
  let placed = 0;
  let id = '';
  while (a !== b) {
    const ka = a < 0 ? -1 : sBid[a]!;
    const kb = b < 0 ? -1 : sBid[b]!;
    // Both chains run backwards in time (k falls along each), so a merge walk finds what they share.
    if (ka === kb) {
      a = sPrev[a]!;
      b = sPrev[b]!;
      continue;
    }
    const k = ka > kb ? ka : kb;
    const p = kPlaced[k]!;
    const kid = bids[kBid[k]!]!.id;
    if (winner === 0 || p < placed || (p === placed && kid < id)) {
      winner = ka > kb ? 1 : 2;
      placed = p;
      id = kid;
    }
    if (ka > kb) a = sPrev[a]!;
    else b = sPrev[b]!;
  }
  return winner === 1;
}

/** Whether sorted bid `x` was placed before `y` (placedAt, then id). */
function placedEarlier(x: number, y: number, bids: CloseBid[]): boolean {
  const px = kPlaced[x]!;
  const py = kPlaced[y]!;
  return px < py || (px === py && bids[kBid[x]!]!.id < bids[kBid[y]!]!.id);
}

function sortByStart(n: number): void {
  if (n <= 32) {
    for (let i = 1; i < n; i++) {
      const v = order[i]!;
      const s = eStart[v]!;
      let j = i - 1;
      while (j >= 0 && eStart[order[j]!]! > s) {
        order[j + 1] = order[j]!;
        j--;
      }
      order[j + 1] = v;
    }
  } else {
    order.subarray(0, n).sort((x, y) => eStart[x]! - eStart[y]!);
  }
}

function legMicro(lat1: number, lng1: number, lat2: number, lng2: number): number {
  return Math.round(greatCircleMiles(lat1, lng1, lat2, lng2) * MICRO_MILES);
}

/**
 * DESIGN.md §4 schedule close: the set of bids to book on one talent-day.
 *
 * - Eligible: a bid with start < end lying inside one schedule window (start >= window.start, end <= window.end)
 *   whose maxEvents is at least 1. A bid spanning two windows is in neither and is never booked.
 * - Feasible: in time order each booking starts at least `buffer` minutes after the previous one ends, `buffer`
 *   being that of the window holding the later booking. This holds across windows as well: the talent still
 *   travels from the previous venue, so the window that the talent is heading into sets the gap. A negative
 *   buffer counts as 0, so bookings never overlap. At most maxEvents bookings inside each window.
 * - Best: most revenue (sum of maxima); then fewest miles, from the location of the day's earliest window
 *   (even one that books nothing) to the first venue, then venue to venue, each leg rounded to a millionth of a
 *   mile; then earlier-placed bids (see `prefers`). This is a total order, so the answer is unique.
 *
 * Exact DP over eligible bids sorted by start: a state is (last booking, bookings so far inside its window);
 * where maxEvents cannot bind (a window holds no more bids than its maxEvents) the count is dropped. Each state
 * keeps its best chain, which is optimal because all three criteria add up along a chain. O(n² · maxEvents).
 * Throws when two schedules of the day overlap.
 */
export function chooseBookings(day: CloseDay): CloseResult {
  const { schedules, bids } = day;
  const w = schedules.length;
  if (w === 0 || bids.length === 0) return { ids: [], revenue: 0, miles: 0 };

  // Windows in time order (insertion sort: a day has a handful).
  growWindows(w);
  for (let i = 0; i < w; i++) {
    const s = schedules[i]!.start;
    let j = i - 1;
    while (j >= 0 && schedules[winOrder[j]!]!.start > s) {
      winOrder[j + 1] = winOrder[j]!;
      j--;
    }
    winOrder[j + 1] = i;
    winCount[i] = 0;
  }
  let prevEnd = -Infinity;
  for (let i = 0; i < w; i++) {
    const s = schedules[winOrder[i]!]!;
    if (s.end <= s.start) continue;
    if (s.start < prevEnd) throw new Error(`schedules overlap: ${s.id} starts before the previous one ends`);
    prevEnd = s.end;
  }
  const origin = schedules[winOrder[0]!]!;

  // Eligible bids, each with its window.
  growBids(bids.length);
  let n = 0;
  for (let b = 0; b < bids.length; b++) {
    const bid = bids[b]!;
    const start = bid.start;
    const end = bid.end;
    if (!(start < end)) continue;
    for (let i = 0; i < w; i++) {
      const s = schedules[winOrder[i]!]!;
      if (start >= s.start && end <= s.end) {
        if (s.maxEvents >= 1) {
          eBid[n] = b;
          eWin[n] = i;
          eStart[n] = start;
          order[n] = n;
          winCount[i]!++;
          n++;
        }
        break;
      }
    }
  }
  if (n === 0) return { ids: [], revenue: 0, miles: 0 };

  // Sort once, copy into flat arrays, and lay out the states: a window whose maxEvents can bind gets one
  // state per count (1..maxEvents) for each bid, any other window one state per bid.
  sortByStart(n);
  let states = 0;
  for (let k = 0; k < n; k++) {
    const e = order[k]!;
    const bid = bids[eBid[e]!]!;
    const win = eWin[e]!;
    kBid[k] = eBid[e]!;
    kStart[k] = bid.start;
    kEnd[k] = bid.end;
    kLat[k] = bid.lat;
    kLng[k] = bid.lng;
    kMax[k] = bid.max;
    kPlaced[k] = bid.placedAt;
    kBase[k] = states;
    const cap = schedules[winOrder[win]!]!.maxEvents;
    states += cap < winCount[win]! ? Math.floor(cap) : 1;
    // Windows do not overlap, so sorted by start the bids come window by window.
    if (k === 0 || eWin[order[k - 1]!]! !== win) winLo[win] = k;
  }
  growStates(states);
  for (let s = 0; s < states; s++) sRev[s] = -Infinity;

  const oLat = origin.lat;
  const oLng = origin.lng;
  let best = -1; // the best chain of the day so far; -1, the empty one
  let bestRev = 0;
  let bestMicro = 0;

  for (let i = 0; i < n; i++) {
    const win = eWin[order[i]!]!;
    const schedule = schedules[winOrder[win]!]!;
    const lo = winLo[win]!;
    const capped = schedule.maxEvents < winCount[win]!;
    const counts = capped ? Math.floor(schedule.maxEvents) : 1;
    const latest = kStart[i]! - (schedule.buffer > 0 ? schedule.buffer : 0); // a predecessor ends by then
    const mx = kMax[i]!;
    const lat = kLat[i]!;
    const lng = kLng[i]!;
    const base = kBase[i]!;
    for (let c = 0; c < counts; c++) sBid[base + c] = i;

    // The first booking of the window (or, uncapped, any booking): from the origin...
    sRev[base] = mx;
    sMicro[base] = legMicro(oLat, oLng, lat, lng);
    sPrev[base] = -1;
    sFirst[base] = i;
    // ...or after the best chain ending at a bid of an earlier window.
    for (let j = lo - 1; j >= 0; j--) {
      if (kEnd[j]! > latest) continue;
      const p = kBest[j]!;
      const rev = sRev[p]! + mx;
      if (rev < sRev[base]!) continue;
      const micro = sMicro[p]! + legMicro(kLat[j]!, kLng[j]!, lat, lng);
      if (rev > sRev[base]! || micro < sMicro[base]! || (micro === sMicro[base]! && prefers(p, sPrev[base]!, bids))) {
        sRev[base] = rev;
        sMicro[base] = micro;
        sPrev[base] = p;
        sFirst[base] = placedEarlier(sFirst[p]!, i, bids) ? sFirst[p]! : i;
      }
    }
    // After a booking in the same window: its count is one more (capped), or it is any state (uncapped).
    for (let j = i - 1; j >= lo; j--) {
      if (kEnd[j]! > latest) continue;
      const pBase = kBase[j]!;
      let leg = -1;
      for (let c = capped ? 1 : 0; c < counts; c++) {
        const p = pBase + (capped ? c - 1 : 0);
        const s = base + c;
        const before = sRev[p]!;
        if (before === -Infinity) continue;
        const rev = before + mx;
        if (rev < sRev[s]!) continue;
        if (leg < 0) leg = legMicro(kLat[j]!, kLng[j]!, lat, lng);
        const micro = sMicro[p]! + leg;
        if (
          rev > sRev[s]! ||
          (rev === sRev[s]! && (micro < sMicro[s]! || (micro === sMicro[s]! && prefers(p, sPrev[s]!, bids))))
        ) {
          sRev[s] = rev;
          sMicro[s] = micro;
          sPrev[s] = p;
          sFirst[s] = placedEarlier(sFirst[p]!, i, bids) ? sFirst[p]! : i;
        }
      }
    }

    // The best chain ending at this bid, whatever its count, for later windows and for the day.
    let top = base;
    for (let c = 1; c < counts; c++) {
      const s = base + c;
      const rev = sRev[s]!;
      if (rev === -Infinity || rev < sRev[top]!) continue;
      if (rev > sRev[top]! || sMicro[s]! < sMicro[top]! || (sMicro[s] === sMicro[top] && prefers(s, top, bids)))
        top = s;
    }
    kBest[i] = top;
    const rev = sRev[top]!;
    const micro = sMicro[top]!;
    if (
      rev > bestRev ||
      (rev === bestRev && (micro < bestMicro || (micro === bestMicro && prefers(top, best, bids))))
    ) {
      best = top;
      bestRev = rev;
      bestMicro = micro;
    }
  }

  const ids: string[] = [];
  for (let s = best; s >= 0; s = sPrev[s]!) ids.push(bids[kBid[sBid[s]!]!]!.id);
  ids.sort();
  return { ids, revenue: best < 0 ? 0 : bestRev, miles: best < 0 ? 0 : bestMicro / MICRO_MILES };
}

/**
 * DESIGN.md §4 and spec 001 §9 ("second-highest plus 1 dollar, capped at the bidder's maximum"): what a
 * winner pays, in integer cents: min(winnerMax, max(rate, highest beaten maximum + 100)).
 *
 * - `winnerMax`: the winner's maximum; `rate`: the schedule's rate (prv_rate on a private schedule).
 *   Bids are whole dollars, so all three are whole multiples of 100 and so is the price.
 * - `competingMaxima`: the maxima of the bids the winner beat, that is the bids left out at this close whose
 *   time block overlaps the winner's (DESIGN.md §4). The caller chooses them; other bookings of the day and
 *   bids elsewhere in the day are not competitors. A beaten bid may have had a higher maximum (it lost to a
 *   combination worth more); the cap then makes the winner pay its own maximum.
 * - None beaten: the rate, still capped at the maximum.
 */
export function winningPrice(winnerMax: number, rate: number, competingMaxima: number[]): number {
  let highest = -Infinity;
  for (const m of competingMaxima) if (m > highest) highest = m;
  return Math.min(winnerMax, Math.max(rate, highest + 100));
}
