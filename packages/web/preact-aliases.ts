import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Alias } from 'vite';

/**
 * The client is written against React's API and runs on Preact's compatibility layer: the same
 * components, about 55 KB less JavaScript before a first page can show (decision 063). Only the
 * build uses them: the web unit tests render with React, the end-to-end tests run the build.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

/**
 * React Router's production build, in the browser's bundle and the server's renderer: the
 * package's exports name only its development build (decision 027), whose warnings and
 * developer hints the production build switches off (`ENABLE_DEV_WARNINGS`), so the minifier
 * drops them from the first page and the server skips their checks on every render.
 */
export const routerProduction: Alias = {
  find: /^react-router$/,
  replacement: fileURLToPath(import.meta.resolve('react-router')).replace(
    `${path.sep}development${path.sep}`,
    `${path.sep}production${path.sep}`,
  ),
};
