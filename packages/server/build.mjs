/**
 * `npm run build --workspace @shop/server`: the server and the shared packages' TypeScript
 * bundled (dist/server/main.mjs and the chunks it imports) for `npm start` and
 * `npm run start:prod`. Loading a few files instead of compiling each module at start is most of
 * a second of the start-up time (docs/decisions/066-search-index-snapshot.md). Installed
 * packages stay outside the bundle, Kysely aside (below). The bundle sits as deep below
 * packages/server as the sources below src/, so the paths the sources build from
 * import.meta.url (the web client, the example content) stay right.
 */
import fs from 'node:fs';
import { build } from 'esbuild';

const manifests = ['package.json', '../domain/package.json', '../messages/package.json'].map(
  (file) => JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8')),
);
/**
 * Kysely is bundled: its ES module build is 280 files, and resolving and linking them took a
 * fifth of a second of each thread's start (docs/decisions/084-start-in-parallel.md). It is plain code that only the
 * shop's own modules import; the other packages stay installed.
 */
const BUNDLED = new Set(['kysely']);
const installed = new Set(
  manifests
    .flatMap((manifest) =>
      Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }),
    )
    .filter((name) => !name.startsWith('@shop/') && !BUNDLED.has(name)),
);

await build({
  // worker threads are entries beside the server's (system/worker-thread.ts starts
  // dist/server/<name>.mjs): the search thread, its counting helper and the snapshot's writer
  entryPoints: {
    main: new URL('src/main.ts', import.meta.url).pathname,
    'count-helper.worker': new URL('src/search/count-helper.worker.ts', import.meta.url).pathname,
    'search-thread.worker': new URL('src/search/search-thread.worker.ts', import.meta.url).pathname,
    'snapshot-writer.worker': new URL('src/search/snapshot-writer.worker.ts', import.meta.url)
      .pathname,
  },
  outdir: new URL('dist/server', import.meta.url).pathname,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // the modules main imports on demand are chunks of their own, with the packages they import,
  // so the search thread starts before the app is loaded (docs/decisions/084-start-in-parallel.md)
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...installed].flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  logLevel: 'warning',
});
