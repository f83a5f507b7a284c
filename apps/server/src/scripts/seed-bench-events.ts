// The benchmark's events (issue 9): published events across the launch cities and the US, with their businesses.
//   DATABASE_URL=postgres://… npx tsx apps/server/src/scripts/seed-bench-events.ts [--events 100000] [--businesses 500]
// Without DATABASE_URL it opens the server's PGlite database under DATA_DIR (./data), as `npm start` does. Running it
// again tops the bench events up to --events, so a second run with the same count adds nothing. --scale also seeds
// fans, talent, tickets with purchases and bids in proportion (seed/bench-scale.ts, the scaling benchmarks).
import { parseArgs } from 'node:util';
import { openDatabase } from '@stagepass/db/client';
import { systemClock } from '../adapters/clock';
import { loadConfig } from '../config';
import { feesFromConfig } from '../features/payments/get_fees.handler';
import { seedBenchEvents } from '../seed/bench-events';
import { seedBenchScale } from '../seed/bench-scale';

const USAGE = 'Usage: tsx apps/server/src/scripts/seed-bench-events.ts [--events 100000] [--businesses <n>] [--scale]';

const { values } = parseArgs({
  options: {
    events: { type: 'string', default: '100000' },
    businesses: { type: 'string' },
    scale: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const events = Number(values.events);
const businesses = values.businesses === undefined ? undefined : Number(values.businesses);
if (
  !Number.isInteger(events) ||
  events < 0 ||
  (businesses !== undefined && (!Number.isInteger(businesses) || businesses < 1))
) {
  console.error(USAGE);
  process.exit(2);
}

const config = loadConfig();
const handle = await openDatabase({
  url: config.DATABASE_URL,
  dataDir: config.DATABASE_URL ? undefined : config.DATA_DIR,
});
try {
  const summary = await seedBenchEvents(handle.db, systemClock, { events, ...(businesses ? { businesses } : {}) });
  console.log(JSON.stringify({ database: handle.kind, ...summary }));
  if (values.scale)
    console.log(JSON.stringify(await seedBenchScale(handle.db, systemClock, { fees: feesFromConfig(config) })));
} finally {
  await handle.close();
}
