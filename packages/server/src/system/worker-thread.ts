import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * Starts the worker thread whose entry is `<name>.ts` beside `base` (an `import.meta.url`):
 * the bundle's own `<name>.mjs` (build.mjs bundles every worker as an entry of its own), or
 * the TypeScript source through tsx when the server runs from its sources (tests, development,
 * command-line tools).
 */
export function startWorkerThread(
  base: string,
  name: string,
  options: Pick<WorkerOptions, 'workerData' | 'transferList'> = {},
): Worker {
  if (!base.endsWith('.ts')) return new Worker(new URL(`./${name}.mjs`, base), options);
  const entry = new URL(`./${name}.ts`, base).href;
  const code = `import('tsx/esm/api').then(({ register }) => {
    register();
    return import(${JSON.stringify(entry)});
  });`;
  return new Worker(code, { ...options, eval: true });
}
