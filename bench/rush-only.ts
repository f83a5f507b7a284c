// The ticket rush alone (issue 10), for comparing changes back to back:
//   BENCH_DATABASE_URL=postgres://…/scratch npx tsx rush-only.ts   (BENCH_SECONDS, default 5; RUSH_SQL=1 lists the
//   statements the rush sent, most frequent first)
import { COUNTED_PURCHASES, runTicketRush } from './ticket-rush.bench';

const statements = process.env.RUSH_SQL === '1' ? new Map<string, number>() : undefined;
const rush = await runTicketRush({
  seconds: Number(process.env.BENCH_SECONDS ?? 5),
  databaseUrl: process.env.BENCH_DATABASE_URL,
  statements,
});
console.log(JSON.stringify(rush, null, 2));
if (statements) {
  for (const [text, n] of [...statements].sort((a, b) => b[1] - a[1]))
    console.log(`${(n / COUNTED_PURCHASES).toFixed(2)}  ${text.replace(/\\s+/g, ' ').slice(0, 220)}`);
}
