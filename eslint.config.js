import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/data/**',
      'packages/db/migrations/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Files that import each other on purpose: lint/import-cycles.test.ts lints them to see no-cycle fire.
      'apps/server/src/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Issue 8: no import cycles anywhere in the tree, dynamic import() included (a lazily loaded page
    // that imports its router back is still a loop). Type-only imports are not followed.
    files: ['**/*.{ts,tsx,js,mjs}'],
    // Nothing imports a test file, so none can be on a cycle: skipping them halves the rule's time.
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Extension-less relative imports and the workspace packages' "./*": "./src/*.ts" exports.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    // ignoreExternal: node_modules are not parsed (the workspace packages resolve to their sources).
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // DESIGN.md §1: the web app never imports server or database code.
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@stagepass/db', '@stagepass/db/*'], message: 'The web app must not import database code.' },
            {
              group: ['@stagepass/server', '@stagepass/server/*', '**/apps/server/**'],
              message: 'The web app must not import server code.',
            },
            { group: ['drizzle-orm', 'drizzle-orm/*', 'pg', 'fastify', '@fastify/*'], message: 'Server-only package.' },
            {
              group: ['@mantine/*/styles*', '@mantine/*/styles/*'],
              message:
                "Mantine's stylesheets come with the components that need them (apps/web/build/mantine-styles.ts): import the component only.",
            },
          ],
        },
      ],
    },
  },
  {
    // Rules stay pure: no I/O, no framework.
    files: ['packages/domain/**/*.ts', 'packages/contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@stagepass/db', '@stagepass/db/*', 'node:fs', 'fastify', 'react'],
              message: 'Keep domain and contract free of I/O and UI.',
            },
          ],
        },
      ],
    },
  },
  {
    // DESIGN.md §6: the time comes only from the injected clock (ctx.clock / deps.clock), which tests and
    // /dev/clock move. The clock adapter itself reads the system time.
    files: ['apps/server/src/**/*.ts', 'packages/domain/**/*.ts', 'packages/contract/**/*.ts', 'packages/db/**/*.ts'],
    ignores: ['**/*.test.ts', 'apps/server/src/test/**', 'apps/server/src/adapters/clock/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'Read the time from the injected clock: ctx.clock.now().' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='Date'][arguments.length=0]",
          message: 'Read the time from the injected clock: new Date(ctx.clock.now()).',
        },
        {
          selector: "CallExpression[callee.name='Date']",
          message: 'Date() reads the system time; use new Date(ctx.clock.now()).',
        },
      ],
    },
  },
  {
    // vitest.config.ts runs the API suites without isolation (a worker keeps its modules for the next file), which
    // holds only while no file replaces a module for itself.
    files: ['apps/server/src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock'].map((property) => ({
          object: 'vi',
          property,
          message: 'The API suites share modules between files (isolate: false): pass a fake through buildApp instead.',
        })),
      ],
    },
  },
);
