import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API runs on its own port in development; proxying keeps the browser on one origin,
// so the bearer token never has to cross origins and no CORS setup is needed.
const apiTarget = 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: apiTarget, changeOrigin: true },
  '/healthz': { target: apiTarget, changeOrigin: true },
};

// Libraries change less often than our code; separate chunks stay cached across releases.
const VENDOR_CHUNKS: Record<string, RegExp> = {
  react: /\/node_modules\/(react|react-dom|react-router|scheduler|cookie|set-cookie-parser)\//,
  mantine: /\/node_modules\/@mantine\//,
  icons: /\/node_modules\/@tabler\//,
  data: /\/node_modules\/(@tanstack|zod|react-hook-form|@hookform|dayjs)\//,
};

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    rollupOptions: {
      output: {
        manualChunks: (id) =>
          Object.entries(VENDOR_CHUNKS).find(([, pattern]) => pattern.test(id))?.[0],
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
