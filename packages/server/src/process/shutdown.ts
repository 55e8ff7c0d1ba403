import type { FastifyInstance } from 'fastify';
import type { StartupGate } from '#server/system/startup-gate.ts';

/**
 * Stops one serving process: it turns unready first (the proxy stops sending), Fastify stops
 * accepting connections and waits for the requests already running to finish, then the
 * connections it holds (database, Redis, mail) close in the given order.
 */
export function gracefulStop(
  app: FastifyInstance,
  startup: StartupGate,
  closers: ReadonlyArray<() => Promise<unknown> | unknown>,
): () => Promise<void> {
  let stopping: Promise<void> | undefined;
  return () => {
    stopping ??= (async () => {
      startup.stopping();
      await app.close();
      for (const close of closers) await close();
    })();
    return stopping;
  };
}
