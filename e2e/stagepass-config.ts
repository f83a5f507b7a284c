import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig } from '@playwright/test';

export interface StagepassConfig {
  port: number;
  /** Names the run's embedded database directory (a fresh one each run, seeded by the server itself). */
  name: string;
  outputDir: string;
  testMatch?: PlaywrightTestConfig['testMatch'];
  testIgnore?: PlaywrightTestConfig['testIgnore'];
  timeout: number;
  expectTimeout?: number;
  /** Chromium switches beyond the ones every run needs. */
  chromiumArgs?: string[];
  serverStartTimeout?: number;
  /** Parallel workers (default 1: most specs share one server's data and run one at a time). */
  workers?: number;
  /** Runs the tests of a file in parallel too (default false). */
  fullyParallel?: boolean;
}

/**
 * One Playwright run against its own Stagepass server on 127.0.0.1, with its own fresh embedded database, in
 * Debian's Chromium (Playwright never downloads a browser of its own here). playwright.config.ts is the shared
 * server most specs use; a spec that moves the development clock by months gets a config of its own.
 */
export function stagepassConfig(c: StagepassConfig) {
  const dataDir = mkdtempSync(join(tmpdir(), `stagepass-${c.name}-`));
  return defineConfig({
    testDir: './tests',
    testMatch: c.testMatch,
    testIgnore: c.testIgnore,
    outputDir: process.env.E2E_OUTPUT ?? c.outputDir,
    fullyParallel: c.fullyParallel ?? false,
    workers: c.workers ?? 1,
    // One retry on CI only: a test that passes on retry is still listed as flaky in the report, so a
    // timing-sensitive test shows up without failing the whole landing; a real failure fails twice.
    retries: process.env.CI ? 1 : 0,
    timeout: c.timeout,
    ...(c.expectTimeout ? { expect: { timeout: c.expectTimeout } } : {}),
    reporter: [['list']],
    use: {
      baseURL: `http://127.0.0.1:${c.port}`,
      trace: 'retain-on-failure',
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          ...(c.chromiumArgs ?? []),
        ],
      },
    },
    webServer: {
      command: 'npx tsx ../apps/server/src/main.ts',
      url: `http://127.0.0.1:${c.port}/api/health`,
      reuseExistingServer: false,
      timeout: c.serverStartTimeout ?? 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(c.port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'development',
        // Lets parallel runs serve their own build; by default the one `npm run build` writes.
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    },
  });
}
