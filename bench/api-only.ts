// The API half alone (the request pipeline and the nearby list), for comparing changes back to back:
//   BENCH_DATABASE_URL=postgres://…/scratch npx tsx api-only.ts   (BENCH_SECONDS, default 5)
import { nearbyVerdict, runApiBench } from './api.bench';

const api = await runApiBench({
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  databaseUrl: process.env.BENCH_DATABASE_URL,
});
for (const r of api.results)
  console.log(
    `${String(r.rps).padStart(7)} req/s  p99 ${String(r.p99Ms).padStart(4)} ms  ratio ${r.ratio.toFixed(3)}  ` +
      (r.ratioToSameBytes === undefined ? '' : `to the same bytes ${r.ratioToSameBytes.toFixed(3)}  `) +
      `failed ${r.failed + r.noAnswer + r.limited}  ${r.name}`,
  );
console.log(nearbyVerdict(api.nearby));
