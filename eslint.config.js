import js from '@eslint/js';
import globals from 'globals';
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
);
