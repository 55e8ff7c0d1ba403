import cluster, { type Worker } from 'node:cluster';
import type { AppConfig } from '#server/config/env.ts';
import { serveClusterMetrics } from '#server/system/metrics-cluster.ts';
import { startupMessage } from './startup-message.ts';

/** A worker that dies within this time of its start is not restarted (a crash loop). */
const MIN_LIFETIME_MS = 10_000;

/**
 * The primary of `WORKERS` > 1: forks the workers (they share the port), prints the startup
 * message once all listen, restarts a worker that dies after running a while, sums the
 * workers' metrics, and on SIGTERM/SIGINT stops every worker gracefully before it exits.
 */
export function runPrimary(config: AppConfig, log: (line: string) => void): void {
  serveClusterMetrics();
  let stopping = false;
  let listening = 0;
  const started = new Map<Worker, number>();
  const fork = () => started.set(cluster.fork(), Date.now());

  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening === config.workers) {
      const host = address.address ?? config.host;
      log(startupMessage(config, `http://${host}:${address.port}`));
    }
  });
  cluster.on('exit', (worker, code, signal) => {
    const since = started.get(worker) ?? 0;
    started.delete(worker);
    if (stopping) {
      if (started.size === 0) process.exit(0);
      return;
    }
    log(`worker ${worker.process.pid} ended (${signal ?? code})\n`);
    if (Date.now() - since >= MIN_LIFETIME_MS) fork();
    else if (started.size === 0) process.exit(1);
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    for (const worker of started.keys()) worker.process.kill('SIGTERM');
    if (started.size === 0) process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);

  for (let i = 0; i < config.workers; i++) fork();
}
