/**
 * `npm run build --workspace @shop/server`: the server and the shared packages' TypeScript in
 * one ES module (dist/server/main.mjs) for `npm start` and `npm run start:prod`. Loading one
 * file instead of compiling each module at start is most of a second of the start-up time
 * (docs/decisions/066-search-index-snapshot.md). Installed packages stay outside the bundle.
 * The bundle sits as deep below packages/server as the sources below src/, so the paths the
 * sources build from import.meta.url (the web client, the example content) stay right.
 */
import fs from 'node:fs';
import { build } from 'esbuild';

const manifests = ['package.json', '../domain/package.json', '../messages/package.json'].map(
  (file) => JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8')),
);
const installed = new Set(
  manifests
    .flatMap((manifest) =>
      Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }),
    )
    .filter((name) => !name.startsWith('@shop/')),
);

await build({
  // worker threads are entries beside the server's (process/worker-thread.ts starts
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
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: [...installed].flatMap((name) => [name, `${name}/*`]),
  sourcemap: 'linked',
  logLevel: 'warning',
});
