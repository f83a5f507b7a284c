import { stagepassConfig } from './stagepass-config';

// The screen sweep (tests/sweep): every screen route of every role, opened at 1440 and 390 px and read for what makes
// a screen look unfinished. It only reads the demo marketplace, but runs on two workers at once, so it gets a server
// and a database of its own, run after the other configs (the e2e package's `npm test`). The setup signs the demo
// members in and reads the ids; the controls show each check reports the problem it is for; the report prints the
// route × role × width table at the end.
const base = stagepassConfig({
  port: Number(process.env.E2E_SWEEP_PORT ?? process.env.E2E_PORT ?? 3221),
  name: 'e2e-sweep',
  outputDir: 'test-results/sweep',
  testMatch: 'sweep/*.ts',
  timeout: 120_000,
  expectTimeout: 15_000,
  serverStartTimeout: 180_000,
  // Two pages at a time, one per core (three took as long: 11.2 min against 12.3, each page slower).
  workers: 2,
  fullyParallel: true,
});

export default {
  ...base,
  // A finding is the page's, not the timing's: a retry would only double the time of every failing chunk.
  retries: 0,
  globalTeardown: './tests/sweep/sweep-report.ts',
  projects: [
    { name: 'sweep-setup', testMatch: /sweep\/sweep\.setup\.ts$/ },
    { name: 'sweep', testMatch: /sweep\/sweep\.spec\.ts$/, dependencies: ['sweep-setup'] },
    { name: 'sweep-controls', testMatch: /sweep\/sweep-controls\.spec\.ts$/ },
  ],
};
