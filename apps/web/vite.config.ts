import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

// Modules that every page needs and that change only on upgrades: one long-cached chunk.
const REACT_CORE = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

const ROOT = fileURLToPath(new URL('.', import.meta.url));

/**
 * In the prerender build (vite build --ssr) every source module records itself when it is evaluated,
 * so scripts/prerender.mjs knows which lazy pages a route loaded and links their CSS and chunks.
 */
function recordModules(): Plugin {
  return {
    name: 'stagepass:record-ssr-modules',
    apply: (_config, env) => env.isSsrBuild === true,
    transform(code, id) {
      if (id.includes('node_modules') || id.includes('\0') || !/\.[cm]?[jt]sx?$/.test(id)) return null;
      const key = JSON.stringify(
        relative(ROOT, id.split('?')[0] ?? id)
          .split('\\')
          .join('/'),
      );
      return { code: `${code}\n(globalThis.__stagepassModules ??= new Set()).add(${key});\n`, map: null };
    },
  };
}

export default defineConfig({
  root: ROOT,
  plugins: [react(), recordModules()],
  // The prerender build is one self-contained file set, run once by scripts/prerender.mjs.
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      // The sandbox pages (mailbox, onboarding) are served by the API server (DESIGN.md §5).
      '/dev': API_ORIGIN,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/prerender.mjs reads it to link each prerendered page's CSS and chunks.
    manifest: true,
    rolldownOptions: {
      // @stagepass/domain/limits imports dayjs for one helper the web shell never calls; dayjs's
      // main file is CommonJS, so without this hint it would ride along in the first load. Only
      // that file is marked: plugins and locales imported for their side effects stay intact.
      treeshake: { moduleSideEffects: [{ test: /node_modules[\\/]dayjs[\\/]dayjs\.min\.js$/, sideEffects: false }] },
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT_CORE, priority: 3 },
            { name: 'query', test: /node_modules[\\/](@tanstack|zustand)[\\/]/, priority: 2 },
            // Popovers, selects and menus position with floating-ui. On its own, it stays off the pages that
            // only share a small component (VisuallyHidden, ScrollArea) with the forms.
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/, priority: 2 },
            // Mantine is left to automatic splitting: one big Mantine chunk would pull the
            // dashboard's components (AppShell, NavLink, Switch…) into the first load.
          ],
        },
      },
    },
  },
});
