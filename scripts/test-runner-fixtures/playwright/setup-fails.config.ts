import { defineConfig } from '@playwright/test';
import base from './playwright.config.ts';

/** As playwright.config.ts, but the global setup fails, as when the shop under test does not start. */
export default defineConfig({ ...base, globalSetup: './failing-setup.ts' });
