// The request pipeline alone (POST /api get_fees: no query), profiled or timed on its own:
//   BENCH_DATABASE_URL=postgres://…/scratch npx tsx pipeline-only.ts
import autocannon from 'autocannon';
import { listenBenchApi } from './api.bench';

const { app, handle, port } = await listenBenchApi();
const url = `http://127.0.0.1:${port}/api`;
let n = 0;
const r = await autocannon({
  url,
  method: 'POST',
  connections: 100,
  duration: Number(process.env.BENCH_SECONDS ?? 5),
  body: process.env.BODY ?? JSON.stringify({ request: 'get_fees' }),
  setupClient: (c) =>
    c.setHeaders({
      'content-type': 'application/json',
      'x-forwarded-for': `10.0.${(++n >> 8) & 255}.${n & 255}`,
      ...(process.env.ACCEPT_ENCODING ? { 'accept-encoding': process.env.ACCEPT_ENCODING } : {}),
    }),
});
console.log(
  Math.round(r.requests.average),
  'req/s',
  'p99',
  r.latency.p99,
  'non2xx',
  r.non2xx,
  'bytes/answer',
  Math.round(r.throughput.total / r.requests.total),
);
await app.close();
await handle.close();
