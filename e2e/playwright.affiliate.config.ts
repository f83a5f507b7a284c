import { stagepassConfig } from './stagepass-config';

// Issue 15's affiliate acceptance (tests/affiliate.spec.ts) moves the development clock past the end of a month, so
// the affiliate's monthly payout is made. The clock only moves forward and the shared server's specs expect a clock
// near the real time, so this spec gets a server and a database of its own (the e2e package's `npm test` runs it).
export default stagepassConfig({
  port: Number(process.env.E2E_AFFILIATE_PORT ?? process.env.E2E_PORT ?? 3361),
  name: 'e2e-affiliate',
  outputDir: 'test-results/affiliate',
  testMatch: 'affiliate.spec.ts',
  // A month's jump runs every clock job of the seeded marketplace at once.
  timeout: 240_000,
  expectTimeout: 15_000,
  serverStartTimeout: 180_000,
});
