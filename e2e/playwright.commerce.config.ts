import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

// Issue 14's acceptance (tests/commerce.spec.ts) moves the development clock a month ahead, twice, to renew and
// then end a subscription. The clock only moves forward, and the other specs share one server and expect a clock
// near the real time; so this spec gets a server and a database of its own, run after the others
// (the e2e package's `npm test` runs both configs).
const port = Number(process.env.E2E_COMMERCE_PORT ?? process.env.E2E_PORT ?? 3219);
const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-e2e-commerce-'));

export default defineConfig({
  testDir: './tests',
  testMatch: 'commerce.spec.ts',
  outputDir: process.env.E2E_OUTPUT ?? 'test-results/commerce',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 120_000,
  // Pages here load heavy lazy chunks (the rich-text editor, the audio player) on a busy two-core machine.
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser of its own here.
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        // The song is played by a click, but headless Chromium may still want a gesture for media.
        '--autoplay-policy=no-user-gesture-required',
      ],
    },
  },
  webServer: {
    command: 'npx tsx ../apps/server/src/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
});
