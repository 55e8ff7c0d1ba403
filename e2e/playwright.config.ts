import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunch } from './support/chromium.ts';
import { ciRules } from './support/ci-rules.ts';
import { consentStorageState } from './support/consent.ts';
import { e2eServer } from './support/e2e-server.ts';

/**
 * End-to-end tests drive the built shop in Debian's Chromium (never a downloaded browser),
 * started on a free port with a fresh data directory by the global setup.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.e2e\.ts$/,
  outputDir: '../.tmp/e2e-results',
  fullyParallel: false,
  workers: 1,
  ...ciRules,
  timeout: 30_000,
  reporter: [['list'], ['json']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: e2eServer.baseUrl,
    // a stored consent choice, so the banner does not stand in front of the tests
    storageState: consentStorageState(e2eServer.baseUrl),
    // a trace of the retry only: tracing every test hid races (docs/decisions/085)
    trace: 'on-first-retry',
    launchOptions: chromiumLaunch(),
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } },
    },
  ],
});
