import tzLookup from '@photostructure/tz-lookup';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '@stagepass/db/client';
import { members } from '@stagepass/db/schema/accounts';
import {
  bids,
  bookingGrievances,
  bookingPayments,
  locations,
  scheduleDays,
  schedules,
  talentTraits,
  type BidStanding,
  type BidState,
  type BookingPaymentState,
} from '@stagepass/db/schema/bookings';
import { events, subEvents } from '@stagepass/db/schema/events';
import { payoutAccounts, sandboxConnectAccounts, sandboxTransfers } from '@stagepass/db/schema/payments';
import { sandboxCharges, sandboxRefunds } from '@stagepass/db/schema/tickets';
import {
  blocksOverlap,
  bookNowCents,
  minimumBidCents,
  priceOf,
  solveDay,
  type DayBid,
  type DaySchedule,
} from '@stagepass/domain/auction';
import { grievanceDeadline, talentPayoutDueAt } from '@stagepass/domain/bids';
import { talentListingPrice, type Fees } from '@stagepass/domain/fees';
import {
  dayClosesAt,
  localDay,
  localDayEnd,
  localDayStart,
  LOCKOUT_MAX_MINUTES,
  templateTimeToInstant,
} from '@stagepass/domain/schedules';
import { standingsOf } from '../features/bookings/standings';
import { DEMO_ACCOUNTS } from './demo';
import { seededRandom, type Random } from './random';

// Issue 12: the demo marketplace's auction. Talent get traits, payout accounts and a home-studio location; the
// published nights from 30 days ago to 30 days ahead get schedules and bids; and every talent-day ends up where the
// live system would have left it: days past their closing time closed as closeDay closes them (solveDay, priceOf,
// Insufficient Funds re-solved), open days with the standings standingsOf computes, a few Book Now bookings,
// approvals and rejections, refunds, a cancellation and a grievance. Deterministic for the same database and `nowMs`.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
/** Nights this far back and ahead of now get schedules and bids. */
const WINDOW_DAYS = 30;
/** The auction's own random source, apart from the marketplace's, so either can change without moving the other. */
export const BOOKINGS_SEED = 20260412;
const DEMO_TALENT_EMAIL = DEMO_ACCOUNTS.find((a) => a.role === 'talent')!.email;
const DEMO_BUSINESS_EMAIL = DEMO_ACCOUNTS.find((a) => a.role === 'business')!.email;
const DEMO_CITY = 'San Francisco';
/** Where the demo talent works from (their home studio in the Mission). */
const DEMO_TALENT_PLACE = {
  city: { name: DEMO_CITY, state: 'CA', county: 'San Francisco County' },
  address: '2180 Mission St, San Francisco, CA 94110',
  latitude: 37.7627,
  longitude: -122.4193,
  timeZone: tzLookup(37.7627, -122.4193),
};

/** A seeded talent member and the place they work from (PlannedMember of marketplace.ts). */
export interface BookingSeedTalent {
  id: number;
  name: string;
  email: string;
  place: {
    city: { name: string; state: string; county: string };
    address: string;
    latitude: number;
    longitude: number;
    timeZone: string;
  };
}

export interface BookingSeedSummary {
  schedules: number;
  bids: number;
  bookings: number;
}

interface Talent {
  id: number;
  demo: boolean;
  city: string;
  place: BookingSeedTalent['place'];
  traits: number[];
}

interface Block {
  id: number;
  eventId: number;
  businessId: number;
  startMs: number;
  endMs: number;
  /** The traits its traits_num asks for, in id order. */
  traits: number[];
  /** Its places: each trait as many times as traits_num asks for it. */
  places: number[];
  city: string;
  lat: number;
  lng: number;
  privateEvent: boolean;
  eventEndMs: number;
  eventCreatedMs: number;
  /** The local day of the block in its time zone (every city lies in one zone). */
  day: string;
  demoBusiness: boolean;
}

interface Schedule {
  startMs: number;
  endMs: number;
  buffer: number;
  rateCents: number;
  bookNowCents: number | null;
  prvRateCents: number | null;
  prvBookNowCents: number | null;
  approveBids: boolean;
  lockout: number;
  maxEvents: number;
  createdMs: number;
}

interface Day {
  talent: Talent;
  day: string;
  bids: Bid[];
  schedule: Schedule;
  closesAtMs: number;
  closed: boolean;
  /** The talent deleted the day's schedule (its bids are Cancelled); the day row stays, as the live system keeps it. */
  deleted: boolean;
}

interface Payment {
  state: BookingPaymentState;
  priceCents: number;
  chargedMs: number;
  refundedMs: number | null;
  grievanceMs: number | null;
}

interface Bid {
  /** Stand-in id for the auction functions; placedAt differs within a day, so ties never reach the ids. */
  key: number;
  block: Block;
  talent: Talent;
  day: Day;
  traitId: number;
  maxCents: number;
  placedMs: number;
  updatedMs: number;
  type: 'BID' | 'BOOK_NOW';
  state: BidState;
  bidState: BidStanding | null;
  priceCents: number | null;
  bookedMs: number | null;
  payment: Payment | null;
}

const dollars = (n: number) => n * 100;
const toSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

/**
 * Seeds the auction into the marketplace the caller has just written (in its transaction): reads the events and
 * their time blocks back, plans everything in memory with the auction's own functions, and writes it in multi-row
 * inserts.
 */
export async function seedBookings(
  tx: Executor,
  input: { talent: readonly BookingSeedTalent[]; fees: Fees; nowMs: number },
): Promise<BookingSeedSummary> {
  const { nowMs, fees } = input;
  const r = seededRandom(BOOKINGS_SEED);
  const demo = await tx
    .select({ id: members.id, email: members.email, name: members.name })
    .from(members)
    .where(inArray(sql`lower(${members.email})`, [DEMO_TALENT_EMAIL, DEMO_BUSINESS_EMAIL]));
  const demoTalentMember = demo.find((m) => m.email.toLowerCase() === DEMO_TALENT_EMAIL);
  const demoTalentId = demoTalentMember?.id;
  const demoBusinessId = demo.find((m) => m.email.toLowerCase() === DEMO_BUSINESS_EMAIL)?.id;

  const eventRows = await tx
    .select({
      id: events.id,
      businessId: events.businessId,
      start: events.startTime,
      end: events.endTime,
      draft: events.draft,
      private: events.private,
      createdAt: events.createdAt,
      lat: events.latitude,
      lng: events.longitude,
      timeZone: events.timeZone,
      city: sql<string | null>`${events.rawGeolocation}->>'locality'`,
    })
    .from(events);
  const blockRows = await tx
    .select({
      id: subEvents.id,
      eventId: subEvents.eventId,
      start: subEvents.startTime,
      end: subEvents.endTime,
      traitsNum: subEvents.traitsNum,
    })
    .from(subEvents);
  const eventById = new Map(eventRows.map((e) => [e.id, e]));

  // --- talent and their traits ---------------------------------------------------------------------------------
  const talent: Talent[] = input.talent.map((t) => ({
    id: t.id,
    demo: false,
    city: t.place.city.name,
    place: t.place,
    traits: [],
  }));
  const demoTalent: Talent | null =
    demoTalentId === undefined
      ? null
      : { id: demoTalentId, demo: true, city: DEMO_CITY, place: DEMO_TALENT_PLACE, traits: [] };

  // How often each trait is asked for in each city, over all its time blocks.
  const demand = new Map<string, Map<number, number>>();
  for (const b of blockRows) {
    const e = eventById.get(b.eventId);
    if (!e?.city) continue;
    const inCity = demand.get(e.city) ?? new Map<number, number>();
    demand.set(e.city, inCity);
    for (const [id, n] of Object.entries(b.traitsNum)) inCity.set(Number(id), (inCity.get(Number(id)) ?? 0) + n);
  }
  const cities = [...new Set(talent.map((t) => t.city))];
  for (const city of cities)
    assignTraits(
      talent.filter((t) => t.city === city),
      demand.get(city) ?? new Map(),
      r,
    );

  // The time blocks of published nights in the window that stay within one local day.
  const blocks: Block[] = [];
  for (const b of blockRows) {
    const e = eventById.get(b.eventId)!;
    const startMs = b.start.getTime();
    const endMs = b.end.getTime();
    if (e.draft || !e.city) continue;
    if (startMs < nowMs - WINDOW_DAYS * DAY_MS || startMs > nowMs + WINDOW_DAYS * DAY_MS) continue;
    const day = localDay(startMs, e.timeZone);
    if (localDay(endMs - 1, e.timeZone) !== day) continue;
    blocks.push({
      id: b.id,
      eventId: e.id,
      businessId: e.businessId,
      startMs,
      endMs,
      traits: Object.keys(b.traitsNum)
        .map(Number)
        .sort((x, y) => x - y),
      places: Object.entries(b.traitsNum)
        .sort((x, y) => Number(x[0]) - Number(y[0]))
        .flatMap(([id, n]) => Array.from({ length: n }, () => Number(id))),
      city: e.city,
      lat: e.lat,
      lng: e.lng,
      privateEvent: e.private,
      eventEndMs: e.end.getTime(),
      eventCreatedMs: e.createdAt.getTime(),
      day,
      demoBusiness: e.businessId === demoBusinessId,
    });
  }
  blocks.sort((a, b) => a.startMs - b.startMs || a.id - b.id);

  // The demo talent offers what the demo business's nights ask for, and a couple of San Francisco traits: those of a
  // pair of overlapping blocks of two venues on one coming day (the demo talent bids on both, so a booking of one
  // makes the other Fatal), then the ones other venues ask for most.
  let demoPair: Block[] = [];
  if (demoTalent) {
    const own = new Set<number>();
    for (const b of blockRows) {
      const e = eventById.get(b.eventId)!;
      if (e.businessId === demoBusinessId && !e.draft) for (const id of Object.keys(b.traitsNum)) own.add(Number(id));
    }
    const needs = (list: Block[]) => {
      const add = new Set<number>();
      for (const b of list) if (!b.traits.some((id) => own.has(id) || add.has(id))) add.add(b.traits[0]!);
      return [...add];
    };
    const coming = blocks.filter((b) => b.city === DEMO_CITY && b.startMs > nowMs + 2 * DAY_MS);
    let best = Infinity;
    for (const [i, a] of coming.entries())
      for (const b of coming.slice(i + 1)) {
        if (a.day !== b.day || a.businessId === b.businessId || !blocksOverlap(a, b)) continue;
        const cost = needs([a, b]).length * 2 - Number(a.demoBusiness || b.demoBusiness);
        if (cost < best) [best, demoPair] = [cost, [a, b]];
      }
    const extra = needs(demoPair);
    const soon = new Map<number, number>();
    for (const b of blocks)
      if (b.city === DEMO_CITY && !b.demoBusiness && b.startMs > nowMs)
        for (const id of b.traits) if (!own.has(id) && !extra.includes(id)) soon.set(id, (soon.get(id) ?? 0) + 1);
    for (const [id] of [...soon.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]))
      if (extra.length < 2) extra.push(id);
    demoTalent.traits = [...own, ...extra].sort((a, b) => a - b);
  }
  const everyone = demoTalent ? [...talent, demoTalent] : talent;

  // --- who bids on whom ----------------------------------------------------------------------------------------
  const byCityTrait = new Map<string, Talent[]>();
  for (const t of talent)
    for (const id of t.traits) {
      const list = byCityTrait.get(`${t.city}|${id}`) ?? [];
      list.push(t);
      byCityTrait.set(`${t.city}|${id}`, list);
    }
  const days = new Map<string, Day>();
  const placed = new Set<string>();
  const allBids: Bid[] = [];
  const addBid = (block: Block, t: Talent, traitId: number) => {
    const key = `${t.id}|${block.day}`;
    let day = days.get(key);
    if (!day) {
      day = {
        talent: t,
        day: block.day,
        bids: [],
        schedule: null as unknown as Schedule,
        closesAtMs: 0,
        closed: false,
        deleted: false,
      };
      days.set(key, day);
    }
    const bid: Bid = {
      key: allBids.length + 1,
      block,
      talent: t,
      day,
      traitId,
      maxCents: 0,
      placedMs: 0,
      updatedMs: 0,
      type: 'BID',
      state: 'Bid',
      bidState: null,
      priceCents: null,
      bookedMs: null,
      payment: null,
    };
    day.bids.push(bid);
    allBids.push(bid);
    placed.add(`${block.id}|${t.id}`);
  };

  // Each place of a block goes to a talent of the city who offers its trait, in turn; the demo talent takes the
  // demo business's blocks and every third San Francisco block; a talent already out that day is often asked again.
  const turn = new Map<string, number>();
  let sfBlocks = 0;
  for (const block of blocks) {
    const demoTurn = block.city === DEMO_CITY && !block.demoBusiness && sfBlocks++ % 3 === 0;
    const past = block.endMs < nowMs;
    const onBlock = new Set<number>();
    for (const [i, traitId] of block.places.entries()) {
      const wantsDemo =
        demoTalent !== null &&
        demoTalent.traits.includes(traitId) &&
        !onBlock.has(demoTalent.id) &&
        (block.demoBusiness || demoTurn || demoPair.includes(block));
      // Some places are still open (Needs Attention); the demo business fills its past night and the demo's part.
      if (!wantsDemo && !(block.demoBusiness && (past || i === 0)) && !r.chance(0.8)) continue;
      let pick: Talent | undefined;
      if (wantsDemo) pick = demoTalent;
      else {
        const free = (byCityTrait.get(`${block.city}|${traitId}`) ?? []).filter((t) => !onBlock.has(t.id));
        if (free.length === 0) continue;
        const busy = free.filter((t) => days.has(`${t.id}|${block.day}`));
        if (busy.length > 0 && r.chance(0.6)) pick = r.pick(busy);
        else {
          const k = turn.get(`${block.city}|${traitId}`) ?? 0;
          turn.set(`${block.city}|${traitId}`, k + 1);
          pick = free[k % free.length]!;
        }
      }
      onBlock.add(pick.id);
      addBid(block, pick, traitId);
    }
  }

  // Competing bids: other venues of the city bid on the same talent-day, mostly for blocks that overlap. A talent
  // with one trait may take up a second one that such a venue asks for (still one or two each).
  const blocksByCityDay = new Map<string, Block[]>();
  for (const b of blocks) {
    const list = blocksByCityDay.get(`${b.city}|${b.day}`) ?? [];
    list.push(b);
    blocksByCityDay.set(`${b.city}|${b.day}`, list);
  }
  for (const day of [...days.values()]) {
    const t = day.talent;
    const businesses = new Set(day.bids.map((b) => b.block.businessId));
    const options = (blocksByCityDay.get(`${t.city}|${day.day}`) ?? []).filter(
      (b) => !businesses.has(b.businessId) && !placed.has(`${b.id}|${t.id}`),
    );
    const overlaps = (b: Block) => day.bids.some((x) => blocksOverlap(x.block, b));
    const ordered = r.sample(options, options.length).sort((a, b) => Number(overlaps(b)) - Number(overlaps(a)));
    let n = t.demo ? 2 : r.int(0, 2);
    for (const b of ordered) {
      if (n === 0) break;
      if (businesses.has(b.businessId)) continue;
      let traitId = b.traits.find((id) => t.traits.includes(id));
      if (traitId === undefined && !t.demo && t.traits.length < 2) {
        traitId = b.traits[0]!;
        t.traits = [...t.traits, traitId].sort((x, y) => x - y);
      }
      if (traitId === undefined) continue;
      businesses.add(b.businessId);
      addBid(b, t, traitId);
      n--;
    }
  }

  // --- schedules, closing times, amounts and when bids were placed ---------------------------------------------
  const dayList = [...days.values()];
  for (const day of dayList) day.schedule = scheduleFor(day, r);

  // The demo talent's day with the overlapping pair: a Book Now there makes the other bid Fatal.
  const pairDay = dayList.find((d) => d.talent.demo && d.bids.some((b) => demoPair.includes(b.block)));
  // The demo business's latest coming night with the demo talent stays an open auction: one leading bid, the others
  // losing (one booking that day).
  const ownDay = dayList
    .filter(
      (d) =>
        d.talent.demo &&
        d !== pairDay &&
        d.schedule.startMs > nowMs + DAY_MS &&
        d.bids.some((b) => b.block.demoBusiness),
    )
    .sort((a, b) => a.schedule.startMs - b.schedule.startMs)
    .at(-1);
  if (ownDay && ownDay.bids.length >= 2) ownDay.schedule.maxEvents = 1;
  // There the demo business can also Book Now its leading bid (it has a saved card, seed/cards.ts): the schedule
  // offers it, priced as scheduleFor prices one.
  if (ownDay && bookNowCents(ownDay.schedule, false) === null) {
    const s = ownDay.schedule;
    s.bookNowCents = dollars(10 * Math.round((1.8 * s.rateCents) / 100 / 10));
    if (s.prvRateCents !== null) s.prvBookNowCents = s.prvRateCents + s.bookNowCents - s.rateCents;
  }
  // Two of the demo talent's coming days with a real auction are closed already (a long lockout), so their dashboard
  // shows upcoming bookings next to open bids; the demo business's own coming nights stay open where they can.
  const demoClosed = new Set<Day>(
    dayList
      .filter(
        (d) =>
          d.talent.demo &&
          d !== pairDay &&
          d !== ownDay &&
          d.schedule.startMs > nowMs + 2 * HOUR_MS &&
          d.schedule.startMs < nowMs + 14 * DAY_MS,
      )
      .sort(
        (a, b) =>
          Number(b.bids.length >= 2) - Number(a.bids.length >= 2) ||
          Number(a.bids.some((x) => x.block.demoBusiness)) - Number(b.bids.some((x) => x.block.demoBusiness)) ||
          a.schedule.startMs - b.schedule.startMs,
      )
      .slice(0, 2),
  );
  for (const day of dayList) closeTime(day, demoClosed.has(day), nowMs, r);
  // One booking a day on those two: so the other bids there lose.
  for (const day of demoClosed) day.schedule.maxEvents = 1;

  for (const day of dayList) {
    const s = day.schedule;
    const hi = Math.min(day.closesAtMs, nowMs) - 10 * MINUTE_MS;
    for (const bid of day.bids) {
      const least = minimumBidCents(s, bid.block.privateEvent);
      bid.maxCents = least + dollars(r.chance(0.2) ? 0 : 5 * r.int(1, 50));
      const lo = Math.max(bid.block.eventCreatedMs + HOUR_MS, hi - 20 * DAY_MS);
      bid.placedMs = toSecond(lo + r.next() * (hi - lo));
    }
    // Distinct instants within the day: the auction's last tie-break never falls through to ids.
    day.bids.sort((a, b) => a.placedMs - b.placedMs || a.key - b.key);
    for (let i = 1; i < day.bids.length; i++)
      if (day.bids[i]!.placedMs <= day.bids[i - 1]!.placedMs) day.bids[i]!.placedMs = day.bids[i - 1]!.placedMs + 1000;
    for (const bid of day.bids) bid.updatedMs = bid.placedMs;
    s.createdMs = toSecond(day.bids[0]!.placedMs - r.int(1, 72) * HOUR_MS);
  }

  // --- the talent's answers on approve_bids schedules -----------------------------------------------------------
  const demoDays = dayList.filter((d) => d.talent.demo).sort((a, b) => a.schedule.startMs - b.schedule.startMs);
  const demoOpen = demoDays.filter((d) => !d.closed);
  // The demo talent asks for approval on its last coming days (two bids at least): the first bid rejected, the
  // second still waiting.
  const hasOverlap = (d: Day) => d.bids.some((a) => d.bids.some((b) => a !== b && blocksOverlap(a.block, b.block)));
  const demoApprove = new Set<Day>();
  const spare = demoOpen.filter((d) => d !== pairDay && d !== ownDay);
  const single = spare.filter((d) => d.bids.length >= 2 && !hasOverlap(d)).at(-1);
  if (single) demoApprove.add(single);
  else for (const d of [...spare].reverse()) if ([...demoApprove].flatMap((x) => x.bids).length < 2) demoApprove.add(d);
  for (const d of demoApprove) d.schedule.approveBids = true;
  const demoAsked = [...demoApprove].flatMap((d) => d.bids);
  for (const day of dayList) {
    if (!day.schedule.approveBids) continue;
    const hi = Math.min(day.closesAtMs, nowMs) - MINUTE_MS;
    day.bids.forEach((bid) => {
      const answer = demoApprove.has(day)
        ? demoAsked.indexOf(bid) === 0
          ? 'reject'
          : demoAsked.indexOf(bid) === 1
            ? 'wait'
            : 'approve'
        : bid.block.demoBusiness && bid.block.endMs < nowMs
          ? 'approve' // the demo business's past night went ahead with its line-up
          : r.pick(['reject', 'wait', 'wait', 'approve', 'approve', 'approve', 'approve', 'approve']);
      if (answer === 'wait') {
        bid.state = 'Request';
        return;
      }
      bid.updatedMs = toSecond(Math.min(hi, bid.placedMs + r.int(10, 24 * 60) * MINUTE_MS));
      if (bid.updatedMs <= bid.placedMs) bid.updatedMs = bid.placedMs + 1000;
      bid.state = answer === 'reject' ? 'Rejected' : 'Bid';
    });
  }

  // The demo talent deleted one coming day's schedule: its bid is Cancelled (specialist_delete_schedule).
  const rest = spare.filter((d) => !demoApprove.has(d));
  const demoDeleted =
    rest.length >= 2 ? rest.find((d) => d.bids.length === 1 && !d.bids[0]!.block.demoBusiness) : undefined;
  if (demoDeleted) {
    demoDeleted.deleted = true;
    const bid = demoDeleted.bids[0]!;
    bid.state = 'Cancelled';
    bid.updatedMs = toSecond(bid.placedMs + (nowMs - bid.placedMs) / 2);
  }

  // --- closed days: the close as closeDay runs it ---------------------------------------------------------------
  // About one winner in twelve finds no card that pays (the demo talent's first closed coming day always has one).
  const demoShort = [...demoClosed].sort((a, b) => a.schedule.startMs - b.schedule.startMs)[0];
  for (const day of dayList) {
    if (!day.closed || day.deleted) continue;
    let forced = day === demoShort && day.bids.filter((b) => b.state === 'Bid').length >= 2;
    closeAuction(day, (w) => {
      if (forced) {
        forced = false;
        return true;
      }
      if (w.talent.demo || w.block.demoBusiness) return false;
      return r.chance(1 / 12);
    });
    const settledMs = day.closesAtMs + 30_000;
    for (const bid of day.bids) {
      if (bid.state === 'Booked') {
        bid.bookedMs = settledMs;
        bid.updatedMs = settledMs;
        bid.payment = {
          state: talentPayoutDueAt(bid.block.eventEndMs) <= nowMs ? 'Completed' : 'Charged',
          priceCents: bid.priceCents!,
          chargedMs: settledMs,
          refundedMs: null,
          grievanceMs: null,
        };
      } else if (bid.state === 'InsufficientFunds') bid.updatedMs = settledMs;
      else if (bid.state === 'Bid') bid.updatedMs = day.closesAtMs + MINUTE_MS;
    }
  }

  // --- open days: standings, and now and then a Book Now -------------------------------------------------------
  // The demo talent's Book Now day: one where a leading bid overlaps another bid, so the booking makes it Fatal.
  const demoBookNow = pairDay && !pairDay.closed ? pairDay : rest.find((d) => !d.deleted && hasOverlap(d));
  if (demoBookNow && bookNowCents(demoBookNow.schedule, false) === null) {
    const s = demoBookNow.schedule;
    s.bookNowCents = s.rateCents + dollars(100);
    if (s.prvRateCents !== null) s.prvBookNowCents = s.prvRateCents + dollars(100);
  }
  for (const day of dayList) {
    if (day.closed || day.deleted) continue;
    let standings = standingsOf(auctionDay(day));
    // The leading bid booked early; on the demo talent's day, one that overlaps another bid.
    const overlapping = (b: Bid) =>
      day.bids.some((x) => x !== b && x.state === 'Bid' && blocksOverlap(x.block, b.block));
    const leading = day.bids
      .filter((b) => b.state === 'Bid' && standings.get(b.key) === 'Win')
      .sort(
        (a, b) =>
          (day === demoBookNow ? Number(overlapping(b)) - Number(overlapping(a)) : 0) ||
          b.maxCents - a.maxCents ||
          a.placedMs - b.placedMs,
      )[0];
    const price = leading ? bookNowCents(day.schedule, leading.block.privateEvent) : null;
    const bookNow = day === demoBookNow || (!day.talent.demo && r.chance(1 / 8));
    if (leading && price !== null && bookNow) {
      const lastMs = Math.max(...day.bids.map((b) => b.updatedMs));
      const at = toSecond(Math.min(nowMs - MINUTE_MS, lastMs + r.int(10, 180) * MINUTE_MS));
      Object.assign(leading, {
        type: 'BOOK_NOW',
        state: 'Booked',
        priceCents: price,
        bookedMs: at,
        updatedMs: at,
      });
      leading.payment = { state: 'Charged', priceCents: price, chargedMs: at, refundedMs: null, grievanceMs: null };
      standings = standingsOf(auctionDay(day));
      for (const b of day.bids) if (b.state === 'Bid' && standings.get(b.key) === 'Fatal') b.updatedMs = at;
    }
    for (const b of day.bids) if (b.state === 'Bid' || b.state === 'Booked') b.bidState = standings.get(b.key)!;
  }

  // --- after the close: refunds and a grievance ---------------------------------------------------------------
  const closedBookings = allBids.filter((b) => b.day.closed && b.state === 'Booked');
  // The demo talent's booking on its second closed coming day is refunded (or, without one, another coming booking
  // of theirs while one is left), and one other talent's booking too.
  const demoSecond = [...demoClosed].sort((a, b) => a.schedule.startMs - b.schedule.startMs)[1];
  const demoComing = allBids.filter((b) => b.talent.demo && b.state === 'Booked' && b.block.startMs > nowMs);
  const reversed = [
    closedBookings.find((b) => b.day === demoSecond) ??
      (demoDeleted || demoComing.length < 2 ? undefined : closedBookings.find((b) => demoComing.includes(b))),
    closedBookings.find((b) => !b.talent.demo && !b.block.demoBusiness && b.payment!.state === 'Charged'),
  ];
  for (const bid of reversed) {
    if (!bid) continue;
    const at = toSecond(bid.bookedMs! + Math.min(r.int(6, 48) * HOUR_MS, (nowMs - bid.bookedMs!) / 2));
    bid.state = 'Reversed';
    bid.bidState = null;
    bid.updatedMs = at;
    bid.payment!.state = 'Reversed';
    bid.payment!.refundedMs = at;
  }
  // The demo business froze the payment of one booking at its past night (within 4 days of the event).
  const pastOwn = closedBookings.filter(
    (b) => b.state === 'Booked' && b.block.demoBusiness && b.block.eventEndMs < nowMs,
  );
  const disputed = pastOwn.find((b) => !b.talent.demo) ?? pastOwn[1];
  if (disputed) {
    const end = disputed.block.eventEndMs;
    disputed.payment!.state = 'Dispute';
    disputed.payment!.grievanceMs = toSecond(
      Math.min(nowMs - HOUR_MS, grievanceDeadline(end) - HOUR_MS, end + r.int(3, 60) * HOUR_MS),
    );
  }

  // --- writing -----------------------------------------------------------------------------------------------
  // Talent set up their payout account and location before their first schedule.
  const setUp = new Date(nowMs - 45 * DAY_MS);
  const traitRows = everyone.flatMap((t) => t.traits.map((traitId) => ({ talentId: t.id, traitId })));
  await inChunks(traitRows, 2000, (rows) => tx.insert(talentTraits).values(rows).onConflictDoNothing());

  // Enabled payout accounts (a talent can't be booked without one, spec 001 §6), onboarded on the sandbox's side.
  const connectId = (id: number) => `acct_sbx_demo_${id}`;
  const names = new Map<number, { email: string; name: string }>(input.talent.map((t) => [t.id, t]));
  if (demoTalentMember) names.set(demoTalentMember.id, demoTalentMember);
  await inChunks(everyone, 1000, (rows) =>
    tx
      .insert(sandboxConnectAccounts)
      .values(
        rows.map((t) => ({
          connectId: connectId(t.id),
          email: names.get(t.id)!.email,
          country: 'US',
          detailsSubmitted: true,
          businessName: names.get(t.id)!.name,
          bankLast4: '6789',
          createdAt: setUp,
        })),
      )
      .onConflictDoNothing(),
  );
  await inChunks(everyone, 1000, (rows) =>
    tx
      .insert(payoutAccounts)
      .values(
        rows.map((t) => ({
          memberId: t.id,
          connectId: connectId(t.id),
          enabled: true,
          restricted: false,
          createdAt: setUp,
          updatedAt: setUp,
        })),
      )
      .onConflictDoNothing(),
  );

  const locationIds = new Map<number, number>();
  const made = await tx
    .insert(locations)
    .values(
      everyone.map((t) => ({
        talentId: t.id,
        name: 'Home studio',
        address: t.place.address,
        latitude: t.place.latitude,
        longitude: t.place.longitude,
        locality: t.place.city.name,
        administrativeArea: t.place.city.state,
        subAdministrativeArea: t.place.city.county,
        country: 'US',
        timeZone: t.place.timeZone,
        createdAt: setUp,
        updatedAt: setUp,
      })),
    )
    .returning({ id: locations.id });
  everyone.forEach((t, i) => locationIds.set(t.id, made[i]!.id));

  const dayIds = await insertReturningIds(dayList, (rows) =>
    tx
      .insert(scheduleDays)
      .values(
        rows.map((d) => ({
          talentId: d.talent.id,
          day: d.day,
          timeZone: d.talent.place.timeZone,
          closesAt: new Date(d.closesAtMs),
          closedAt: d.closed ? new Date(d.closesAtMs + MINUTE_MS) : null,
          createdAt: new Date(d.schedule.createdMs),
        })),
      )
      .returning({ id: scheduleDays.id }),
  );
  const kept = dayList.filter((d) => !d.deleted);
  const scheduleIds = await insertReturningIds(kept, (rows) =>
    tx
      .insert(schedules)
      .values(
        rows.map((d) => {
          const s = d.schedule;
          return {
            talentId: d.talent.id,
            dayId: dayIds.get(d)!,
            locationId: locationIds.get(d.talent.id)!,
            startTime: new Date(s.startMs),
            endTime: new Date(s.endMs),
            bufferTime: s.buffer,
            rateCents: s.rateCents,
            bookNowCents: s.bookNowCents,
            prvRateCents: s.prvRateCents,
            prvBookNowCents: s.prvBookNowCents,
            approveBids: s.approveBids,
            lockout: s.lockout,
            maxEvents: s.maxEvents,
            createdAt: new Date(s.createdMs),
            updatedAt: new Date(s.createdMs),
          };
        }),
      )
      .returning({ id: schedules.id }),
  );

  const bidIds = await insertReturningIds(allBids, (rows) =>
    tx
      .insert(bids)
      .values(
        rows.map((b) => ({
          subEventId: b.block.id,
          eventId: b.block.eventId,
          businessId: b.block.businessId,
          talentId: b.talent.id,
          scheduleId: b.day.deleted ? null : scheduleIds.get(b.day)!,
          dayId: dayIds.get(b.day)!,
          traitId: b.traitId,
          maxCents: b.maxCents,
          type: b.type,
          state: b.state,
          bidState: b.bidState,
          priceCents: b.priceCents,
          placedAt: new Date(b.placedMs),
          updatedAt: new Date(b.updatedMs),
          bookedAt: b.bookedMs === null ? null : new Date(b.bookedMs),
        })),
      )
      .returning({ id: bids.id }),
  );

  // The money: each booking's charge on the sandbox, refunds, and the payouts made 5 days after the event.
  const paid = allBids.filter((b) => b.payment !== null);
  const money = paid.map((b) => {
    const id = bidIds.get(b)!;
    const p = b.payment!;
    const charged = talentListingPrice(p.priceCents, fees);
    const dueMs = talentPayoutDueAt(b.block.eventEndMs);
    return {
      b,
      id,
      p,
      charged,
      dueMs,
      chargeId: `ch_sbx_demo_booking_${id}`,
      refundId: `re_sbx_demo_booking_${id}`,
      transferId: `tr_sbx_demo_booking_${id}`,
    };
  });
  await inChunks(money, 1000, (rows) =>
    tx.insert(sandboxCharges).values(
      rows.map((m) => ({
        id: m.chargeId,
        idempotencyKey: `seed-${m.chargeId}`,
        amountCents: m.charged,
        currency: 'usd',
        status: 'succeeded',
        brand: 'visa',
        last4: '4242',
        refundedCents: m.p.refundedMs === null ? 0 : m.charged,
        description: `Stagepass booking ${m.id}`,
        createdAt: new Date(m.p.chargedMs),
      })),
    ),
  );
  const refunds = money.filter((m) => m.p.refundedMs !== null);
  if (refunds.length)
    await tx.insert(sandboxRefunds).values(
      refunds.map((m) => ({
        id: m.refundId,
        idempotencyKey: `seed-${m.refundId}`,
        chargeId: m.chargeId,
        amountCents: m.charged,
        createdAt: new Date(m.p.refundedMs!),
      })),
    );
  await inChunks(money, 1000, (rows) =>
    tx.insert(bookingPayments).values(
      rows.map((m) => {
        const completed = m.p.state === 'Completed';
        return {
          bidId: m.id,
          eventId: m.b.block.eventId,
          businessId: m.b.block.businessId,
          talentId: m.b.talent.id,
          priceCents: m.p.priceCents,
          feeCents: m.charged - m.p.priceCents,
          chargedCents: m.charged,
          currency: 'USD',
          chargeId: m.chargeId,
          cardBrand: 'visa',
          cardLast4: '4242',
          state: m.p.state,
          chargedAt: new Date(m.p.chargedMs),
          payoutDueAt: new Date(m.dueMs),
          payoutStatus: completed ? 'paid' : m.p.state === 'Dispute' ? 'frozen' : 'due',
          transferId: completed ? m.transferId : null,
          connectId: completed ? connectId(m.b.talent.id) : null,
          paidAt: completed ? new Date(m.dueMs + MINUTE_MS) : null,
          payoutAttempts: completed ? 1 : 0,
          refundId: m.p.refundedMs === null ? null : m.refundId,
          createdAt: new Date(m.p.chargedMs),
        };
      }),
    ),
  );
  const transfers = money.filter((m) => m.p.state === 'Completed');
  await inChunks(transfers, 1000, (rows) =>
    tx.insert(sandboxTransfers).values(
      rows.map((m) => ({
        id: m.transferId,
        destination: connectId(m.b.talent.id),
        amountCents: m.p.priceCents,
        currency: 'usd',
        // The payout job's own key (booking-payouts.ts), so a run of the job after the seed pays nothing twice.
        idempotencyKey: `booking-payout-${m.id}-${m.p.chargedMs}`,
        description: 'Booking fee (demo)',
        metadata: { bid_id: String(m.id), event_id: String(m.b.block.eventId), kind: 'booking' },
        createdAt: new Date(m.dueMs + MINUTE_MS),
      })),
    ),
  );
  const grievances = money.filter((m) => m.p.grievanceMs !== null);
  if (grievances.length)
    await tx.insert(bookingGrievances).values(
      grievances.map((m) => ({
        bidId: m.id,
        businessId: m.b.block.businessId,
        description: 'The set started 40 minutes late and ran short of the booked time.',
        filedAt: new Date(m.p.grievanceMs!),
      })),
    );

  return {
    schedules: kept.length,
    bids: allBids.length,
    bookings: allBids.filter((b) => b.state === 'Booked').length,
  };
}

// ---------------------------------------------------------------------------------------------
// Planning helpers

/**
 * Deals a city's traits out to its talent so that every trait asked for there has someone: each talent gets one
 * or two (more only where the city has too few talent for its traits), and the traits asked for most get more
 * talent.
 */
function assignTraits(talent: Talent[], demand: Map<number, number>, r: Random): void {
  const traits = [...demand.keys()].sort((a, b) => a - b);
  if (talent.length === 0 || traits.length === 0) return;
  const order = r.sample(talent, talent.length);
  const caps = order.map(() => r.int(1, 2));
  let capacity = caps.reduce((a, b) => a + b, 0);
  for (let i = 0; capacity < traits.length; i = (i + 1) % caps.length, capacity++) caps[i]!++;
  const slots = new Map(traits.map((id) => [id, 1]));
  for (let left = capacity - traits.length; left > 0; left--) {
    let best = -1;
    let score = -1;
    for (const id of traits) {
      const n = slots.get(id)!;
      if (n >= talent.length) continue;
      const s = demand.get(id)! / n;
      if (s > score) [best, score] = [id, s];
    }
    if (best < 0) break;
    slots.set(best, slots.get(best)! + 1);
  }
  const deck = traits.flatMap((id) => Array.from({ length: slots.get(id)! }, () => id));
  let next = 0;
  const most = Math.max(...caps);
  for (let round = 0; round < most; round++)
    order.forEach((t, i) => {
      if (caps[i]! <= round || next >= deck.length) return;
      let j = next;
      while (j < deck.length && t.traits.includes(deck[j]!)) j++;
      if (j === deck.length) return;
      [deck[next], deck[j]] = [deck[j]!, deck[next]!];
      t.traits.push(deck[next++]!);
    });
  for (const id of traits)
    if (!talent.some((t) => t.traits.includes(id)))
      [...order].sort((a, b) => a.traits.length - b.traits.length)[0]!.traits.push(id);
  for (const t of talent) t.traits.sort((a, b) => a - b);
}

/** One schedule for the talent-day, covering all its blocks: from noon (earlier for a morning block) to 23:59. */
function scheduleFor(day: Day, r: Random): Schedule {
  const tz = day.talent.place.timeZone;
  const first = Math.min(...day.bids.map((b) => b.block.startMs));
  const last = Math.max(...day.bids.map((b) => b.block.endMs));
  const dayStart = localDayStart(day.day, tz);
  const noon = templateTimeToInstant(day.day, '12:00', tz);
  const startMs =
    first >= noon ? noon : Math.max(dayStart, first - ((first - dayStart) % HOUR_MS) - r.int(0, 2) * HOUR_MS);
  const lateMs = templateTimeToInstant(day.day, '23:59', tz);
  const rate = 5 * r.int(30, 80);
  const bookNow = r.chance(0.5) ? 10 * Math.round((rate * r.between(1.4, 2.2)) / 10) : null;
  const prvRate = r.chance(0.3) ? rate + 10 * r.int(5, 15) : null;
  return {
    startMs,
    endMs: last > lateMs ? localDayEnd(day.day, tz) : lateMs,
    buffer: r.pick([15, 20, 25, 30]),
    rateCents: dollars(rate),
    bookNowCents: bookNow === null ? null : dollars(bookNow),
    prvRateCents: prvRate === null ? null : dollars(prvRate),
    prvBookNowCents: prvRate !== null && bookNow !== null ? dollars(prvRate + bookNow - rate) : null,
    approveBids: !day.talent.demo && r.chance(0.25),
    lockout: 60,
    maxEvents: r.int(2, 3),
    createdMs: 0,
  };
}

/**
 * The day's lockout, so its closing time (dayClosesAt: the start less the lockout) is where the story needs it.
 * Days that have begun are closed; some coming days within a week are closed too (a long lockout, as some talent
 * set), always after the nights they hold were published. The rest close between an hour and a day before.
 */
function closeTime(day: Day, demoClosed: boolean, nowMs: number, r: Random): void {
  const s = day.schedule;
  const published = Math.max(...day.bids.map((b) => b.block.eventCreatedMs)) + 6 * HOUR_MS;
  const untilStart = (s.startMs - nowMs) / MINUTE_MS;
  let closed = untilStart < 120 || demoClosed || (!day.talent.demo && untilStart < 7 * 24 * 60 && r.chance(0.5));
  if (closed && untilStart <= 0) s.lockout = 60 * r.int(1, 24);
  else if (closed) {
    const target =
      Math.max(published, nowMs - 3 * DAY_MS) +
      r.next() * (nowMs - 30 * MINUTE_MS - Math.max(published, nowMs - 3 * DAY_MS));
    s.lockout = 15 * Math.ceil((s.startMs - target) / MINUTE_MS / 15);
    if (s.startMs - s.lockout * MINUTE_MS < published) s.lockout -= 15;
    if (s.lockout > LOCKOUT_MAX_MINUTES || s.startMs - s.lockout * MINUTE_MS < published) closed = untilStart < 120;
  }
  if (!closed) s.lockout = Math.min(60 * r.int(1, 24), 15 * Math.floor((untilStart - 60) / 15));
  // A day that began long ago closed after its nights were published.
  while (s.startMs - s.lockout * MINUTE_MS < published && s.lockout > 60) s.lockout -= 60;
  day.closesAtMs = dayClosesAt([s])!;
  day.closed = day.closesAtMs <= nowMs;
}

/** The day as the auction functions read it (standings.ts AuctionDay): its window and its Bid and Booked bids. */
function auctionDay(day: Day) {
  const s = day.schedule;
  return {
    schedules: [
      {
        id: 1,
        startMs: s.startMs,
        endMs: s.endMs,
        lat: day.talent.place.latitude,
        lng: day.talent.place.longitude,
        buffer: s.buffer,
        maxEvents: s.maxEvents,
        rateCents: s.rateCents,
        prvRateCents: s.prvRateCents,
      },
    ] satisfies (DaySchedule & { rateCents: number; prvRateCents: number | null })[],
    bids: day.bids
      .filter((b) => b.state === 'Bid' || b.state === 'Booked')
      .map((b) => ({
        ...dayBid(b),
        state: b.state as 'Bid' | 'Booked',
        bidState: b.bidState,
        scheduleId: 1,
      })),
  };
}

function dayBid(b: Bid): DayBid {
  return {
    id: b.key,
    startMs: b.block.startMs,
    endMs: b.block.endMs,
    lat: b.block.lat,
    lng: b.block.lng,
    maxCents: b.maxCents,
    placedAtMs: b.placedMs,
    booked: b.state === 'Booked',
  };
}

/**
 * closeDay (features/bookings/auction.ts) in memory: solve with the bookings kept, price each new winner against the
 * bids it beat, book it unless `noCard` says no card pays (InsufficientFunds, and the day is solved again without
 * it), until a round finds no new winner; the rest lose, Fatal where they overlap a booking.
 */
function closeAuction(day: Day, noCard: (winner: Bid) => boolean): void {
  const window = auctionDay(day).schedules;
  for (;;) {
    const live = day.bids.filter((b) => b.state === 'Bid' || b.state === 'Booked');
    const booked = live.filter((b) => b.state === 'Booked');
    const open = live.filter((b) => b.state === 'Bid' && !booked.some((k) => blocksOverlap(k.block, b.block)));
    const chosen = solveDay(window, [...booked, ...open].map(dayBid));
    const winners = open.filter((b) => chosen.has(b.key));
    if (winners.length === 0) break;
    const beaten = open.filter((b) => !chosen.has(b.key)).map(dayBid);
    for (const w of winners) {
      const price = priceOf(dayBid(w), minimumBidCents(day.schedule, w.block.privateEvent), beaten);
      if (noCard(w)) {
        w.state = 'InsufficientFunds';
        w.bidState = null;
      } else {
        w.state = 'Booked';
        w.bidState = 'Win';
        w.priceCents = price;
      }
    }
  }
  const booked = day.bids.filter((b) => b.state === 'Booked');
  for (const b of day.bids)
    if (b.state === 'Bid') b.bidState = booked.some((k) => blocksOverlap(k.block, b.block)) ? 'Fatal' : 'Lose';
}

async function inChunks<T>(rows: readonly T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/** Inserts in chunks and maps each item to the id its row got (RETURNING gives the rows in VALUES order). */
async function insertReturningIds<T>(
  items: readonly T[],
  write: (chunk: T[]) => Promise<{ id: number }[]>,
): Promise<Map<T, number>> {
  const out = new Map<T, number>();
  for (let i = 0; i < items.length; i += 1000) {
    const chunk = items.slice(i, i + 1000);
    const ids = await write(chunk);
    chunk.forEach((item, j) => out.set(item, ids[j]!.id));
  }
  return out;
}
