/**
 * Sizes of the built client (dist/.vite/manifest.json), gzip level 9 as the server sends them:
 * the JavaScript every first page loads (the entry and its static imports, transitively), each
 * route's own chunk (loaded with its page, packages/web/src/app/router.tsx) and the CSS.
 * Read by the bundle budget test (e2e/bundle-budget.e2e.ts) and `npm run bench -- web`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface BundleReport {
  /** gzip bytes of the entry chunk and everything it imports statically */
  initialJsGzip: number;
  initialFiles: string[];
  /** each lazily loaded chunk with its own gzip bytes */
  routes: { name: string; file: string; gzip: number }[];
  cssGzip: number;
}

/** The build the server sends: WEB_DIST as the server reads it, else this package's dist. */
export const webDist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, 'dist'));

/**
 * The target of docs/product/quality.md#quality-initial-js: at most 150 KB of JavaScript, gzip,
 * before a page can show.
 */
export const INITIAL_JS_BUDGET = 150 * 1024;

/**
 * What the budget test enforces: the size measured once the first page's modules are bundled in
 * a few files on Preact's compatibility layer (83 KB, decision 063; 138 KB on React, decision
 * 047) and a little room, under the target. Lower it with every saving; raised by 1 KB for the
 * first page's rendering in short tasks (0.3 KB, decision 068), by 0.5 KB for the header's
 * main-menu links in the server's page (0.49 KB, decision 151), by 0.5 KB for the content
 * pages' loaders (0.39 KB, decision 152), by 0.5 KB for the breadcrumb the listing and the
 * article page share, with its JSON-LD (0.46 KB, decision 154), and by 0.5 KB for taking the
 * server's page over in steps (0.2 KB, decision 155).
 */
export const INITIAL_JS_LIMIT = 93 * 1024;

/**
 * At most this many JavaScript files before a first page can run: on HTTP/1.1 a browser fetches
 * six at a time from one host, each costing a round trip (4 files, decision 047).
 */
export const INITIAL_FILES_LIMIT = 6;

export function bundleReport(dist = webDist): BundleReport {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, ManifestChunk>;
  const gzipOf = (file: string) =>
    zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;

  const initial = new Set<string>();
  const visit = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

  const initialFiles = [...initial].map((key) => manifest[key]!.file);
  const css = new Set(Object.values(manifest).flatMap((chunk) => chunk.css ?? []));
  // a page's chunk that a contract it loads later imports from is listed under its chunk's key,
  // without isDynamicEntry, yet it is loaded by a dynamic import all the same
  const loadedLater = new Set(
    Object.values(manifest).flatMap((chunk) => chunk.dynamicImports ?? []),
  );
  return {
    initialJsGzip: initialFiles.reduce((sum, file) => sum + gzipOf(file), 0),
    initialFiles,
    routes: Object.entries(manifest)
      .filter(([key, chunk]) => chunk.isDynamicEntry === true || loadedLater.has(key))
      .map(([, chunk]) => ({
        name: chunk.name ?? chunk.src ?? chunk.file,
        file: chunk.file,
        gzip: gzipOf(chunk.file),
      }))
      .sort((a, b) => b.gzip - a.gzip),
    cssGzip: [...css].reduce((sum, file) => sum + gzipOf(file), 0),
  };
}
