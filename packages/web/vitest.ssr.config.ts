import { defineConfig } from 'vitest/config';
import { preactAliases, routerProduction } from './preact-aliases.ts';

/**
 * The server's renderer tested on what the shop ships (decision 126): Preact's renderToString
 * through the same compat aliases as the builds, every package run through them (an installed
 * package would load React itself), in Node without a browser's window.
 */
export default defineConfig({
  resolve: {
    alias: [
      ...preactAliases,
      // its ES module, as the build takes it: in Node its CommonJS build loads, which would
      // `require` React itself
      routerProduction,
    ],
  },
  test: {
    name: 'web-ssr',
    environment: 'node',
    include: ['src/**/*.ssr.test.{ts,tsx}'],
    server: { deps: { inline: true } },
    testTimeout: 20_000,
  },
});
