// `npm run bench`: the API figures (bench/api.bench.ts) and the web figures (bench/web.bench.ts), printed
// and written to bench/results/latest.json with the date and the machine.
//
//   BENCH_SECONDS=8         seconds per API measurement (after a 1 s warm-up)
//   BENCH_DATABASE_URL=…    a scratch PostgreSQL database for the API half (default: in-memory PGlite)
//   BENCH_WEB=0             skip the web half (building the app, Chromium, Lighthouse)
//   BENCH_PORT=4106         the port of the production server the web half starts
//   BENCH_SCALE=10000,100000,1000000
//                           the scaling benchmarks' sizes in events (bench/scale.bench.ts; PostgreSQL only, needs
//                           BENCH_DATABASE_URL, whose server gets a fresh `<name>_scale` database for them; each size
//                           is seeded on top of the last, about 2 minutes to reach 1,000,000 on 2 cores);
//                           BENCH_SCALE=0 skips them
//
// It exits 1 when a request that should succeed did not (an API error, or the limiter answering), or when
// the web half could not run. A missed web target is reported, not failed.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, release } from 'node:os';
import { nearbyVerdict, runApiBench, type ApiBench } from './api.bench';
import { runWebBench, type WebBench } from './web.bench';
import { runTicketRush } from './ticket-rush.bench';
import { runScheduleCloseDb } from './schedule-close-db.bench';
import { runScaleBench, scaleSizes, scratchScaleDatabase, type ScaleBench } from './scale.bench';

const started = performance.now();
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const withWeb = process.env.BENCH_WEB !== '0';
const machine = {
  cpu: cpus()[0]?.model.trim() ?? 'unknown',
  cores: cpus().length,
  memoryGb: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
  node: process.version,
  os: `${process.platform} ${release()}`,
};
console.log(`${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}\n`);

const api: ApiBench = await runApiBench({ seconds, databaseUrl: process.env.BENCH_DATABASE_URL });
console.log(`\nAPI: ${api.connections} connections, ${api.seconds} s each, database: ${api.database}\n`);
for (const r of api.results) {
  console.log(
    `${r.name}\n  ${r.rps} req/s  p99 ${r.p99Ms} ms  ratio to reference ${r.ratio.toFixed(3)}  ` +
      (r.ratioToSameBytes === undefined ? '' : `to the same bytes ${r.ratioToSameBytes.toFixed(3)}  `) +
      `2xx ${r.ok}  429 ${r.limited}  other non-2xx ${r.failed}  no answer ${r.noAnswer}`,
  );
}
console.log(`\n${nearbyVerdict(api.nearby)} (reported, not failed)`);
const apiFailures = api.results.filter((r) => r.failed > 0 || r.noAnswer > 0 || r.limited > 0);

// Issue 10: the ticket rush (target: at least 1,000 purchases a second with 0 oversold, on PostgreSQL).
const rush = await runTicketRush({ seconds, databaseUrl: process.env.BENCH_DATABASE_URL });
console.log(
  `\nTicket rush on ${rush.database}: ${rush.buyers} buyers, ${rush.purchasesPerSecond} purchases/s (target 1000), ` +
    `p99 ${rush.p99Ms} ms, ${rush.failed} failed, ${rush.roundTripsPerPurchase} round trips per purchase; sell-out race for ${rush.sellOut.quantity}: ${rush.sellOut.sold} sold, ` +
    `${rush.sellOut.oversold} oversold, ${rush.sellOut.refusedAsSoldOut} refused as sold out`,
);
if (rush.failed > 0 || rush.sellOut.oversold > 0)
  apiFailures.push({ name: 'ticket rush' } as (typeof api.results)[number]);

let web: WebBench | null = null;
let webError: string | null = null;
if (withWeb) {
  console.log('\nWeb: first-load weights and Lighthouse');
  try {
    web = await runWebBench();
  } catch (err) {
    webError = err instanceof Error ? err.message : String(err);
    console.error(`\nthe web figures could not be measured: ${webError}`);
  }
}

if (web) {
  console.log(`\nFirst load (each file gzipped, KB), ${web.chromiumVersion}`);
  console.table(
    web.weights.map((w) => ({
      route: w.route,
      'JS gzip before load': w.jsGzipKb,
      'JS gzip until idle': w.jsGzipKbUntilIdle,
      'CSS gzip': w.cssGzipKb,
      'JS files before load': w.jsFiles,
    })),
  );
  console.log(`Lighthouse ${web.lighthouseVersion}, mobile, simulated throttling`);
  console.table(
    web.lighthouse.map((s) => ({
      route: s.route,
      performance: s.performance,
      accessibility: s.accessibility,
      'LCP s': Math.round(s.lcpMs / 100) / 10,
      'a11y failures': s.accessibilityFailures.join(' '),
    })),
  );
  console.log('Targets (issue 8 §5; reported, not failed):');
  for (const t of web.targets)
    console.log(
      `  ${t.pass ? '✔' : '✘'} ${t.route.padEnd(14)} ${t.what.padEnd(26)} ${String(t.value).padStart(6)}  ${t.target}`,
    );
}

// Issue 12: closing talent-days with their database writes (target: 10,000 in under 30 s on PostgreSQL;
// BENCH_CLOSE_DAYS, default 1,000, is held to its share of it).
async function closeWithDatabase() {
  const close = await runScheduleCloseDb({
    databaseUrl: process.env.BENCH_DATABASE_URL,
    days: Number(process.env.BENCH_CLOSE_DAYS ?? 1000),
  });
  console.log(
    `\nSchedule close on ${close.database}: ${close.days} talent-days, ${close.bids} bids, ${close.bookings} bookings ` +
      `in ${close.seconds} s (${close.daysPerSecond} days/s; target under ${close.targetSeconds} s for 10,000, so ${(close.targetSeconds * close.days) / 10_000} s here: ` +
      `${close.pass ? '✔' : '✘'})`,
  );
  return close;
}

// Issue 16: the scaling benchmarks, after the rest (they grow the scratch database to a million events).
async function scale(): Promise<ScaleBench | string> {
  const sizes = scaleSizes(process.env.BENCH_SCALE);
  if (sizes.length === 0) return 'skipped (BENCH_SCALE=0)';
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('\nScaling benchmarks skipped: they need PostgreSQL (BENCH_DATABASE_URL)');
    return 'skipped (no BENCH_DATABASE_URL)';
  }
  console.log(`\nScaling benchmarks at ${sizes.map((n) => n.toLocaleString('en-US')).join(', ')} events`);
  const scratch = await scratchScaleDatabase(url);
  console.log(`in a database of their own: ${new URL(scratch).pathname.slice(1)} (made again on each run)`);
  return runScaleBench({
    databaseUrl: scratch,
    sizes,
    seconds,
    closeDays: Number(process.env.BENCH_CLOSE_DAYS ?? 1000),
  });
}

const results = {
  date: new Date().toISOString(),
  machine,
  api,
  ticketRush: rush,
  web: web ?? (withWeb ? { error: webError } : 'skipped (BENCH_WEB=0)'),
  scheduleClose: (await import('./schedule-close.bench')).runScheduleCloseBench({ print: true }),
  scheduleCloseDb: await closeWithDatabase(),
  scale: await scale(),
  durationS: Math.round((performance.now() - started) / 1000),
};
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(new URL('./results/latest.json', import.meta.url), JSON.stringify(results, null, 2) + '\n');
console.log(`\nwritten to bench/results/latest.json (${results.durationS} s in all)`);

for (const r of apiFailures)
  console.error(
    `✘ ${r.name}: ${r.failed} error answers, ${r.noAnswer} without an answer, ${r.limited} refused by the rate limit`,
  );
if (apiFailures.length > 0 || webError) process.exitCode = 1;
