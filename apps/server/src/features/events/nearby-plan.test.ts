import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_MILES } from '@stagepass/domain/events';
import { useTestApp } from '../../test/test-app';
import { cellQuery, cellsOf, listNearby, nearbyQuery } from './events-repository';
import { boundingBox } from '@stagepass/domain/events';

const t = useTestApp();

/**
 * Issue 9: nearby search finds its box on an index, never by reading every event. 20,000 published events spread
 * over the United States (and a few drafts), analysed, then the plan of the query user_events_query runs. On
 * PostgreSQL when DATABASE_URL is set (CI), else on PGlite.
 */
/** 20,000 published events spread over the United States (and a few drafts and private ones), analysed. */
async function spreadEvents() {
  await t.handle.execute(`
      insert into members (email, name, is_business, created_at)
        values ('plan@venue.test', 'Plan Venue', true, now());
      insert into events (business_id, name, address, country, latitude, longitude, start_time, end_time, time_zone,
                          draft, private, created_at, updated_at)
      select (select id from members where email = 'plan@venue.test'), 'Event ' || g, 'Somewhere', 'US',
             25 + (g * 7919 % 2300) / 100.0, -124 + (g * 104729 % 5700) / 100.0,
             now() + (g % 90) * interval '1 day', now() + (g % 90) * interval '1 day' + interval '3 hours',
             'America/Los_Angeles', g % 50 = 0, g % 40 = 0, now(), now()
        from generate_series(1, 20000) g;
      analyze events;
      analyze members;
    `);
}

const explain = async (query: { sql: string; params: unknown[] }) =>
  (await t.handle.execute(`explain ${query.sql}`, query.params)).rows
    .map((r) => String(Object.values(r)[0]))
    .join('\n');

describe('the nearby query plan', () => {
  it('reads the GiST position index, with no sequential scan of events', async () => {
    await spreadEvents();
    const query = nearbyQuery(t.db, {
      latitude: 37.77,
      longitude: -122.42,
      miles: DEFAULT_SEARCH_MILES,
      now: new Date(t.clock.now()),
      limit: 60,
    }).toSQL();
    const { rows } = await t.handle.execute(`explain ${query.sql}`, query.params as unknown[]);
    const plan = rows.map((r) => String(Object.values(r)[0])).join('\n');
    expect(plan, plan).toContain('events_listed_position_idx');
    expect(plan, plan).not.toMatch(/Seq Scan on events/);
    // And the query answers: some of the 20,000 lie within 50 miles of San Francisco.
    const found = await nearbyQuery(t.db, {
      latitude: 37.77,
      longitude: -122.42,
      miles: DEFAULT_SEARCH_MILES,
      now: new Date(t.clock.now() - 86_400_000),
      limit: 60,
    });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((e) => e.distance <= DEFAULT_SEARCH_MILES)).toBe(true);
  });
});

describe('the nearby list a cell at a time (issue 16)', () => {
  const sf = { latitude: 37.77, longitude: -122.42, miles: DEFAULT_SEARCH_MILES };

  it("reads each cell's page on the cell index, soonest first, never every event in the box", async () => {
    await spreadEvents();
    const cells = cellsOf(boundingBox(sf.latitude, sf.longitude, sf.miles))!;
    expect(cells.length).toBeGreaterThan(1);
    const plan = await explain(
      cellQuery(t.db, { ...sf, now: new Date(t.clock.now()), limit: 24 }, cells[0]!).toSQL() as {
        sql: string;
        params: unknown[];
      },
    );
    expect(plan, plan).toContain('events_listed_cell_start_idx');
    expect(plan, plan).toMatch(/Limit/);
    expect(plan, plan).not.toMatch(/Seq Scan on events|Sort/);
  });

  it('answers what the whole box sorted answers: every page, with events still running and none ended', async () => {
    await spreadEvents();
    const now = new Date(t.clock.now() + 3 * 86_400_000);
    // A five-day festival that began two days before `now` is still on; one that ended an hour before is not.
    await t.handle.execute(
      `
      insert into events (business_id, name, address, country, latitude, longitude, start_time, end_time, time_zone,
                          draft, private, created_at, updated_at)
      select (select id from members where email = 'plan@venue.test'), name, 'Somewhere', 'US', 37.78, -122.41,
             $1::timestamptz + started, $1::timestamptz + started + lasts, 'America/Los_Angeles', false, false, now(), now()
        from (values ('Festival', interval '-2 days', interval '5 days'),
                     ('Over', interval '-3 hours', interval '2 hours')) as v(name, started, lasts)`,
      [now.toISOString()],
    );
    // And a hundred around the bay, across four cells.
    await t.handle.execute(
      `insert into events (business_id, name, address, country, latitude, longitude, start_time, end_time, time_zone,
                           draft, private, created_at, updated_at)
       select (select id from members where email = 'plan@venue.test'), 'Bay ' || g, 'Somewhere', 'US',
              37.3 + (g * 37 % 100) / 100.0, -122.9 + (g * 61 % 100) / 100.0,
              $1::timestamptz + (g % 30) * interval '1 day' + (g % 7) * interval '1 hour',
              $1::timestamptz + (g % 30) * interval '1 day' + interval '10 hours', 'America/Los_Angeles', false, false,
              now(), now()
         from generate_series(1, 100) g`,
      [now.toISOString()],
    );
    let after: { startTime: Date; id: number } | undefined;
    for (let page = 0; page < 4; page++) {
      const q = { ...sf, now, limit: 24, after };
      const byCells = await listNearby(t.db, q);
      const whole = await nearbyQuery(t.db, q);
      expect(byCells.map((e) => e.id)).toEqual(whole.map((e) => e.id));
      expect(byCells).toHaveLength(24);
      if (page === 0) expect(byCells[0]!.name).toBe('Festival');
      expect(byCells.some((e) => e.name === 'Over')).toBe(false);
      after = { startTime: byCells.at(-1)!.startTime, id: byCells.at(-1)!.id };
    }
    // A search hundreds of miles wide has too many cells: the whole box answers it.
    expect(cellsOf(boundingBox(sf.latitude, sf.longitude, 500))).toBeNull();
    const wide = { ...sf, miles: 500, now, limit: 24 };
    expect((await listNearby(t.db, wide)).map((e) => e.id)).toEqual((await nearbyQuery(t.db, wide)).map((e) => e.id));
  });
});
