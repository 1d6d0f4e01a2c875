import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import path from 'node:path';
import { deferScriptsPlugin } from './build/defer-scripts';
import { mantineUseId } from './build/mantine-use-id';
import { writeCompressed } from './build/precompress';
import { pureSchemas } from './build/pureSchemas';

/** Writes .br and .gz beside each text asset (build/precompress.ts). */
function precompress(): Plugin {
  return {
    name: 'paperless-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.keys(bundle).filter((f) => /\.(js|css|svg|json)$/.test(f));
      await Promise.all(
        files.map(async (file) => {
          const item = bundle[file]!;
          const source = Buffer.from(item.type === 'chunk' ? item.code : item.source);
          await writeCompressed(path.join(dir, file), source);
        }),
      );
    },
  };
}

// The API runs on its own port in development; proxying keeps the browser on one origin,
// so the bearer token never has to cross origins and no CORS setup is needed.
const apiTarget = 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/healthz': { target: apiTarget, changeOrigin: true },
};

// React is on every page and changes less often than our code: one chunk that stays cached
// across releases. The router is left out of it: a patient link renders without it
// (app/PatientLinkRoot.tsx), so its ~24 KB loads only with the pages that route. Every other
// library is left to Rollup's splitting, so a page loads only the parts of Mantine, TanStack and
// the icons it renders: a patient link never downloads the console's tables, charts and dialogs.
const REACT_CHUNK = /\/node_modules\/(react|react-dom|scheduler)\//;

export default defineConfig({
  plugins: [react(), pureSchemas(), mantineUseId(), precompress(), deferScriptsPlugin()],
  build: {
    outDir: 'dist',
    // The page budgets (bench/src/web) walk the manifest to add up what each page loads first.
    manifest: true,
    // Every browser we support has modulepreload; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        manualChunks: (id) => (REACT_CHUNK.test(id) ? 'react' : undefined),
        // The entry lists every lazy chunk's file for its preloads (123 of them), so a name in
        // each file costs every page's first load; the manifest keeps the names for our tools.
        chunkFileNames: 'assets/[hash].js',
      },
      onwarn(warning, warn) {
        // zod ships explanatory comments next to its @__PURE__ marks; Rollup only drops them.
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/zod/'))
          return;
        warn(warning);
      },
    },
  },
  server: { proxy },
  preview: { proxy },
});
