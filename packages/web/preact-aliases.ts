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
