import { stagepassConfig } from './stagepass-config';

// Issue 14's acceptance (tests/commerce.spec.ts) moves the development clock a month ahead, twice, to renew and
// then end a subscription. The clock only moves forward, and the other specs share one server and expect a clock
// near the real time; so this spec gets a server and a database of its own, run after the others
// (the e2e package's `npm test` runs both configs).
export default stagepassConfig({
  port: Number(process.env.E2E_COMMERCE_PORT ?? process.env.E2E_PORT ?? 3219),
  name: 'e2e-commerce',
  outputDir: 'test-results/commerce',
  testMatch: 'commerce.spec.ts',
  timeout: 120_000,
  // Pages here load heavy lazy chunks (the rich-text editor, the audio player) on a busy two-core machine.
  expectTimeout: 15_000,
  // The song is played by a click, but headless Chromium may still want a gesture for media.
  chromiumArgs: ['--autoplay-policy=no-user-gesture-required'],
  serverStartTimeout: 180_000,
});
