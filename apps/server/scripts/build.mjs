#!/usr/bin/env node
// `npm run build -w @stagepass/server`: the production server as plain JavaScript, apps/server/dist/main.js.
// The workspace packages (@stagepass/*) are TypeScript sources, so they are bundled in; every other package
// stays an import of node_modules (native modules, PGlite's wasm and pg-boss's files load from where they
// are installed). The database migrations are copied beside the bundle, where packages/db/src/client.ts
// looks for them when it runs compiled.
import { cpSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist`;
const migrations = fileURLToPath(new URL('../../../packages/db/migrations', import.meta.url));

/** Bare imports are node_modules' and stay imports, except our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@stagepass/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: `${root}src/main.ts` },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Stack traces name the source files (node --enable-source-maps in `npm start`).
  sourcesContent: false,
  plugins: [externalPackages],
  logLevel: 'warning',
});
cpSync(migrations, `${outdir}/migrations`, { recursive: true });
console.log(`server built in ${Math.round(performance.now() - started)} ms: apps/server/dist/main.js`);
