import { configDefaults, defineConfig } from 'vitest/config';

/**
 * One Vitest run for every unit and server test. The server tests run twice: on SQLite and on
 * PostgreSQL (TEST_DB=postgres); scripts/test.mjs skips the PostgreSQL project when no server
 * answers, unless CI=true, where PostgreSQL is required.
 */
const serverTests = ['packages/server/src/**/*.test.ts'];
// each server project prepares the database templates its test files copy (decision 064)
const serverSetup = ['packages/server/src/testing/database-templates.global.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker per core less one: one file at a time on CI's two cores,
    // while server test files spend much of their time waiting for the database (decision 064)
    maxWorkers: 2,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] } },
      { test: { name: 'messages', include: ['packages/messages/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server-sqlite',
          include: serverTests,
          // the cluster runs on PostgreSQL and Redis, as production does (docs/decisions/059);
          // a request beside an open transaction needs a second connection (decision 078)
          exclude: [
            ...configDefaults.exclude,
            '**/process/cluster.test.ts',
            '**/auth/account-cache-transaction.test.ts',
          ],
          env: { TEST_DB: 'sqlite', LOG_LEVEL: 'silent' },
          globalSetup: serverSetup,
          // one module graph per worker, not per file (decision 064)
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: serverTests,
          // the import-load guard measures SQLite's single connection (docs/decisions/018); the
          // exports' spreadsheet test checks file formats, which no database changes (decision 122)
          exclude: [
            ...configDefaults.exclude,
            '**/basket-import-load.test.ts',
            '**/csv-in-a-spreadsheet.test.ts',
          ],
          env: { TEST_DB: 'postgres', LOG_LEVEL: 'silent' },
          globalSetup: serverSetup,
          // one module graph per worker, not per file (decision 064)
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      './packages/web/vitest.config.ts',
      './packages/web/vitest.ssr.config.ts',
      // the test runner's own test; its fixture projects (scripts/test-runner-fixtures/) stay out
      { test: { name: 'scripts', include: ['scripts/*.test.mjs'], testTimeout: 120_000 } },
    ],
  },
});
