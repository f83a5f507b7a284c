import { describe, expect, it } from 'vitest';
import { feesFromConfig } from '../features/payments/get_fees.handler';
import { useTestApp } from '../test/test-app';
import { seedBenchEvents } from './bench-events';
import { BENCH_TALENT_PREFIX, OPEN_DAYS_PER_TALENT, seedBenchScale } from './bench-scale';

const t = useTestApp();

const one = async <T = Record<string, number>>(text: string) => (await t.handle.execute(text)).rows[0] as T;

describe('seedBenchScale', () => {
  it('adds fans, talent, tickets with purchases and bids in proportion to the events, then tops up', async () => {
    await seedBenchEvents(t.db, t.clock, { events: 2000 });
    const fees = feesFromConfig(t.config);
    const first = await seedBenchScale(t.db, t.clock, { fees });
    expect(first).toMatchObject({ benchEvents: 2000, fans: 200, talent: 20 });
    expect(first.made).toMatchObject({ fans: 200, talent: 20, scheduleDays: 20 * OPEN_DAYS_PER_TALENT });

    const tickets = await one(
      `select count(*)::int as tickets, count(distinct event_id)::int as events,
              count(*) filter (where sold > quantity)::int as oversold,
              (select count(*)::int from purchases) as purchases,
              (select count(*)::int from tickets t where t.sold <> (select coalesce(sum(quantity), 0) from purchases p
                                                                   where p.ticket_id = t.id)) as unbalanced,
              (select count(*)::int from purchases p join members m on m.id = p.member_id
                where not starts_with(m.username, 'bench_fan_')) as not_by_fans
         from tickets`,
    );
    expect(tickets).toMatchObject({ events: 2000, oversold: 0, unbalanced: 0, not_by_fans: 0 });
    expect(tickets.tickets).toBeGreaterThan(2000 * 1.3);
    expect(tickets.tickets).toBeLessThan(2000 * 1.7);
    expect(tickets.purchases).toBe(first.made.purchases);
    expect(tickets.purchases).toBeGreaterThan(2000);

    const bids = await one(
      `select count(*)::int as bids, count(distinct sub_event_id)::int as blocks,
              count(*) filter (where state = 'Booked')::int as booked,
              count(*) filter (where b.event_id <> s.event_id)::int as wrong_event,
              count(*) filter (where not m.is_specialist)::int as not_talent
         from bids b join sub_events s on s.id = b.sub_event_id join members m on m.id = b.talent_id`,
    );
    const blocks = await one(`select count(*)::int as n from sub_events`);
    expect(bids).toMatchObject({ wrong_event: 0, not_talent: 0 });
    expect(bids.blocks! / blocks.n!).toBeGreaterThan(0.2);
    expect(bids.blocks! / blocks.n!).toBeLessThan(0.4);
    expect(bids.booked).toBeGreaterThan(0);
    expect(first.made.bids).toBe(bids.bids);

    // The requests the scaling bench measures answer on these rows.
    const talent = await one<{ id: number; name: string }>(
      `select id, name from members where username = '${BENCH_TALENT_PREFIX}1'`,
    );
    const profile = await t.call('specialist_query', { sp_id: talent.id });
    expect(profile.status).toBe(200);
    expect(profile.body.data.specialist.traits.length).toBeGreaterThanOrEqual(1);
    expect(profile.body.data.specialist.rates.open_schedules).toBe(OPEN_DAYS_PER_TALENT);
    const search = await t.call('search_celebrities_regexp', { lookfor: talent.name, followed_type: 'SPECIALIST' });
    expect(search.status).toBe(200);
    expect(search.body.data.results.map((r: { id: number }) => r.id)).toContain(talent.id);
    const event = await one<{ id: number }>(`select event_id as id from tickets order by event_id limit 1`);
    const page = await t.call('user_events_query', { event_id: event.id });
    expect(page.status).toBe(200);
    expect(page.body.data.events).toHaveLength(1);

    // A second run adds nothing; more events add their share.
    const again = await seedBenchScale(t.db, t.clock, { fees });
    expect(again.made).toEqual({ fans: 0, talent: 0, tickets: 0, purchases: 0, bids: 0, scheduleDays: 0 });
    await seedBenchEvents(t.db, t.clock, { events: 3000 });
    const more = await seedBenchScale(t.db, t.clock, { fees });
    expect(more).toMatchObject({ benchEvents: 3000, fans: 300, talent: 30 });
    expect(more.made).toMatchObject({ fans: 100, talent: 10, scheduleDays: 10 * OPEN_DAYS_PER_TALENT });
    expect((await one(`select count(distinct event_id)::int as n from tickets`)).n).toBe(3000);
    expect(more.made.bids).toBeGreaterThan(0);
  });
});
