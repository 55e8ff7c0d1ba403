import type { LaunchOptions } from '@playwright/test';

/** Debian's Chromium as every test starts it; a test file may add switches of its own. */
export function chromiumLaunch(extraArgs: string[] = []): LaunchOptions {
  return {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      ...extraArgs,
    ],
  };
}
