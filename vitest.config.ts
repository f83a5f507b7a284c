import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Vitest's order (files it has no timings for, largest first), with the crash suite first within its project: on
 * PostgreSQL it runs for minutes on one worker, so started first it runs beside the other files rather than after
 * most of them (on PGlite it is skipped).
 */
class CrashSuiteFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const byProject = new Map<string, TestSpecification[]>();
    for (const file of sorted) byProject.set(file.project.name, [...(byProject.get(file.project.name) ?? []), file]);
    const crash = (file: TestSpecification) => file.moduleId.includes('/test/crash/');
    return [...byProject.values()].flatMap((group) => [...group.filter(crash), ...group.filter((f) => !crash(f))]);
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: CrashSuiteFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
          // Run with the web project (npm test), which needs the same number of workers.
          maxWorkers: 2,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          // Worker threads start a file's jsdom faster than forked processes: about a fifth off the suite.
          pool: 'threads',
          // Vitest's default is one worker fewer than the cores: one, on CI's two. Two workers take a third off.
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // One migrated database for the run, which each file's own database starts as a copy of.
          globalSetup: ['./apps/server/src/test/test-databases.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own database; two cores, so two at a time.
          maxWorkers: 2,
          // Each file builds its own app on its own database, and no file mocks a module, so a worker keeps the
          // modules it imported for the next file: a third off the suite (the server's imports took 3 s a file).
          isolate: false,
        },
      },
    ],
  },
});
