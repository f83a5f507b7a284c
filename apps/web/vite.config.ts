import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { mantineStyles } from './build/mantine-styles.js';

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

/** The modules /checkin needs: the app's entry and the check-in page, with everything they import. */
const CHECKIN_ROOTS = ['index.html', 'src/features/guests/pages/checkin-page.tsx'];

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The built files of CHECKIN_ROOTS and their imports (static and lazy), from Vite's build manifest: what the service
 * worker precaches, so a door device downloads the check-in app and not every screen of the site.
 */
function checkinFiles(): Set<string> {
  const manifestPath = join(ROOT, 'dist', '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>(['index.html']);
  const seen = new Set<string>();
  const visit = (key: string, lazy: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach((k) => visit(k, lazy));
    // The entry's lazy imports are every page of the site; the check-in page's own (the camera) are its.
    if (lazy) chunk.dynamicImports?.forEach((k) => visit(k, lazy));
  };
  visit(CHECKIN_ROOTS[0]!, false);
  visit(CHECKIN_ROOTS[1]!, true);
  return files;
}

/**
 * The check-in app's service worker (/sw.js, registered by /checkin only, with that scope): it precaches the app
 * shell and its chunks, so the door page opens and works without a network. Its manifest is a static file
 * (public/checkin.webmanifest) that only /checkin links, so no other page offers to install.
 */
function checkinServiceWorker() {
  return VitePWA({
    injectRegister: false,
    manifest: false,
    strategies: 'generateSW',
    filename: 'sw.js',
    workbox: {
      // The app shell (not a prerendered page) answers every navigation inside the app's scope.
      navigateFallback: '/index.html',
      navigateFallbackAllowlist: [/^\/checkin/],
      globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'checkin*.{png,webmanifest}'],
      globIgnores: ['**/prerendered/**', '**/*.{br,gz}'],
      manifestTransforms: [
        (entries) => {
          const needed = checkinFiles();
          return {
            manifest: entries.filter((e) => needed.has(e.url) || e.url.startsWith('checkin')),
            warnings: [],
          };
        },
      ],
      maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      cleanupOutdatedCaches: true,
    },
  });
}

export default defineConfig(({ isSsrBuild }) => ({
  root: ROOT,
  plugins: [mantineStyles(ROOT), react(), recordModules(), ...(isSsrBuild ? [] : [checkinServiceWorker()])],
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
}));
