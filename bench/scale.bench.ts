// Issue 16, scaling benchmarks: the same requests at 10,000, 100,000 and 1,000,000 events (BENCH_SCALE), each size
// seeded on top of the last in a scratch PostgreSQL database (BENCH_DATABASE_URL) with fans, talent, tickets and bids
// in proportion (seed/bench-events.ts, seed/bench-scale.ts). Per size: the hello-world reference and each request over
// the real API (the harness of api.bench.ts), the plan of each request's main statement (EXPLAIN ANALYZE of the SQL
// the API really sent, caught by a query logger), the ticket rush and the schedule close. Then how each cost grows
// from size to size: flat or logarithmic is what an index gives; linear means a scan.
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import type { Database, DatabaseHandle } from '@stagepass/db/client';
import { openDatabase } from '@stagepass/db/client';
import { schema } from '@stagepass/db/schema';
import { systemClock } from '@stagepass/server/src/adapters/clock';
import { buildApp } from '@stagepass/server/src/app';
import { feesFromConfig } from '@stagepass/server/src/features/payments/get_fees.handler';
import { BENCH_USERNAME_PREFIX, seedBenchEvents } from '@stagepass/server/src/seed/bench-events';
import { BENCH_TALENT_PREFIX, seedBenchScale, type BenchScaleSummary } from '@stagepass/server/src/seed/bench-scale';
import { benchApiConfig, CONNECTIONS, measure } from './api.bench';
import { runScheduleCloseDb, type ScheduleCloseDb } from './schedule-close-db.bench';
import { runTicketRush, type TicketRush } from './ticket-rush.bench';

export const DEFAULT_SCALE = '10000,100000,1000000';

export interface PlanSummary {
  /** The statement as sent (parameters as $n). */
  sql: string;
  executionMs: number;
  planningMs: number;
  /** One line per plan node, indented by depth: node type, index or table, actual rows, time. */
  nodes: string[];
  /** Statements the request ran (reads only; the limiter's and session's writes left out), and their total time. */
  statements: number;
  allStatementsMs: number;
  /** Tables read whole: by the main statement, and by the request's other reads. */
  seqScans: string[];
  seqScansElsewhere: string[];
}

export interface ScaleRequestResult {
  name: string;
  rps: number;
  p99Ms: number;
  ratio: number;
  ok: number;
  limited: number;
  failed: number;
  noAnswer: number;
  /** The hello-world measured just before it (its ratio's denominator). */
  reference: { rps: number; p99Ms: number };
  plan: PlanSummary | null;
}

export interface ScaleSize {
  events: number;
  seedSeconds: number;
  rows: Record<string, number>;
  seed: BenchScaleSummary;
  requests: ScaleRequestResult[];
  ticketRush: TicketRush;
  scheduleClose: ScheduleCloseDb;
}

export type Verdict = 'flat' | 'logarithmic' | 'sub-linear' | 'linear';

export interface Growth {
  name: string;
  from: number;
  to: number;
  /** Cost per request (1 / ratio to hello-world) at `to` over that at `from`. */
  cost: number;
  /** The main statement's execution time at `to` over that at `from`. */
  plan: number | null;
  verdict: Verdict;
  planVerdict: Verdict | null;
}

export interface ScaleBench {
  database: 'PostgreSQL';
  connections: number;
  seconds: number;
  sizes: ScaleSize[];
  growth: Growth[];
}

/** How a cost that grew by `growth` while the data grew by `factor` scales: its exponent in the data size. */
export function verdictOf(growth: number, factor: number): Verdict {
  const exponent = Math.log(Math.max(growth, 1e-9)) / Math.log(factor);
  if (exponent < 0.08) return 'flat';
  if (exponent < 0.35) return 'logarithmic';
  if (exponent < 0.75) return 'sub-linear';
  return 'linear';
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Actual Total Time'?: number;
  Plans?: PlanNode[];
}

function summarise(node: PlanNode, depth = 0, out: string[] = [], seq: string[] = []) {
  const on = node['Index Name'] ?? node['Relation Name'];
  const loops = (node['Actual Loops'] ?? 1) > 1 ? ` ×${node['Actual Loops']}` : '';
  out.push(
    `${'  '.repeat(depth)}${node['Node Type']}${on ? ` ${on}` : ''} rows=${node['Actual Rows'] ?? '?'}${loops} ` +
      `${(node['Actual Total Time'] ?? 0).toFixed(2)} ms`,
  );
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) seq.push(node['Relation Name']);
  for (const child of node.Plans ?? []) summarise(child, depth + 1, out, seq);
  return { nodes: out, seq };
}

/** The statements one request runs: an app on its own pool whose drizzle logs every query. */
async function statementCatcher(databaseUrl: string, config: ReturnType<typeof benchApiConfig>) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  let caught: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    schema,
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => caught.push({ sql, params }) },
  }) as unknown as Database;
  const handle: DatabaseHandle = {
    db,
    kind: 'postgres',
    execute: async (text, values) => ({ rows: (await pool.query(text, values)).rows }),
    close: () => pool.end(),
  };
  const app = await buildApp({ config, database: handle, clock: systemClock, logger: false, scheduleJobs: false });
  await app.ready();
  return {
    async plan(body: string): Promise<PlanSummary | null> {
      caught = [];
      const res = await app.inject({
        method: 'POST',
        url: '/api',
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      if (res.statusCode !== 200) throw new Error(`${body} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      const reads = caught.filter(
        (q) =>
          /^\s*(select|with)\b/i.test(q.sql) &&
          !/\b(insert|update|delete)\b/i.test(q.sql) &&
          !/rate_limits|"sessions"/.test(q.sql),
      );
      const plans = [];
      for (const q of reads) {
        const { rows } = await pool.query(`explain (analyze, buffers, format json) ${q.sql}`, q.params as unknown[]);
        const [root] = (
          rows[0] as { 'QUERY PLAN': { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }[] }
        )['QUERY PLAN'];
        plans.push({ sql: q.sql, root: root! });
      }
      if (plans.length === 0) return null;
      const main = plans.reduce((a, b) => (b.root['Execution Time'] > a.root['Execution Time'] ? b : a));
      const { nodes, seq } = summarise(main.root.Plan);
      return {
        sql: main.sql.replace(/\s+/g, ' '),
        executionMs: Math.round(main.root['Execution Time'] * 1000) / 1000,
        planningMs: Math.round(main.root['Planning Time'] * 1000) / 1000,
        nodes,
        statements: plans.length,
        allStatementsMs: Math.round(plans.reduce((s, p) => s + p.root['Execution Time'], 0) * 1000) / 1000,
        seqScans: [...new Set(seq)],
        seqScansElsewhere: [
          ...new Set(plans.filter((p) => p !== main).flatMap((p) => summarise(p.root.Plan).seq)),
        ].filter((t) => !seq.includes(t)),
      };
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

/**
 * A fresh database beside the one `url` names (`<name>_scale` on the same server, dropped and made again), so the
 * sizes start from nothing even after the API half has seeded its 100,000 events into `url`.
 */
export async function scratchScaleDatabase(url: string): Promise<string> {
  const scratch = new URL(url);
  const name = `${decodeURIComponent(scratch.pathname.slice(1)) || 'postgres'}_scale`;
  scratch.pathname = `/${encodeURIComponent(name)}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    await client.query(`drop database if exists ${quoted} with (force)`);
    await client.query(`create database ${quoted}`);
  } finally {
    await client.end();
  }
  return scratch.toString();
}

/** Sizes from BENCH_SCALE ('10000,100000,1000000'; '0' or empty: none), ascending. */
export function scaleSizes(value: string | undefined): number[] {
  const text = (value ?? DEFAULT_SCALE).trim();
  if (text === '' || text === '0') return [];
  const sizes = text.split(',').map((s) => Number(s.trim().replace(/_/g, '')));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`BENCH_SCALE: not a list of sizes: ${text}`);
  return [...new Set(sizes)].sort((a, b) => a - b);
}

export async function runScaleBench(options: {
  databaseUrl: string;
  sizes: readonly number[];
  seconds: number;
  closeDays?: number;
  print?: boolean;
}): Promise<ScaleBench> {
  const { databaseUrl, seconds } = options;
  const log = (text: string) => options.print !== false && console.log(text);
  const config = benchApiConfig();
  const hello = Fastify({ logger: false });
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: 0, host: '127.0.0.1' });
  const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/`;

  const sizes: ScaleSize[] = [];
  try {
    for (const size of options.sizes) {
      const handle = await openDatabase({ url: databaseUrl, poolSize: 10 });
      const seedStarted = performance.now();
      await seedBenchEvents(handle.db, systemClock, { events: size });
      const seed = await seedBenchScale(handle.db, systemClock, { fees: feesFromConfig(config) });
      const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;
      const { rows: counts } = await handle.execute(
        `select (select count(*) from events)::int as events, (select count(*) from sub_events)::int as sub_events,
                (select count(*) from members)::int as members, (select count(*) from tickets)::int as tickets,
                (select count(*) from purchases)::int as purchases, (select count(*) from bids)::int as bids,
                (select count(*) from talent_traits)::int as talent_traits, (select count(*) from schedules)::int as schedules`,
      );
      const rows = counts[0] as Record<string, number>;
      log(`\nScale ${size.toLocaleString('en-US')} events: seeded in ${seedSeconds} s; rows ${JSON.stringify(rows)}`);

      // What the measured requests ask for: the upcoming bench event nearest San Francisco, bench talent #1 (by name
      // and by their first trait).
      const { rows: picked } = await handle.execute(
        `select (select e.id from events e where not e.draft and not e.private and e.end_time > now()
                    and exists (select 1 from tickets t where t.event_id = e.id)
                    and e.business_id in (select id from members where starts_with(username, $2))
                  order by point(e.longitude, e.latitude) <-> point(-122.42, 37.77) limit 1) as event_id,
                m.id as talent_id, m.name as talent_name,
                (select s.name from talent_traits tt join specialist_traits s on s.id = tt.trait_id
                  where tt.talent_id = m.id order by s.id limit 1) as trait
           from members m where m.username = $1`,
        [`${BENCH_TALENT_PREFIX}1`, BENCH_USERNAME_PREFIX],
      );
      const ids = picked[0] as { event_id: number; talent_id: number; talent_name: string; trait: string };
      const requests: [name: string, body: Record<string, unknown>][] = [
        [
          'nearby events (user_events_query, 50 miles around San Francisco)',
          { request: 'user_events_query', latitude: 37.77, longitude: -122.42, distance: 50 },
        ],
        ['event page (user_events_query by event_id)', { request: 'user_events_query', event_id: ids.event_id }],
        ["talent's profile (specialist_query)", { request: 'specialist_query', sp_id: ids.talent_id }],
        [
          `talent search by name (search_celebrities_regexp '${ids.talent_name}')`,
          { request: 'search_celebrities_regexp', lookfor: ids.talent_name, followed_type: 'SPECIALIST' },
        ],
        [
          `talent search by trait (search_celebrities_regexp '${ids.trait}')`,
          { request: 'search_celebrities_regexp', lookfor: ids.trait, followed_type: 'SPECIALIST' },
        ],
      ];

      const catcher = await statementCatcher(databaseUrl, config);
      const plans = new Map<string, PlanSummary | null>();
      try {
        for (const [name, body] of requests) plans.set(name, await catcher.plan(JSON.stringify(body)));
      } finally {
        await catcher.close();
      }

      const app = await buildApp({ config, database: handle, clock: systemClock, logger: false, scheduleJobs: false });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const apiUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;
      let nextClient = 0;
      const asOwnClient = (client: { setHeaders(h: Record<string, string>): void }) => {
        nextClient += 1;
        client.setHeaders({
          'content-type': 'application/json',
          'x-forwarded-for': `10.${(nextClient >> 16) & 255}.${(nextClient >> 8) & 255}.${nextClient & 255}`,
        });
      };
      const measured: ScaleRequestResult[] = [];
      try {
        // The machine is shared: each request is paired with a hello-world measured just before it.
        for (const [name, body] of requests) {
          const reference = await measure('bare Fastify hello-world (reference)', { url: helloUrl }, seconds);
          const m = await measure(
            name,
            { url: apiUrl, method: 'POST', setupClient: asOwnClient, body: JSON.stringify(body) },
            seconds,
          );
          measured.push({
            ...m,
            ratio: Math.round((m.rps / reference.rps) * 1000) / 1000,
            reference: { rps: reference.rps, p99Ms: reference.p99Ms },
            plan: plans.get(name) ?? null,
          });
        }
      } finally {
        await app.close();
        await handle.close();
      }
      for (const r of measured) {
        log(
          `  ${r.name}\n    ${r.rps} req/s  p99 ${r.p99Ms} ms  ratio ${r.ratio.toFixed(3)} (hello-world just before: ` +
            `${r.reference.rps} req/s)  2xx ${r.ok}  other ${r.failed + r.limited + r.noAnswer}`,
        );
        if (r.plan) {
          log(
            `    main statement ${r.plan.executionMs} ms (of ${r.plan.statements} reads, ${r.plan.allStatementsMs} ms)` +
              (r.plan.seqScans.length ? `; seq scans: ${r.plan.seqScans.join(', ')}` : '') +
              (r.plan.seqScansElsewhere.length ? `; in its other reads: ${r.plan.seqScansElsewhere.join(', ')}` : ''),
          );
          for (const line of r.plan.nodes.slice(0, 14)) log(`      ${line}`);
          if (r.plan.nodes.length > 14) log(`      … ${r.plan.nodes.length - 14} more nodes`);
        }
      }

      const ticketRush = await runTicketRush({ seconds, databaseUrl });
      log(
        `  ticket rush: ${ticketRush.purchasesPerSecond} purchases/s, p99 ${ticketRush.p99Ms} ms, ${ticketRush.failed} failed, ` +
          `${ticketRush.sellOut.oversold} oversold`,
      );
      const scheduleClose = await runScheduleCloseDb({
        databaseUrl,
        days: options.closeDays ?? 1000,
        startAt: Date.UTC(2021, 0, 1),
      });
      log(
        `  schedule close: ${scheduleClose.days} days, ${scheduleClose.bookings} bookings in ${scheduleClose.seconds} s ` +
          `(${scheduleClose.daysPerSecond} days/s)`,
      );
      sizes.push({
        events: size,
        seedSeconds,
        rows,
        seed,
        requests: measured,
        ticketRush,
        scheduleClose,
      });
    }
  } finally {
    await hello.close();
  }

  const growth: Growth[] = [];
  for (let i = 1; i < sizes.length; i++) {
    const [a, b] = [sizes[i - 1]!, sizes[i]!];
    const factor = b.events / a.events;
    for (const rb of b.requests) {
      const ra = a.requests.find((r) => r.name === rb.name);
      if (!ra || ra.ratio === 0 || rb.ratio === 0) continue;
      const cost = ra.ratio / rb.ratio;
      const plan = ra.plan && rb.plan && ra.plan.executionMs > 0 ? rb.plan.executionMs / ra.plan.executionMs : null;
      growth.push({
        name: rb.name,
        from: a.events,
        to: b.events,
        cost: Math.round(cost * 100) / 100,
        plan: plan === null ? null : Math.round(plan * 100) / 100,
        verdict: verdictOf(cost, factor),
        planVerdict: plan === null ? null : verdictOf(plan, factor),
      });
    }
    const extra: [string, number, number][] = [
      ['ticket rush (1 / purchases per second)', a.ticketRush.purchasesPerSecond, b.ticketRush.purchasesPerSecond],
      ['schedule close (1 / days per second)', a.scheduleClose.daysPerSecond, b.scheduleClose.daysPerSecond],
    ];
    for (const [name, before, after] of extra) {
      if (!before || !after) continue;
      const cost = before / after;
      growth.push({
        name,
        from: a.events,
        to: b.events,
        cost: Math.round(cost * 100) / 100,
        plan: null,
        verdict: verdictOf(cost, factor),
        planVerdict: null,
      });
    }
  }
  if (growth.length) {
    log('\nHow the cost grows (cost per request relative to hello-world; main statement time from EXPLAIN ANALYZE):');
    for (const g of growth)
      log(
        `  ${g.name}: ${g.from.toLocaleString('en-US')} → ${g.to.toLocaleString('en-US')} events: ×${g.cost} (${g.verdict})` +
          (g.plan === null ? '' : `; statement ×${g.plan} (${g.planVerdict})`),
      );
  }
  return { database: 'PostgreSQL', connections: CONNECTIONS, seconds, sizes, growth };
}
