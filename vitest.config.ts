import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts'],
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
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own PGlite (about 3 s); two cores, so two at a time.
          maxWorkers: 2,
          // Each file builds its own app on its own database, and no file mocks a module, so a worker keeps the
          // modules it imported for the next file: a third off the suite (the server's imports took 3 s a file).
          isolate: false,
        },
      },
    ],
  },
});
