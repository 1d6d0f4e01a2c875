import { defineConfig } from 'vitest/config';

/**
 * One vitest run covers the unit and API tiers of every workspace. API tests run against
 * embedded PGlite, or against PostgreSQL when TEST_DATABASE_URL is set (scripts/test.mjs
 * runs the api project a second time for that).
 */
export default defineConfig({
  test: {
    // vitest's default on 2 cores is one worker; files wait on PGlite's WASM, child processes and
    // timers often enough that two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'core',
          root: './packages/core',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['{src,test}/**/*.test.ts'],
          exclude: ['{src,test}/**/*.process.test.ts'],
          environment: 'node',
          // A worker runs its files in one module graph: importing the whole server again for
          // each of ~190 files cost ~2 s a file. Each file still builds its own app on its own
          // database (test/support/app.ts), so no state of one file's server reaches the next.
          isolate: false,
          // Migrates one PGlite for the run; each file's database starts from its dump.
          globalSetup: ['./test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Tests that start servers and CLIs as child processes, each file in a fresh worker as
        // vitest does by default: a child's database connection that ends after its file (a
        // pooled client cut by DROP DATABASE … WITH (FORCE)) must not land in the next file's
        // run as an uncaught error, as it did in a shared worker on PostgreSQL.
        test: {
          name: 'api-process',
          root: './apps/api',
          include: ['{src,test}/**/*.process.test.ts'],
          environment: 'node',
          globalSetup: ['./test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
