import { stagepassConfig } from './stagepass-config';

// The shared server most specs use, with the demo marketplace seeded by the server itself.
export default stagepassConfig({
  port: Number(process.env.E2E_PORT ?? 3217),
  name: 'e2e',
  outputDir: 'test-results',
  // These move the clock by months, and the screen sweep runs in parallel: each runs on a server of its own
  // (playwright.<name>.config.ts).
  testIgnore: ['commerce.spec.ts', 'affiliate.spec.ts', 'sweep/**'],
  timeout: 60_000,
});
