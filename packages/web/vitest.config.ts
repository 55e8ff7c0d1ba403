import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // the server's renderer runs on Preact in Node (vitest.ssr.config.ts)
    exclude: ['src/**/*.ssr.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    // a test may wait for several screens in turn, each up to 5 s (src/test-setup.ts)
    testTimeout: 20_000,
  },
});
