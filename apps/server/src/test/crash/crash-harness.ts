// The crash suite's machinery: the server as a child process (bundled once, started, SIGKILLed, started again), its
// API over HTTP, a scratch PostgreSQL database, and a seeded random number generator.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';
import { migrationsFolder, openDatabase, type DatabaseHandle } from '@stagepass/db/client';

const SERVER_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
/** Inside node_modules, so the bundle's imports of packages resolve as the compiled server's do. */
const BUNDLE_DIR = join(SERVER_ROOT, 'node_modules/.crash');

/** Bundles crash-server.ts (about half a second) with the migrations beside it: node starts it in about 1 s. */
export async function bundleCrashServer(): Promise<string> {
  rmSync(BUNDLE_DIR, { recursive: true, force: true });
  await build({
    entryPoints: { 'crash-server': join(SERVER_ROOT, 'src/test/crash/crash-server.ts') },
    outdir: BUNDLE_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@stagepass/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  cpSync(migrationsFolder, join(BUNDLE_DIR, 'migrations'), { recursive: true });
  return join(BUNDLE_DIR, 'crash-server.js');
}

/** A scratch database `crash_<random>` on the server of DATABASE_URL, migrated; dropped by `drop`. */
export async function scratchDatabase(baseUrl: string) {
  const name = `crash_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const handle: DatabaseHandle = await openDatabase({ url: url.toString(), poolSize: 4 });
  const sql = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    name,
    url: url.toString(),
    handle,
    sql,
    async drop() {
      await sql.end();
      await handle.close();
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface ApiAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the suite reads any answer's shape
  body: Record<string, any>;
}

/** The server as a child process: started, killed with SIGKILL at any moment, and started again on the same data. */
export class CrashServer {
  private child: ChildProcess | null = null;
  private output: string[] = [];
  port = 0;
  /** Processes that ended by SIGKILL (the suite's and the ones CRASH_DIE_AFTER made). */
  kills = 0;
  readonly dataDir = mkdtempSync(join(tmpdir(), 'stagepass-crash-'));

  constructor(
    private readonly bundle: string,
    private readonly databaseUrl: string,
  ) {}

  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  get running() {
    return this.child !== null && this.child.exitCode === null && this.child.signalCode === null;
  }

  /**
   * Processes loading the code, oldest first, each to wait for its settings (crash-server.ts, CRASH_STANDBY). Two, so
   * each has about two cycles to load in (over a second and a half on a busy two-core machine).
   */
  private standbys: ChildProcess[] = [];
  private static readonly STANDBYS = 2;

  private spawnStandby(): ChildProcess {
    const child = spawn(process.execPath, [this.bundle], {
      env: {
        PATH: process.env.PATH ?? '',
        CRASH_STANDBY: '1',
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: '0',
        DATABASE_URL: this.databaseUrl,
        DATA_DIR: this.dataDir,
        LOG_LEVEL: 'error',
        WEB_DIST: '',
        RATE_LIMIT_MAX: '1000000',
        LOOKUP_RATE_LIMIT_MAX: '1000000',
        SECRETS_KEY: 'MDEyMzQ1Njc4OWFiY2RlZjAxMjM0NTY3ODlhYmNkZWY=',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    // A standby killed at the end of the run never got its settings: its stdin may be closed under it.
    child.stdin!.on('error', () => {});
    return child;
  }

  /**
   * Starts the server on the data as the last one left it and waits for its ready line; `env` adds CRASH_DIE_AFTER
   * or CRASH_FAULT. The next standby starts loading at once.
   */
  async start(env: Record<string, string> = {}): Promise<void> {
    if (this.running) throw new Error('the crash server is running already');
    const child = this.standbys.shift() ?? this.spawnStandby();
    this.output = [];
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output.push(chunk.toString());
      if (this.output.length > 40) this.output.shift();
    };
    child.stderr!.on('data', keep);
    child.on('exit', (_code, signal) => {
      if (signal === 'SIGKILL') this.kills++;
    });
    const ready = new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the crash server did not start:\n${this.log()}`)), 60_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        keep(chunk);
        const line = /crash server ready on (\d+)/.exec(chunk.toString());
        if (line) {
          clearTimeout(timer);
          resolve(Number(line[1]));
        }
      });
      child.on('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the crash server exited (${code ?? signal}) while starting:\n${this.log()}`));
      });
    });
    child.stdin!.write(`${JSON.stringify(env)}\n`);
    this.port = await ready;
    while (this.standbys.length < CrashServer.STANDBYS) this.standbys.push(this.spawnStandby());
  }

  /**
   * SIGKILL: no shutdown hook, no graceful close; waits until the process is gone. `counted: false` for a switch to
   * other settings while nothing runs, which is not one of the suite's kills.
   */
  async kill({ counted = true } = {}): Promise<void> {
    const child = this.child;
    if (!child) return;
    if (child.exitCode === null && child.signalCode === null) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await gone;
      if (!counted) this.kills--;
    }
    this.child = null;
  }

  /** Waits for a process that kills itself (CRASH_DIE_AFTER), at most `ms`; false when it is still running. */
  async exited(ms: number): Promise<boolean> {
    const child = this.child;
    if (!child || !this.running) return true;
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
  }

  log(): string {
    return this.output.join('');
  }

  async call(request: string, fields: Record<string, unknown>, token?: string, headers: Record<string, string> = {}) {
    return this.fetchJson(
      '/api',
      {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      { request, ...fields },
    );
  }

  async fetchJson(path: string, headers: Record<string, string>, body?: unknown, method = 'POST'): Promise<ApiAnswer> {
    const res = await fetch(this.baseUrl + path, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      parsed = { text };
    }
    return { status: res.status, body: parsed };
  }

  /** The server's clock (the development clock: real time plus the moves, kept in DATA_DIR across restarts). */
  async now(): Promise<number> {
    const { body } = await this.fetchJson('/dev/clock.json', {}, undefined, 'GET');
    return Date.parse(body.now as string);
  }

  /** POST /dev/clock: moves the clock and runs every clock job due, answering once they ran. */
  async advance(ms: number): Promise<ApiAnswer> {
    return this.fetchJson('/dev/clock', {}, { advance_ms: ms });
  }

  async dispose(): Promise<void> {
    await this.kill();
    for (const standby of this.standbys.splice(0)) {
      const gone = new Promise((resolve) => standby.once('exit', resolve));
      standby.kill('SIGKILL');
      await gone;
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
