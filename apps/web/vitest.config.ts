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
    // A worker's files share their modules, as in the API project: importing React, Mantine and
    // Testing Library again for each of ~120 files was most of this project's time (417 s -> 180-200 s
    // on a 2-core machine, issue 33). Each file still gets its own jsdom. What modules keep from
    // one file to the next is reset in the setup file: Testing Library's `screen` (bound to the
    // first file's document), the session, the navigator, notices, timers and stubbed globals.
    // Checked with every file passing in the default order and in three shuffled ones
    // (`--sequence.shuffle.files --sequence.seed=N`); a file that fails only after another
    // names state to reset there, not a reason to isolate again.
    isolate: false,
    setupFiles: ['./src/test-setup.ts'],
  },
});
