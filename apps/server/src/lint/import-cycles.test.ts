import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Issue 8: no import cycle in the tree, and lint keeps it so. The repository's own eslint.config.js lints fixture
 * files that import each other (lint/fixtures, which `eslint .` ignores for that reason): import-x/no-cycle must
 * name the cycle in each file of it, and stay quiet on a chain without one.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const FIXTURES = 'apps/server/src/lint/fixtures';

/** The no-cycle errors of the fixture files, as `file:line`; any other problem of theirs fails the test. */
async function cycles(...files: string[]): Promise<string[]> {
  // ignore: false lints the fixtures although the config ignores them; everything else is the repository's config.
  const eslint = new ESLint({ cwd: ROOT, ignore: false });
  const results = await eslint.lintFiles(files.map((file) => `${FIXTURES}/${file}`));
  expect(results.map((r) => basename(r.filePath))).toEqual(files);
  const messages = results.flatMap((r) => r.messages.map((m) => ({ file: basename(r.filePath), ...m })));
  expect(messages.filter((m) => m.ruleId !== 'import-x/no-cycle')).toEqual([]);
  return messages.map((m) => `${m.file}:${m.line} ${m.severity === 2 ? 'error' : 'warning'}`);
}

describe('import-x/no-cycle (eslint.config.js)', () => {
  it('reports two files that import each other, in each of them, as an error', async () => {
    expect(await cycles('cycle-a.mjs', 'cycle-b.mjs')).toEqual(['cycle-a.mjs:2 error', 'cycle-b.mjs:2 error']);
  });

  it('follows a dynamic import(): a lazily loaded page that imports its router back is a cycle too', async () => {
    expect(await cycles('lazy-a.mjs', 'lazy-b.mjs')).toEqual(['lazy-a.mjs:2 error', 'lazy-b.mjs:2 error']);
  });

  it('reports nothing for a chain without a way back (control)', async () => {
    expect(await cycles('chain-a.mjs', 'chain-b.mjs')).toEqual([]);
  });
});
