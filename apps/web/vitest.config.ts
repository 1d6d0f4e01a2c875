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
    // Each file in fresh modules (vitest's default), unlike the API project: sharing a worker's
    // modules saved ~200 s here, but a fresh clone's CI run ordered the files differently and
    // five files failed on what others had left in shared modules (the setup file's imports, the
    // router's navigator, Mantine's notices). Issue 33: not worth a red that is not a real failure.
    setupFiles: ['./src/test-setup.ts'],
  },
});
