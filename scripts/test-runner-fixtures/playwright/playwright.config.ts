import { defineConfig } from '@playwright/test';
import { ciRules } from '../../../e2e/support/ci-rules.ts';

/** Browserless tests with the CI rules of e2e/playwright.config.ts, for scripts/test-runner.test.mjs. */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.fixture\.ts$/,
  outputDir: '../../../.tmp/test-runner-fixtures',
  workers: 1,
  ...ciRules,
  reporter: [['list'], ['json']],
});
