// The web half alone (first-load weights and Lighthouse), written into bench/results/latest.json's `web` in place
// of the last full run's, with when it was measured; the rest of the file is kept:
//   npx tsx web-only.ts
import { readFileSync, writeFileSync } from 'node:fs';
import { runWebBench } from './web.bench';

const file = new URL('./results/latest.json', import.meta.url);
const web = await runWebBench();
const results = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
results.web = { ...web, measured: new Date().toISOString() };
writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
for (const t of web.targets)
  console.log(`${t.pass ? '✔' : '✘'} ${t.route.padEnd(15)} ${t.what.padEnd(34)} ${t.value}  ${t.target}`);
console.log('web written to bench/results/latest.json');
