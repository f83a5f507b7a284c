// `npm run bench`: the cost of our request pipeline, as a ratio against a bare Fastify hello-world
// measured in the same run on the same machine (DESIGN.md §8). Absolute numbers vary by machine; the
// ratio and the p99 are what to watch. It runs on in-memory PGlite, or on the PostgreSQL database named
// by BENCH_DATABASE_URL (a scratch database: the demo accounts are seeded into it).
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { openDatabase } from '@stagepass/db/client';
import { systemClock } from '@stagepass/server/src/adapters/clock';
import { buildApp } from '@stagepass/server/src/app';
import { loadConfig } from '@stagepass/server/src/config';
import { seedDemo } from '@stagepass/server/src/seed/demo';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 50;

interface Result {
  name: string;
  rps: number;
  p99: number;
  errors: number;
}

async function measure(name: string, opts: autocannon.Options): Promise<Result> {
  // A short warm-up so JIT and caches settle before the measured run.
  await autocannon({ ...opts, duration: 1 });
  const r = await autocannon({ ...opts, duration: DURATION_S, connections: CONNECTIONS });
  return { name, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

const hello = Fastify({ logger: false });
hello.get('/', async () => ({ hello: 'world' }));
await hello.listen({ port: 0, host: '127.0.0.1' });
const helloUrl = `http://127.0.0.1:${(hello.server.address() as { port: number }).port}/`;

const databaseUrl = process.env.BENCH_DATABASE_URL;
const handle = await openDatabase({ url: databaseUrl });
await seedDemo(handle.db, systemClock);
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  RATE_LIMIT_MAX: '100000000',
  WEB_DIST: '',
  SECRETS_KEY: randomBytes(32).toString('base64'),
});
const app = await buildApp({ config, database: handle, clock: systemClock, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const apiUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api`;

const results = [
  await measure('bare Fastify hello-world (reference)', { url: helloUrl }),
  await measure('POST /api registered_user (public request, one indexed query)', {
    url: apiUrl,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ request: 'registered_user', email: 'fan@stagepass.test' }),
  }),
];

await app.close();
await hello.close();
await handle.close();

const [ref] = results;
const database = databaseUrl ? 'PostgreSQL' : 'embedded PGlite';
console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, database: ${database}\n`);
for (const r of results) {
  const ratio = ref ? r.rps / ref.rps : 1;
  console.log(
    `${r.name}\n  ${Math.round(r.rps)} req/s  p99 ${r.p99} ms  ratio to reference ${ratio.toFixed(3)}  errors ${r.errors}`,
  );
}
if (results.some((r) => r.errors > 0)) process.exitCode = 1;
