import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_NAME_MAX_LENGTH } from '@stagepass/domain/limits';
import { createTestApp, type TestApp } from '../test/test-app';
import { seedBenchEvents } from './bench-events';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.reset();
});
afterAll(async () => {
  await t?.close();
});

const one = async <T = Record<string, unknown>>(text: string) => (await t.handle.execute(text)).rows[0] as T;

describe('seedBenchEvents', () => {
  it('makes published public events with 1–3 time blocks from businesses with payout accounts, then tops up', async () => {
    const first = await seedBenchEvents(t.db, t.clock, { events: 2000 });
    expect(first).toMatchObject({ businesses: 10, events: 2000, totalEvents: 2000 });

    const counts = await one<Record<string, number>>(
      `select count(*)::int as events,
              count(*) filter (where draft or private)::int as hidden,
              count(distinct business_id)::int as businesses,
              count(distinct time_zone)::int as zones,
              max(length(name))::int as longest
         from events`,
    );
    expect(counts).toMatchObject({ events: 2000, hidden: 0, businesses: 10 });
    expect(counts.zones).toBeGreaterThanOrEqual(2);
    expect(counts.longest).toBeLessThanOrEqual(EVENT_NAME_MAX_LENGTH);

    const blocks = await one<Record<string, number>>(
      `select count(*)::int as total,
              count(*) filter (where s.start_time < e.start_time or s.end_time > e.end_time
                                  or s.end_time <= s.start_time)::int as outside
         from sub_events s join events e on e.id = s.event_id`,
    );
    expect(blocks.total).toBe(first.subEvents);
    expect(blocks.outside).toBe(0);
    const perEvent = await one<Record<string, number>>(
      `select min(n)::int as least, max(n)::int as most, count(*)::int as events
         from (select count(*) as n from sub_events group by event_id) x`,
    );
    expect(perEvent).toEqual({ least: 1, most: 3, events: 2000 });

    const payouts = await one<Record<string, number>>(
      `select count(*)::int as n from payout_accounts p
         join sandbox_connect_accounts s on s.connect_id = p.connect_id
        where p.enabled and not p.restricted and s.details_submitted`,
    );
    expect(payouts.n).toBe(10);

    // A second run with the same count adds nothing; a larger count adds only the difference.
    expect(await seedBenchEvents(t.db, t.clock, { events: 2000 })).toMatchObject({
      events: 0,
      subEvents: 0,
      totalEvents: 2000,
    });
    expect(await seedBenchEvents(t.db, t.clock, { events: 2500 })).toMatchObject({ events: 500, totalEvents: 2500 });
    expect((await one<{ n: number }>(`select count(*)::int as n from events`)).n).toBe(2500);
  });
});
