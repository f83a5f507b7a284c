import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://127.0.0.1:3000';

// Modules that every page needs and that change only on upgrades: one long-cached chunk.
const REACT_CORE = /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
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
            // Mantine is left to automatic splitting: one big Mantine chunk would pull the
            // dashboard's components (AppShell, NavLink, Switch…) into the first load.
          ],
        },
      },
    },
  },
});
