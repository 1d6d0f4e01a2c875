import { defineConfig } from 'vitest/config';

/**
 * One vitest run covers the unit and API tiers of every workspace. API tests run against
 * embedded PGlite, or against PostgreSQL when TEST_DATABASE_URL is set (scripts/test.mjs
 * runs the api project a second time for that).
 */
export default defineConfig({
  test: {
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
          include: ['src/**/*.test.ts'],
          environment: 'node',
          // Migrates one PGlite for the run; each file's database starts from its dump.
          globalSetup: ['./src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
