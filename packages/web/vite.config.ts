import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

/** Paths the shop server answers; the dev server forwards them so the SPA runs on its own origin. */
const serverPaths = [
  '/api',
  '/loca',
  '/auth',
  '/account',
  '/intern',
  '/basket',
  '/newsletter',
  '/export',
  '/portal',
  '/images',
];
const serverUrl = 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // libraries change less often than the shop: separate chunks stay cached across releases
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // the captcha widget loads only with a form that has a captcha (captcha.tsx)
            { name: 'altcha', test: /node_modules[\\/]altcha[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(serverPaths.map((path) => [path, serverUrl])),
  },
});
