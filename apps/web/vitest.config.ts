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
    setupFiles: ['./src/test-setup.ts'],
  },
});
