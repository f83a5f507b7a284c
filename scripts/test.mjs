#!/usr/bin/env node
// `npm test`: typecheck, lint, unit, API and browser tests, in that order, stopping at the first failure.
// The browser tests need Debian's Chromium: installed here when running as root, otherwise we stop and
// say how, because skipping them silently would report a pass that never happened.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function run(title, cmd, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`⏱ ${title}: ${Math.round((performance.now() - started) / 1000)} s`);
  if (res.status !== 0) {
    console.error(`\n✖ ${title} failed`);
    process.exit(res.status ?? 1);
  }
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\nThe browser tests need Debian's Chromium at ${CHROMIUM}. Install it with:\n\n  sudo apt-get update && sudo apt-get install -y chromium\n`,
    );
    process.exit(1);
  }
  run('install Debian chromium', 'sh', [
    '-c',
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium',
  ]);
}

run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
run('lint', 'npm', ['run', '--silent', 'lint']);
run('unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'web']);
run('API tests (in-memory PGlite)', 'npx', ['vitest', 'run', '--project', 'api']);
ensureChromium();
run('browser tests (Playwright in Chromium)', 'npm', ['run', '--silent', 'test:e2e']);
console.log('\n✔ all test suites passed');
