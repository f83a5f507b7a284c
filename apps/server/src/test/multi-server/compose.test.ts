import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from '../../config';

/**
 * compose.yaml and the Dockerfile (issue 16, README "Running in production"): there is no Docker here, so the files
 * are read as Docker Compose reads them (YAML with merge keys and ${VAR} interpolation) and checked for the set-up
 * the README describes, and each app server's environment is checked by the server's own configuration schema.
 */
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));
const read = (file: string) => readFileSync(`${ROOT}${file}`, 'utf8');

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  configs?: { source: string; target: string }[];
  ports?: string[];
}
interface Compose {
  services: Record<string, Service>;
  configs: Record<string, { content: string }>;
}

/** ${VAR:-default} as its default, ${VAR:?message} as the value given here (Compose asks the shell for them). */
function interpolate(text: string, given: Record<string, string>): string {
  return text.replace(/\$\{(\w+)(?::([-?])([^}]*))?\}/g, (_all, name: string, kind?: string, rest?: string) => {
    if (name in given) return given[name]!;
    if (kind === '-') return rest ?? '';
    throw new Error(`${name} is required: ${rest ?? ''}`);
  });
}

const SECRETS_KEY = randomBytes(32).toString('base64');
const compose = parse(interpolate(read('compose.yaml'), { SECRETS_KEY }), { merge: true }) as Compose;

describe('compose.yaml: the production set-up for anyone with Docker', () => {
  it('asks for SECRETS_KEY instead of starting without one', () => {
    expect(() => interpolate(read('compose.yaml'), {})).toThrow(/SECRETS_KEY is required/);
  });

  it('runs PostgreSQL 16, MinIO with its bucket, Mailpit, two app servers and a proxy', () => {
    const s = compose.services;
    expect(s.postgres?.image).toBe('postgres:16');
    expect(s.minio?.image).toMatch(/^minio\/minio/);
    expect(s['minio-bucket']?.image).toMatch(/^minio\/mc/);
    expect(s.mailpit?.image).toMatch(/^axllent\/mailpit/);
    expect(s.app1?.build).toBe('.');
    expect(s.app2?.build).toBe('.');
    expect(s.proxy?.image).toMatch(/^caddy:/);
    // The second server starts once the first has applied the migrations; the proxy once both answer.
    expect(s.app2?.depends_on?.app1?.condition).toBe('service_healthy');
    expect(s.app1?.depends_on?.postgres?.condition).toBe('service_healthy');
    expect(s.proxy?.depends_on).toMatchObject({
      app1: { condition: 'service_healthy' },
      app2: { condition: 'service_healthy' },
    });
  });

  it("gives each app server settings the server's configuration accepts: production, PostgreSQL, S3 and SMTP", () => {
    const known = read('apps/server/src/config.ts');
    for (const name of ['app1', 'app2']) {
      const env = compose.services[name]!.environment!;
      // A misspelt name would be ignored by the server, not refused: each must be one config.ts reads.
      for (const key of Object.keys(env)) expect(known, key).toMatch(new RegExp(`\\b${key}: z\\b`));
      const config = loadConfig(env);
      expect(config).toMatchObject({
        NODE_ENV: 'production',
        HOST: '0.0.0.0',
        PORT: 3000,
        TRUST_PROXY_HOPS: 1,
        STORAGE_S3_BUCKET: 'stagepass',
        STORAGE_S3_FORCE_PATH_STYLE: true,
        SECRETS_KEY,
      });
      const database = new URL(config.DATABASE_URL!);
      expect(database.host).toBe('postgres:5432');
      expect(`${database.username}:${database.password}${database.pathname}`).toBe(
        `${compose.services.postgres!.environment!.POSTGRES_USER}:${compose.services.postgres!.environment!.POSTGRES_PASSWORD}/${compose.services.postgres!.environment!.POSTGRES_DB}`,
      );
      expect(new URL(config.SMTP_URL!).host).toBe('mailpit:1025');
      expect(new URL(config.STORAGE_S3_ENDPOINT!).host).toBe('minio:9000');
      expect([config.STORAGE_S3_ACCESS_KEY_ID, config.STORAGE_S3_SECRET_ACCESS_KEY]).toEqual([
        compose.services.minio!.environment!.MINIO_ROOT_USER,
        compose.services.minio!.environment!.MINIO_ROOT_PASSWORD,
      ]);
    }
  });

  it('has the proxy take turns between the two servers and pass server-sent events through', () => {
    const [mount] = compose.services.proxy!.configs!;
    expect(mount?.target).toBe('/etc/caddy/Caddyfile');
    const caddyfile = compose.configs[mount!.source]!.content;
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000 \{/);
    expect(caddyfile).toMatch(/lb_policy round_robin/);
    expect(caddyfile).toMatch(/flush_interval -1/);
  });
});

describe('the Dockerfile the app servers are built from', () => {
  const lines = read('Dockerfile')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'));

  it('installs from the lockfile, builds, and starts the built server', () => {
    expect(lines[0]).toBe('FROM node:20-slim');
    expect(lines).toContain('RUN npm ci && npm run build');
    expect(lines.at(-1)).toBe('CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]');
    // What `npm run build -w @stagepass/server` writes, and `npm start` runs.
    const server = JSON.parse(read('apps/server/package.json')) as { scripts: Record<string, string> };
    expect(server.scripts.start).toContain('dist/main.js');
  });

  it('leaves local installs, builds and data out of the image', () => {
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data']));
  });
});
