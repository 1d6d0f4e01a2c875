import { defaultClientConditions } from 'vite';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    // react-router's "node" exports pick its CJS build for 'react-router' but the ESM build for
    // 'react-router/dom', giving two router contexts. 'module-sync' selects ESM for both, as
    // the browser build does.
    conditions: ['module-sync', ...defaultClientConditions],
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    // One jsdom and one module graph per worker instead of per file: each file paid ~1 s of
    // jsdom, ~1.3 s of setup and ~2 s of imports (Mantine, React) before its first test.
    // test-setup.ts clears what a file leaves behind (the DOM, the session, timers, notices).
    isolate: false,
    setupFiles: ['./src/test-setup.ts'],
  },
});
