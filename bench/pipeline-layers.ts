// Where a small request's time goes: the server's own CPU per request (process.cpuUsage, in the server's process)
// as the layers of POST /api are added one at a time, from a bare Fastify GET to the whole app answering get_fees.
// Each server runs in a process of its own, so the load generator's work is not counted against it.
//   BENCH_DATABASE_URL=postgres://…/scratch npx tsx pipeline-layers.ts
//   LAYERS="security headers,full" (some layers only), PROFILE=full (a CPU profile of that server, in ./profiles)
//   ANSWER_BYTES=3586: the bare layers' POST answers that many brotli-encoded bytes (the nearby list's first page is
//   3.5 KB compressed), to compare them with 'full: user_events_query' (its scratch database holds the bench seed)
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { BROWSER_ACCEPT_ENCODING, NEARBY_FIRST_PAGE } from './nearby-request';

const LAYERS = [
  'bare GET',
  'bare POST (JSON body)',
  'trust proxy',
  'security headers',
  'rate limit (memory)',
  'rate limit (database)',
  'full: GET /api/health',
  'full',
  'full: user_events_query',
] as const;
type Layer = (typeof LAYERS)[number];

const FEES = { booking_pct: 10, ticket_pct: 5, processor_pct: 2.9, processor_flat_fee_cents: 30, currency: 'USD' };

/** A server with the layers up to `layer`, listening on a port of its own: its port. */
async function serve(layer: Layer): Promise<number> {
  const has = (l: Layer) => LAYERS.indexOf(layer) >= LAYERS.indexOf(l);
  const { openDatabase } = await import('@stagepass/db/client');
  const { systemClock } = await import('@stagepass/server/src/adapters/clock');
  if (layer.startsWith('full')) {
    const { listenBenchApi } = await import('./api.bench');
    return (await listenBenchApi()).port;
  }
  const { default: Fastify } = await import('fastify');
  const app = Fastify({
    logger: false,
    ...(has('trust proxy') ? { trustProxy: (_: string, hop: number) => hop < 1 } : {}),
  });
  if (has('security headers')) {
    // As the app sets them on its API's answers (app.ts).
    const { securityHeaders } = await import('@stagepass/server/src/security/security-headers');
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(securityHeaders.api);
      done();
    });
  }
  if (has('rate limit (memory)')) {
    const { default: rateLimit } = await import('@fastify/rate-limit');
    const { DatabaseRateLimitStore, LIMIT_HEADERS_ON_REFUSAL } =
      await import('@stagepass/server/src/security/rate-limit-store');
    const store = has('rate limit (database)')
      ? {
          store: DatabaseRateLimitStore.bound(await openDatabase({ url: process.env.BENCH_DATABASE_URL }), systemClock),
        }
      : {};
    await app.register(rateLimit, { max: 1e9, timeWindow: '1 minute', ...LIMIT_HEADERS_ON_REFUSAL, ...store });
  }
  app.get('/api', async () => ({ data: FEES }));
  const answerBytes = Number(process.env.ANSWER_BYTES ?? 0);
  if (answerBytes > 0) {
    const bytes = randomBytes(answerBytes);
    app.post('/api', async (req, reply) =>
      reply.type('application/json').header('content-encoding', 'br').header('x-ip', req.ip).send(bytes),
    );
  } else app.post('/api', async (req) => ({ data: FEES, ip: req.ip }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}

type Message = { port: number } | { cpuMicros: number };

if (process.env.PIPELINE_LAYER) {
  const port = await serve(process.env.PIPELINE_LAYER as Layer);
  process.on('message', () => {
    const cpu = process.cpuUsage();
    process.send!({ cpuMicros: cpu.user + cpu.system } satisfies Message);
  });
  process.on('SIGINT', () => process.exit(0));
  process.send!({ port } satisfies Message);
} else {
  const next = (child: ChildProcess) => new Promise<Message>((resolve) => child.once('message', resolve));
  const cpuOf = async (child: ChildProcess) => {
    const answer = next(child);
    child.send('cpu');
    return ((await answer) as { cpuMicros: number }).cpuMicros;
  };
  const chosen = process.env.LAYERS ? (process.env.LAYERS.split(',') as Layer[]) : LAYERS;
  for (const layer of chosen) {
    const profile = process.env.PROFILE === layer ? ['--cpu-prof', '--cpu-prof-dir=profiles'] : [];
    const child = fork(new URL(import.meta.url).pathname, {
      env: { ...process.env, PIPELINE_LAYER: layer },
      execArgv: ['--import', 'tsx', ...profile],
    });
    const { port } = (await next(child)) as { port: number };
    let client = 0;
    const body = layer === 'full: user_events_query' ? NEARBY_FIRST_PAGE : { request: 'get_fees' };
    const options: autocannon.Options =
      layer === 'bare GET' || layer === 'full: GET /api/health'
        ? { url: `http://127.0.0.1:${port}/api${layer === 'bare GET' ? '' : '/health'}` }
        : {
            url: `http://127.0.0.1:${port}/api`,
            method: 'POST',
            body: JSON.stringify(body),
            // Each connection a client of its own address, as behind the proxy.
            setupClient: (c) => {
              client += 1;
              c.setHeaders({
                'content-type': 'application/json',
                'x-forwarded-for': `10.0.${(client >> 8) & 255}.${client & 255}`,
                'accept-encoding': BROWSER_ACCEPT_ENCODING,
              });
            },
          };
    await autocannon({ ...options, duration: 1, connections: 100 });
    const before = await cpuOf(child);
    const r = await autocannon({ ...options, duration: Number(process.env.BENCH_SECONDS ?? 5), connections: 100 });
    const used = (await cpuOf(child)) - before;
    console.log(
      `${layer.padEnd(22)} ${String(Math.round(r.requests.average)).padStart(6)} req/s  p99 ${String(r.latency.p99).padStart(3)} ms  ` +
        `server CPU ${(used / r.requests.total).toFixed(1).padStart(6)} µs/request  failed ${r.non2xx + r.errors}`,
    );
    child.kill(profile.length ? 'SIGINT' : 'SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
