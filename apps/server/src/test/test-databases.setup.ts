// Vitest's global setup for the API suites: migrates one database for the whole run, which each test file's own
// database then starts as a copy of (test-databases.ts). On PGlite that skips initdb and the migrations, about
// 3 s a file; on PostgreSQL, the migrations.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedPgliteSnapshot, openDatabase } from '@stagepass/db/client';
import { createDatabase, waitUntilIdle, withAdmin } from './test-databases';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const dir = await mkdtemp(join(tmpdir(), 'stagepass-pglite-'));
    const file = join(dir, 'migrated.tar');
    await writeFile(file, Buffer.from(await (await migratedPgliteSnapshot()).arrayBuffer()));
    project.provide('pgliteSnapshotFile', file);
    return () => rm(dir, { recursive: true, force: true });
  }
  const template = await createDatabase(url);
  const handle = await openDatabase({ url: template.url });
  await handle.close();
  await withAdmin(url, (c) => waitUntilIdle(c, template.name));
  project.provide('templateDatabase', template.name);
  return template.drop;
}
