import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH_MILES } from '@stagepass/domain/events';
import { useTestApp } from '../../test/test-app';
import { nearbyQuery } from './events-repository';

const t = useTestApp();

/**
 * Issue 9: nearby search finds its box on an index, never by reading every event. 20,000 published events spread
 * over the United States (and a few drafts), analysed, then the plan of the query user_events_query runs. On
 * PostgreSQL when DATABASE_URL is set (CI), else on PGlite.
 */
describe('the nearby query plan', () => {
  it('reads the GiST position index, with no sequential scan of events', async () => {
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
