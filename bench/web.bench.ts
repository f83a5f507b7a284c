// The web half of `npm run bench`: first-load weights and Lighthouse scores of the public pages, served by
// the real compiled server in production mode (bench/web-figures.ts measures, in Debian's Chromium).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_PATH, firstLoadWeights, lighthouseScores, type RouteScores, type RouteWeight } from './web-figures';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_DIST = join(ROOT, 'apps/web/dist');
/** Port 4106 unless BENCH_PORT says otherwise. */
const PORT = Number(process.env.BENCH_PORT ?? 4106);

/** Weighed on first load: the landing, a launch page, pricing, the three audience pages, the legal pages. */
export const WEIGHT_ROUTES = [
  '/',
  '/sf',
  '/auth/pricing',
  '/auth/fanLanding',
  '/auth/creatorLanding',
  '/auth/businessLanding',
  '/la',
];
/** Lighthouse is slow (about half a minute a page): the three pages with targets. */
export const LIGHTHOUSE_ROUTES = ['/', '/sf', '/auth/pricing'];

/** issue 8 §5's targets. */
export const TARGETS = {
  performance: { min: 95, routes: LIGHTHOUSE_ROUTES },
  accessibility: { min: 98, routes: LIGHTHOUSE_ROUTES },
  firstLoadJsGzipKb: { '/': 150, '/sf': 170 } as Record<string, number>,
};

export interface TargetCheck {
  route: string;
  what: string;
  target: string;
  value: number;
  pass: boolean;
}

export interface WebBench {
  lighthouseVersion: string;
  chromiumVersion: string;
  weights: RouteWeight[];
  lighthouse: RouteScores[];
  targets: TargetCheck[];
}

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  let newest = s.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Builds the web app (production mode: NODE_ENV unset) when its dist is missing or older than its sources. */
function buildWebIfStale(): void {
  const built = existsSync(join(WEB_DIST, 'index.html')) ? statSync(join(WEB_DIST, 'index.html')).mtimeMs : 0;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/scripts',
    'apps/web/vite.config.ts',
  ]
    .concat(['apps/web/package.json', 'packages/contract/src', 'packages/domain/src'])
    .map((p) => newestMtime(join(ROOT, p)));
  if (built && Math.max(...sources) <= built) {
    console.log('web app: apps/web/dist is up to date');
    return;
  }
  console.log(built ? 'web app: sources changed since the last build, building…' : 'web app: building…');
  const env = { ...process.env };
  delete env.NODE_ENV;
  const t = performance.now();
  execFileSync('npm', ['run', '--silent', 'build', '-w', '@stagepass/web'], { cwd: ROOT, env, stdio: 'inherit' });
  console.log(`web app built in ${Math.round((performance.now() - t) / 1000)} s`);
}

function buildServer(): void {
  execFileSync('npm', ['run', '--silent', 'build', '-w', '@stagepass/server'], { cwd: ROOT, stdio: 'inherit' });
}

async function waitForHealth(url: string, server: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not answer ${url} within 60 s:\n${log()}`);
}

/** Starts the compiled server in production mode on 127.0.0.1:PORT with a scratch database. */
async function startServer(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'stagepass-bench-'));
  let output = '';
  const server = spawn(process.execPath, [join(ROOT, 'apps/server/dist/main.js')], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SECRETS_KEY: randomBytes(32).toString('base64'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const stop = async () => {
    if (server.exitCode === null && server.pid) {
      const exited = new Promise((r) => server.once('exit', r));
      process.kill(server.pid, 'SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${baseUrl}/api/health`, server, () => output);
  } catch (err) {
    await stop();
    throw err;
  }
  console.log(`server: compiled, production mode, ${baseUrl} (pid ${server.pid})`);
  return { baseUrl, stop };
}

function checkTargets(weights: RouteWeight[], scores: RouteScores[]): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const s of scores) {
    if (TARGETS.performance.routes.includes(s.route))
      checks.push({
        route: s.route,
        what: 'Lighthouse performance',
        target: `≥ ${TARGETS.performance.min}`,
        value: s.performance,
        pass: s.performance >= TARGETS.performance.min,
      });
    if (TARGETS.accessibility.routes.includes(s.route))
      checks.push({
        route: s.route,
        what: 'Lighthouse accessibility',
        target: `≥ ${TARGETS.accessibility.min}`,
        value: s.accessibility,
        pass: s.accessibility >= TARGETS.accessibility.min,
      });
  }
  for (const w of weights) {
    const max = TARGETS.firstLoadJsGzipKb[w.route];
    if (max !== undefined)
      checks.push({
        route: w.route,
        // Every script a first visit loads until the network is idle, the hydrating page's own chunks included (the
        // scripts requested before the load event alone would leave out what the page loads right after).
        what: 'first-load JS (gzip, until idle)',
        target: `≤ ${max} KB`,
        value: w.jsGzipKbUntilIdle,
        pass: w.jsGzipKbUntilIdle <= max,
      });
  }
  return checks;
}

export async function runWebBench(): Promise<WebBench> {
  buildWebIfStale();
  buildServer();
  const lighthouseVersion = (createRequire(import.meta.url)('lighthouse/package.json') as { version: string }).version;
  const chromiumVersion = execFileSync(CHROME_PATH, ['--version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  console.log(`measuring in ${chromiumVersion}, Lighthouse ${lighthouseVersion} (mobile, simulated throttling)`);
  const server = await startServer();
  try {
    let t = performance.now();
    const weights = await firstLoadWeights(server.baseUrl, WEIGHT_ROUTES);
    console.log(`weighed ${WEIGHT_ROUTES.length} routes in ${Math.round((performance.now() - t) / 1000)} s`);
    t = performance.now();
    const lighthouse = await lighthouseScores(server.baseUrl, LIGHTHOUSE_ROUTES);
    console.log(`Lighthouse on ${LIGHTHOUSE_ROUTES.length} routes in ${Math.round((performance.now() - t) / 1000)} s`);
    return { lighthouseVersion, chromiumVersion, weights, lighthouse, targets: checkTargets(weights, lighthouse) };
  } finally {
    await server.stop();
  }
}
