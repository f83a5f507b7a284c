import { isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '@stagepass/db/client';
import { specialistTraits } from '@stagepass/db/schema/talent';
import { ticketFee, type Fees } from '@stagepass/domain/fees';
import { CARD_COMPANY } from '@stagepass/domain/tickets';
import type { Clock } from '../adapters/clock';
import { BENCH_EMAIL_DOMAIN, BENCH_USERNAME_PREFIX } from './bench-events';
import { LAUNCH_CITIES } from './marketplace';

// The scaling benchmarks' data (issue 16): beside the bench events (seedBenchEvents), fans, talent and the traffic
// between them in proportion to the events — a fan per 10 events, a talent per 100 (with traits, a home location and
// open schedules), 1–2 ticket types per event with purchases, and bids on about a third of the time blocks. All made
// by the database (generate_series, INSERT … SELECT), deterministic (hashes of row numbers), and topped up: a second
// run adds only what the events added since.

const DAY_MS = 24 * 3_600_000;
export const BENCH_FAN_PREFIX = 'bench_fan_';
export const BENCH_TALENT_PREFIX = 'bench_talent_';
/** Fans and talent per bench event. */
export const FANS_PER_EVENT = 1 / 10;
export const TALENT_PER_EVENT = 1 / 100;
/** Open schedule days each talent has (a week apart from a week ahead). */
export const OPEN_DAYS_PER_TALENT = 3;
/** Share of time blocks with bids (1–2 talent each). */
const BID_SHARE = 0.3;
/** Event ids per statement. */
const BATCH = 100_000;

const GA_PRICES = [1500, 2000, 2500, 3500, 4500];
const VIP_PRICES = GA_PRICES.map((p) => p * 3);

// prettier-ignore
const FIRST_NAMES = [
  'Maya', 'Jordan', 'Luis', 'Aisha', 'Chen', 'Priya', 'Marcus', 'Elena', 'Kenji', 'Sofia', 'Darius', 'Hannah',
  'Mateo', 'Leila', 'Andre', 'Nina', 'Omar', 'Grace', 'Diego', 'Tessa', 'Kwame', 'Rosa', 'Eli', 'Yuki', 'Isaiah',
  'Camila', 'Noah', 'Zara', 'Victor', 'Ivy', 'Rafael', 'June', 'Malik', 'Ana', 'Theo', 'Amara', 'Jonah', 'Lucia',
];
// prettier-ignore
const LAST_NAMES = [
  'Rivera', 'Okafor', 'Patel', 'Nguyen', 'Garcia', 'Johnson', 'Kim', 'Martinez', 'Brooks', 'Silva', 'Tanaka',
  'Williams', 'Haddad', 'Lopez', 'Reyes', 'Bennett', 'Cohen', 'Mensah', 'Park', 'Santos', 'Wright', 'Ortiz', 'Ali',
  'Fischer', 'Romero', 'Hughes', 'Sato', 'Diaz', 'Ward', 'Moreno', 'Coleman', 'Ibrahim', 'Flores', 'Price',
];

const textArray = (items: readonly string[]) =>
  sql.raw(`(array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]::text[])`);
const intArray = (items: readonly number[]) => sql.raw(`(array[${items.map((n) => Math.trunc(n)).join(',')}]::int[])`);
/** A deterministic draw in [0, 1) for row `g` and stream `k` (as in bench-events.ts, other streams). */
const draw = (g: string, k: number) => `((hashint8extended((${g})::bigint, ${k}) & 2147483647)::float8 / 2147483648.0)`;
const u = (g: string, k: number) => sql.raw(draw(g, k));
const pick = (g: string, k: number, n: number) => sql.raw(`(floor(${draw(g, k)} * ${Math.trunc(n)}))::int`);

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
async function count(db: Executor, query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ n: number }>(db, query);
  return Number(row?.n ?? 0);
}

export interface BenchScaleSummary {
  benchEvents: number;
  fans: number;
  talent: number;
  /** Rows this run made. */
  made: { fans: number; talent: number; tickets: number; purchases: number; bids: number; scheduleDays: number };
  ms: number;
}

/** The bench businesses' member ids (those seedBenchEvents made). */
const benchBusinesses = sql`(select id from members where starts_with(username, ${BENCH_USERNAME_PREFIX}))`;

/** Member ids of a bench kind (`bench_fan_<n>`), in the order of n, as a table `alias(i, id)` with i from 0. */
async function numberedIds(db: Executor, prefix: string): Promise<string> {
  const list = await rows<{ id: number }>(
    db,
    sql`select id from members where starts_with(username, ${prefix})
        order by substring(username from ${prefix.length + 1}::int)::int`,
  );
  return JSON.stringify(list.map((r) => r.id));
}
const numbered = (json: string, alias: string) =>
  sql`${sql.raw(alias)} as (select (ord - 1)::int as i, value::int as id
        from jsonb_array_elements_text(${json}::jsonb) with ordinality as z(value, ord))`;

/**
 * Fans, talent, tickets with purchases and bids in proportion to the bench events already seeded (call it after
 * seedBenchEvents). `fees` prices the purchases as the app would.
 */
export async function seedBenchScale(db: Database, clock: Clock, options: { fees: Fees }): Promise<BenchScaleSummary> {
  const started = performance.now();
  const nowMs = clock.now();
  const now = new Date(nowMs).toISOString();
  const created = new Date(nowMs - 30 * DAY_MS).toISOString();
  const benchEvents = await count(
    db,
    sql`select count(*)::int as n from events where business_id in ${benchBusinesses}`,
  );
  const fans = Math.max(1, Math.round(benchEvents * FANS_PER_EVENT));
  const talent = Math.max(2, Math.round(benchEvents * TALENT_PER_EVENT));
  const traits = await db
    .select({ id: specialistTraits.id })
    .from(specialistTraits)
    .where(isNotNull(specialistTraits.parentId));
  const traitIds = traits.map((t) => t.id);
  if (traitIds.length === 0) traitIds.push(0);
  const cities = LAUNCH_CITIES.map((c, i) => ({ i, name: c.name, state: c.state, lat: c.latitude, lng: c.longitude }));
  const cityTable = sql`c as (select * from jsonb_to_recordset(${JSON.stringify(cities)}::jsonb)
      as x(i int, name text, state text, lat float8, lng float8))`;
  const first = textArray(FIRST_NAMES);
  const last = textArray(LAST_NAMES);

  const made = await db.transaction(async (tx) => {
    // Fans and talent n = 1…count, named from the lists, living in a launch city.
    const people = async (prefix: string, n: number, stream: number, isSpecialist: boolean) =>
      count(
        tx,
        sql`with ${cityTable}, ins as (
              insert into members (email, name, username, is_specialist, bio, terms_accepted_at, created_at, address,
                                   latitude, longitude, locality, administrative_area, country)
              select ${prefix.replace(/_/g, '-')} || g || ${'@' + BENCH_EMAIL_DOMAIN},
                     ${first}[1 + ${pick('g', stream, FIRST_NAMES.length)}] || ' ' ||
                       ${last}[1 + ${pick('g', stream + 1, LAST_NAMES.length)}],
                     ${prefix} || g, ${isSpecialist},
                     case when ${isSpecialist} then 'Playing live since ' || (2000 + g % 20) || '.' end,
                     ${now}::timestamptz, ${created}::timestamptz, c.name || ', ' || c.state, c.lat, c.lng,
                     c.name, c.state, 'US'
              from generate_series(1, ${n}::int) g
              join c on c.i = ${pick('g', stream + 2, cities.length)}
              on conflict do nothing
              returning 1)
            select count(*)::int as n from ins`,
      );
    const fansMade = await people(BENCH_FAN_PREFIX, fans, 31, false);
    const talentMade = await people(BENCH_TALENT_PREFIX, talent, 34, true);

    // Each talent: 1–3 sub-traits, a home location, and open schedule days from a week ahead (18:00–23:00 local).
    const benchTalent = sql`(select id, substring(username from ${BENCH_TALENT_PREFIX.length + 1}::int)::int as n
        from members where starts_with(username, ${BENCH_TALENT_PREFIX}))`;
    await tx.execute(sql`
      insert into talent_traits (talent_id, trait_id)
      select t.id, ${intArray(traitIds)}[1 + ${pick('t.n * 4 + k', 37, traitIds.length)}]
      from ${benchTalent} t cross join lateral generate_series(1, 1 + ${pick('t.n', 38, 3)}) k
      on conflict do nothing`);
    await tx.execute(sql`
      insert into locations (talent_id, name, address, latitude, longitude, locality, administrative_area, country,
                             time_zone, created_at, updated_at)
      select t.id, 'Home', m.address, m.latitude, m.longitude, m.locality, m.administrative_area, 'US',
             'America/Los_Angeles', ${created}::timestamptz, ${created}::timestamptz
      from ${benchTalent} t join members m on m.id = t.id
      where not exists (select 1 from locations l where l.talent_id = t.id)`);
    const daysMade = await count(
      tx,
      sql`with d as (
            select t.id as talent_id, l.id as location_id, t.n, k,
                   ((${now}::timestamptz at time zone 'America/Los_Angeles')::date + 7 * k) as day
            from ${benchTalent} t
            join locations l on l.talent_id = t.id
            cross join generate_series(1, ${OPEN_DAYS_PER_TALENT}::int) k
            where not exists (select 1 from schedule_days x where x.talent_id = t.id)),
          days as (
            insert into schedule_days (talent_id, day, time_zone, closes_at, created_at)
            select talent_id, day, 'America/Los_Angeles',
                   ((day + time '17:00') at time zone 'America/Los_Angeles'), ${now}::timestamptz
            from d
            returning id, talent_id, day),
          win as (
            insert into schedules (talent_id, day_id, location_id, start_time, end_time, buffer_time, rate_cents,
                                   book_now_cents, lockout, max_events, created_at, updated_at)
            select days.talent_id, days.id, d.location_id,
                   (days.day + time '18:00') at time zone 'America/Los_Angeles',
                   (days.day + time '23:00') at time zone 'America/Los_Angeles',
                   15, 10000 * (1 + ${pick('d.n', 39, 5)}),
                   case when ${u('d.n', 40)} < 0.3 then 20000 * (1 + ${pick('d.n', 39, 5)}) end,
                   60, 3, ${now}::timestamptz, ${now}::timestamptz
            from days join d on d.talent_id = days.talent_id and d.day = days.day
            returning 1)
          select count(*)::int as n from win`,
    );

    const fanTable = numbered(await numberedIds(tx, BENCH_FAN_PREFIX), 'f');
    const talentTable = numbered(await numberedIds(tx, BENCH_TALENT_PREFIX), 'tl');
    const fanCount = await count(
      tx,
      sql`select count(*)::int as n from members where starts_with(username, ${BENCH_FAN_PREFIX})`,
    );
    const talentCount = await count(
      tx,
      sql`select count(*)::int as n from members where starts_with(username, ${BENCH_TALENT_PREFIX})`,
    );

    // The events still without tickets (or without bids): those after the last one that has them.
    const range = async (table: 'tickets' | 'bids') => {
      const [r] = await rows<{ after: number; last: number }>(
        tx,
        sql`select coalesce((select max(x.event_id) from ${sql.raw(table)} x
                               where x.event_id in (select id from events where business_id in ${benchBusinesses})), 0)::int as after,
                   coalesce((select max(id) from events where business_id in ${benchBusinesses}), 0)::int as last`,
      );
      return { after: r?.after ?? 0, last: r?.last ?? 0 };
    };

    // Tickets: General Admission for every event, VIP for half; each sold to 0–2 (GA) or 0–1 (VIP) fans buying 1–4
    // units. `sold` is what its purchases add up to.
    const plan = (ticketKey: string) => ({
      buys: sql.raw(
        `(case when ${ticketKey} % 2 = 0 then floor(${draw(`${ticketKey} / 2`, 41)} * 3) else floor(${draw(`${ticketKey} / 2`, 42)} * 2) end)::int`,
      ),
      units: (j: string) => sql.raw(`(1 + floor(${draw(`(${ticketKey}) * 4 + ${j}`, 43)} * 4))::int`),
    });
    const ticketSpan = await range('tickets');
    let ticketsMade = 0;
    let purchasesMade = 0;
    const gaFees = GA_PRICES.map((p) => ticketFee(p, options.fees));
    const vipFees = VIP_PRICES.map((p) => ticketFee(p, options.fees));
    for (let from = ticketSpan.after + 1; from <= ticketSpan.last; from += BATCH) {
      const to = Math.min(ticketSpan.last, from + BATCH - 1);
      // ticket key: event id × 2 (GA) or × 2 + 1 (VIP)
      const p = plan('(e.id::bigint * 2 + k)');
      ticketsMade += await count(
        tx,
        sql`with ins as (
              insert into tickets (event_id, name, price_cents, quantity, sold, sales_start, sales_end, description,
                                   created_at, updated_at)
              select e.id, case when k = 0 then 'General Admission' else 'VIP' end,
                     case when k = 0 then ${intArray(GA_PRICES)}[1 + ${pick('e.id', 44, GA_PRICES.length)}]
                          else ${intArray(VIP_PRICES)}[1 + ${pick('e.id', 44, GA_PRICES.length)}] end,
                     case when k = 0 then 300 else 60 end,
                     (select coalesce(sum(${p.units('j')}), 0) from generate_series(1, ${p.buys}) j),
                     e.created_at, e.start_time,
                     case when k = 0 then 'Entry for one.' else 'Front rows and a drink.' end,
                     e.created_at, e.created_at
              from events e cross join generate_series(0, 1) k
              where e.id between ${from}::int and ${to}::int and e.business_id in ${benchBusinesses}
                and (k = 0 or ${u('e.id', 45)} < 0.5)
              order by e.id, k
              returning 1)
            select count(*)::int as n from ins`,
      );
      const q = plan('(t.event_id::bigint * 2 + t.k)');
      purchasesMade += await count(
        tx,
        sql`with ${fanTable},
            t as (select t.*, case when t.name = 'VIP' then 1 else 0 end as k from tickets t
                  where t.event_id between ${from}::int and ${to}::int
                    and t.event_id in (select id from events where business_id in ${benchBusinesses})),
            b as (select t.id as ticket_id, t.event_id, t.k, t.price_cents, j, ${q.units('j')} as units,
                         least(e.start_time, ${now}::timestamptz) - make_interval(hours => 1 + ${pick('t.id * 4 + j', 46, 500)}) as at,
                         ${pick('t.id * 4 + j', 47, Math.max(1, fanCount))} as fi,
                         ${pick('t.event_id', 44, GA_PRICES.length)} as pi
                  from t join events e on e.id = t.event_id
                  cross join lateral generate_series(1, ${q.buys}) j),
            ins as (
              insert into purchases (ticket_id, event_id, member_id, quantity, unit_price_cents, fee_cents, tax_cents,
                                     total_cents, currency, payment_company, payment_method, card_brand, card_last4,
                                     status, created_at)
              select b.ticket_id, b.event_id, f.id, b.units, b.price_cents,
                     b.units * (case when b.k = 0 then ${intArray(gaFees)} else ${intArray(vipFees)} end)[1 + b.pi], 0,
                     b.units * (b.price_cents + (case when b.k = 0 then ${intArray(gaFees)} else ${intArray(vipFees)} end)[1 + b.pi]),
                     'USD', ${CARD_COMPANY}, 'card_sbx_bench', 'visa', '4242', 'Charged', greatest(b.at, e.created_at)
              from b join f on f.i = b.fi join events e on e.id = b.event_id
              order by b.ticket_id, b.j
              returning 1)
            select count(*)::int as n from ins`,
      );
    }

    // Bids: on about a third of the time blocks, 1–2 talent each, for the block's trait; past events are booked or
    // rejected, upcoming ones are bids (winning or losing) with some already booked.
    const bidSpan = await range('bids');
    let bidsMade = 0;
    for (let from = bidSpan.after + 1; from <= bidSpan.last; from += BATCH) {
      const to = Math.min(bidSpan.last, from + BATCH - 1);
      bidsMade += await count(
        tx,
        sql`with ${talentTable},
            s as (select s.id, s.event_id, e.business_id, e.end_time, e.created_at,
                         (select key::int from jsonb_object_keys(s.traits_num) key limit 1) as trait_id
                  from sub_events s join events e on e.id = s.event_id
                  where s.event_id between ${from}::int and ${to}::int and e.business_id in ${benchBusinesses}
                    and ${u('s.id', 48)} < ${BID_SHARE}),
            b as (select s.*, k, ${pick('s.id * 4 + k', 50, 4)} as roll,
                         (${pick('s.id', 49, talentCount)} + k) % ${talentCount}::int as ti,
                         10000 * (1 + ${pick('s.id * 4 + k', 51, 8)}) as max_cents
                  from s cross join lateral generate_series(0, ${pick('s.id', 52, 2)}) k),
            ins as (
              insert into bids (sub_event_id, event_id, business_id, talent_id, trait_id, max_cents, type, state,
                                bid_state, price_cents, placed_at, updated_at, booked_at)
              select b.id, b.event_id, b.business_id, tl.id, coalesce(b.trait_id, 0), b.max_cents, 'BID',
                     case when b.end_time < ${now}::timestamptz then (case when b.roll < 2 then 'Booked' else 'Rejected' end)
                          else (case when b.roll = 0 then 'Booked' else 'Bid' end) end,
                     case when b.end_time >= ${now}::timestamptz and b.roll > 0 then (case when b.k = 0 then 'Win' else 'Lose' end) end,
                     case when (b.end_time < ${now}::timestamptz and b.roll < 2) or (b.end_time >= ${now}::timestamptz and b.roll = 0)
                          then b.max_cents end,
                     b.created_at, b.created_at,
                     case when (b.end_time < ${now}::timestamptz and b.roll < 2) or (b.end_time >= ${now}::timestamptz and b.roll = 0)
                          then b.created_at end
              from b join tl on tl.i = b.ti
              order by b.id, b.k
              on conflict do nothing
              returning 1)
            select count(*)::int as n from ins`,
      );
    }
    return {
      fans: fansMade,
      talent: talentMade,
      tickets: ticketsMade,
      purchases: purchasesMade,
      bids: bidsMade,
      scheduleDays: daysMade,
      fanCount,
      talentCount,
    };
  });
  for (const table of [
    'events',
    'sub_events',
    'members',
    'talent_traits',
    'locations',
    'schedule_days',
    'schedules',
    'tickets',
    'purchases',
    'bids',
  ])
    // vacuum as well: it moves the bulk load out of the GIN indexes' pending lists (members_search_idx), which every
    // search would otherwise read through (PGlite runs no autovacuum; PostgreSQL's comes too late for a benchmark).
    await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
  const { fanCount, talentCount, ...rest } = made;
  return {
    benchEvents,
    fans: fanCount,
    talent: talentCount,
    made: rest,
    ms: Math.round(performance.now() - started),
  };
}
